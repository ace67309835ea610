/*
 * `npm run backup [-- --out FILE|DIR]` and `npm run restore -- FILE [--force]`: the same configuration as the
 * server (.env, DATA_DIR, DATABASE_URL). A problem the operator can fix is one line and exit code 1.
 */
import { parseArgs } from 'node:util';
import { ConfigError, formatConfigError, loadConfig, loadDotEnv } from '#config';
import { backupTarget, runBackup } from './backup';
import { BackupError } from './backup-error';
import { runRestore } from './restore';

const USAGE = 'usage: npm run backup [-- --out FILE|DIR]   npm run restore -- FILE [--force]';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  loadDotEnv();
  const config = loadConfig();
  const { file, bytes, manifest } = await runBackup(config, backupTarget(values.out));
  const database = manifest.database === 'sqlite' ? 'SQLite' : `PostgreSQL (pg_dump ${manifest.pgDump})`;
  console.log(
    `[shuyuan] backup written: ${file} (${size(bytes)}): ${database} database at migration ` +
      `${manifest.migration ?? '(none)'}, ${manifest.files.join(', ') || 'no files'}`,
  );
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  loadDotEnv();
  const config = loadConfig();
  const manifest = await runRestore(config, positionals[0], values.force);
  console.log(
    `[shuyuan] restored the backup of ${manifest.createdAt} (version ${manifest.version}, migration ` +
      `${manifest.migration ?? '(none)'}) into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
  );
}

const [command, ...rest] = process.argv.slice(2);
const action = command === 'backup' ? backup : command === 'restore' ? restore : undefined;

(action ? action(rest) : Promise.reject(new BackupError(USAGE))).catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(formatConfigError(error));
  else if (error instanceof BackupError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`[shuyuan] ${command ?? 'backup'}: ${(error as Error).message}`);
  } else console.error(error);
  process.exitCode = 1;
});
