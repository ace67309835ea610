import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Deps } from '#core/deps';
import type { S3Store } from '#core/storage/s3-store';
import { contentTypeOf, type MediaLocation } from './locate';
import { s3ObjectSize } from './send-bytes';

/*
 * A trial (is_try) of an MP4 is its own short file (issue 20): the first `limit` seconds cut with
 * `ffmpeg -t <limit> -c copy -movflags +faststart`, so the file has its own moov for exactly the preview
 * and a stock <video> plays it to a clean end. A byte-capped prefix of the whole file (decision 015's first
 * way, still the fallback) names the whole duration in its moov, so the browser runs out of bytes mid-way and
 * reports a load error. Stream copy decodes nothing: a cut takes well under a second even for long videos,
 * so it is made on the first request and kept.
 *
 * Cuts live in ${DATA_DIR}/cache/previews/, outside the public storage, and leave only through the signed
 * media route like the original. The name hashes the source (path or S3 key), its size and (local) mtime,
 * and the limit, so a replaced file or another preview length gets a new cut. A cut is written under a
 * temporary name and renamed into place: processes that cut the same preview at once each write a whole file.
 */

const run = promisify(execFile);
const CUT_TIMEOUT_MS = 120_000;
/** After a failed cut (no ffmpeg, not an MP4) the byte cap is used without trying again for a while. */
const RETRY_AFTER_MS = 10 * 60_000;

type CutDeps = Deps<'config' | 'log'>;

const inFlight = new Map<string, Promise<string | null>>();
const failedUntil = new Map<string, number>();

/** The input ffmpeg reads and what identifies the version of the source. */
async function sourceOf(
  location: MediaLocation,
  s3: S3Store | null,
): Promise<{ input: string; identity: string } | null> {
  if (location.kind === 'local') {
    const info = await stat(location.file).catch(() => null);
    if (!info?.isFile()) return null;
    // `file:` so that a colon in a name is never read as another protocol.
    return {
      input: `file:${location.file}`,
      identity: `local|${location.file}|${info.size}|${info.mtimeMs}`,
    };
  }
  if (location.kind === 's3' && s3) {
    const size = await s3ObjectSize(s3, location.key);
    if (size === null) return null;
    return { input: await s3.presignGet(location.key, 600), identity: `s3|${location.key}|${size}` };
  }
  return null;
}

async function cut(deps: CutDeps, input: string, file: string, limit: number): Promise<string | null> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(join(file, '..'), { recursive: true });
    await run(
      deps.config.ffmpegPath,
      [
        ...['-nostdin', '-v', 'error', '-y'],
        // Read as MP4 only, from the one place named: a file that is really a playlist (the classic ffmpeg
        // trick) is refused instead of making ffmpeg fetch what it lists.
        ...['-f', 'mov', '-protocol_whitelist', input.startsWith('file:') ? 'file' : 'http,https,tcp,tls'],
        ...['-i', input, '-t', String(limit)],
        // The first video and audio stream, copied (no re-encoding); the moov first for streaming.
        ...['-map', '0:v:0?', '-map', '0:a:0?', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4'],
        temporary,
      ],
      { timeout: CUT_TIMEOUT_MS, windowsHide: true },
    );
    await rename(temporary, file);
    return file;
  } catch (error) {
    await rm(temporary, { force: true });
    deps.log.warn({ err: error }, 'preview cut failed: the preview is byte-capped');
    return null;
  }
}

/**
 * The local file of a `limit`-second preview of an MP4 source (cut now or earlier), or null when the source
 * is not an MP4, is missing, or cannot be cut: the caller then byte-caps the source.
 */
export async function previewCut(
  deps: CutDeps,
  location: MediaLocation,
  s3: S3Store | null,
  limit: number,
): Promise<string | null> {
  const name = location.kind === 'local' ? location.file : location.kind === 's3' ? location.key : '';
  if (!name || contentTypeOf(name) !== 'video/mp4' || limit <= 0) return null;
  const source = await sourceOf(location, s3);
  if (!source) return null;
  const hash = createHash('sha256').update(`${source.identity}|${limit}`).digest('hex').slice(0, 40);
  const file = join(deps.config.dataDir, 'cache', 'previews', `${hash}.mp4`);
  if ((await stat(file).catch(() => null))?.isFile()) return file;
  if ((failedUntil.get(hash) ?? 0) > Date.now()) return null;
  let pending = inFlight.get(hash);
  if (!pending) {
    pending = cut(deps, source.input, file, limit).finally(() => inFlight.delete(hash));
    inFlight.set(hash, pending);
  }
  const made = await pending;
  if (!made) {
    if (failedUntil.size > 10_000) failedUntil.clear();
    failedUntil.set(hash, Date.now() + RETRY_AFTER_MS);
  }
  return made;
}
