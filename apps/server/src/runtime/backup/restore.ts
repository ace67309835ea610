import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '#config';
import { readArchive, readArchiveEntry } from './archive';
import { BackupError } from './backup-error';
import { replaceDataEntries } from './data-files';
import { DATA_ENTRY, DATABASE_ENTRY, MANIFEST_FILE, type Manifest, readManifest } from './manifest';
import { assertPostgresUnused, postgresHoldsData, restorePostgres } from './postgres-site';
import { assertSqliteUnused, replaceSqlite, sqliteHoldsData } from './sqlite-site';

const KIND_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * Puts a backup back: the database (the SQLite file, or pg_restore into DATABASE_URL) and DATA_DIR's files.
 * Refuses a backup of the other database kind, a database in use, and one that holds data unless `force`.
 * Everything is checked before anything is changed; the archive is unpacked inside DATA_DIR, so its files
 * move into place by rename.
 */
export async function runRestore(config: AppConfig, archive: string, force: boolean): Promise<Manifest> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new BackupError(`${file} not found`);
  const manifestText = await readArchiveEntry(file, MANIFEST_FILE).catch((error: Error) => {
    throw new BackupError(`${file} cannot be read as a backup (${error.message})`);
  });
  const manifest = readManifest(manifestText);
  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `the backup holds a ${KIND_NAMES[manifest.database]} database and this site uses ${KIND_NAMES[kind]} ` +
        `(DATABASE_URL is ${kind === 'postgres' ? 'set' : 'unset'}); restoring across database kinds is not supported`,
    );
  }
  const url = config.databaseUrl;
  const holdsData = url ? await postgresHoldsData(url) : sqliteHoldsData(config.dataDir);
  if (holdsData && !force) {
    throw new BackupError(
      'the database already holds a site (members, administrators, courses or orders): ' +
        'add --force to replace it with the backup',
    );
  }
  if (url) await assertPostgresUnused(url);
  else assertSqliteUnused(config.dataDir);

  const stage = mkdtempSync(join(config.dataDir, '.restore-'));
  try {
    await readArchive(file, stage);
    const databaseFile = join(stage, DATABASE_ENTRY[kind]);
    if (!existsSync(databaseFile)) throw new BackupError(`the backup has no ${DATABASE_ENTRY[kind]}`);
    if (url) await restorePostgres(url, databaseFile, manifest.pgDump);
    else replaceSqlite(config.dataDir, databaseFile);
    replaceDataEntries(config.dataDir, join(stage, DATA_ENTRY));
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
