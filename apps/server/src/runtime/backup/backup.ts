import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '#config';
import { writeArchive } from './archive';
import { BackupError } from './backup-error';
import { presentDataEntries } from './data-files';
import { buildManifest, DATABASE_ENTRY, MANIFEST_FILE, type Manifest } from './manifest';
import { dumpPostgres } from './postgres-site';
import { snapshotSqlite } from './sqlite-site';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** `shuyuan-backup-20250614-031500.tar.gz`, in local time like the operator's clock. */
export function defaultBackupName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `shuyuan-backup-${date}-${time}.tar.gz`;
}

/** `--out`: a file, or a folder to put the default name in; unset: the working directory. */
export function backupTarget(out: string | undefined, cwd = process.cwd()): string {
  const given = out ? resolve(cwd, out) : cwd;
  return existsSync(given) && statSync(given).isDirectory() ? join(given, defaultBackupName()) : given;
}

/**
 * One archive of the site: a consistent copy of the database (taken while the server may run), the files of
 * DATA_DIR that matter, and a manifest. Written under a temporary name beside the target and renamed when
 * complete, so a backup that fails leaves no archive that looks whole.
 */
export async function runBackup(config: AppConfig, target: string): Promise<BackupResult> {
  if (existsSync(target)) throw new BackupError(`${target} exists: choose another --out`);
  mkdirSync(dirname(target), { recursive: true });
  const stage = mkdtempSync(join(dirname(target), '.shuyuan-backup-'));
  const partial = `${target}.partial`;
  try {
    const kind = config.databaseUrl ? 'postgres' : 'sqlite';
    const databaseFile = join(stage, DATABASE_ENTRY[kind]);
    mkdirSync(dirname(databaseFile), { recursive: true });
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, databaseFile)
      : snapshotSqlite(config.dataDir, databaseFile);
    const files = presentDataEntries(config.dataDir);
    const manifest = buildManifest({ database: kind, files, ...database });
    writeFileSync(join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(partial, stage, [MANIFEST_FILE, DATABASE_ENTRY[kind]], config.dataDir, files);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, manifest };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}
