/*
 * `npm run media:to-s3 [-- --delete-local]`: moves a site's media from the disk to the S3-compatible bucket
 * set up in the console (设置 → 存储, checked with 测试连接), with a progress bar; stopped and run again, it
 * skips what the bucket already holds (decision 044). Same configuration as the server (.env, DATA_DIR,
 * DATABASE_URL); the server may keep running.
 */
import { parseArgs } from 'node:util';
import { ConfigError, formatConfigError, loadConfig, loadDotEnv } from '#config';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { MoveError, type MoveProgress, moveMediaToS3 } from './move-media';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line: a bar on a terminal (redrawn in place), a line every 5 % otherwise (logs, CI). */
function progressPrinter() {
  const tty = process.stderr.isTTY;
  let lastStep = -1;
  return (p: MoveProgress) => {
    const fraction = p.bytesTotal > 0 ? p.bytesDone / p.bytesTotal : p.total > 0 ? p.done / p.total : 1;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line =
      `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% ` +
      `${p.done}/${p.total} files, ${size(p.bytesDone)} of ${size(p.bytesTotal)}, ${p.skipped} already there`;
    if (tty) {
      process.stderr.write(`\r${line}\x1b[K`);
      if (p.done === p.total) process.stderr.write('\n');
      return;
    }
    const step = Math.floor(fraction * 20);
    if (step !== lastStep || p.done === p.total) {
      lastStep = step;
      process.stderr.write(`${line}\n`);
    }
  };
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { 'delete-local': { type: 'boolean', default: false } } });
  loadDotEnv();
  const config = loadConfig();
  const { db, close } = await openDatabase(config);
  const stop = new AbortController();
  // Ctrl-C stops after the file being copied; the next run goes on from there.
  process.once('SIGINT', () => stop.abort(new MoveError('stopped: run again to go on')));
  try {
    await migrateToLatest(db);
    const result = await moveMediaToS3(
      { db, dataDir: config.dataDir },
      { deleteLocal: values['delete-local'], onProgress: progressPrinter(), signal: stop.signal },
    );
    const r = result.rows;
    console.log(
      `[shuyuan] media in the bucket: ${result.files} files (${size(result.bytes)}), ${result.copied} copied, ` +
        `${result.skipped} already there; rows switched: ${r.videos} videos, ${r.renditions} qualities, ` +
        `${r.captions} captions, ${r.media} library files, ${r.transcodes} transcodes, ${r.attachments} attachments; ` +
        `new uploads go to S3${result.deleted ? `; ${result.deleted} local copies removed` : ''}`,
    );
  } finally {
    await close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(formatConfigError(error));
  else if (error instanceof MoveError) console.error(`\n[shuyuan] ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
});
