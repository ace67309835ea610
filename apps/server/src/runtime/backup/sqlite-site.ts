import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE } from '#core/db/connection';
import { BackupError } from './backup-error';
import { MIGRATION_TABLE, SITE_TABLES } from './site-tables';

const open = (file: string, readonly = false) => {
  const db = new BetterSqlite3(file, { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
};

const hasTable = (db: BetterSqlite3.Database, name: string) =>
  db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;

function migrationsOf(db: BetterSqlite3.Database): string[] {
  if (!hasTable(db, MIGRATION_TABLE)) return [];
  return (db.prepare(`select name from ${MIGRATION_TABLE}`).all() as { name: string }[]).map((r) => r.name);
}

/**
 * A consistent copy of the live database while the server may be writing: VACUUM INTO reads one snapshot in
 * one read transaction (WAL lets writers go on meanwhile) and writes a compact file in rollback mode. A copy
 * of the file itself would miss what is still in shuyuan.sqlite-wal, or catch a page mid-write.
 */
export function snapshotSqlite(dataDir: string, target: string): { migrations: string[] } {
  const file = join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) throw new BackupError(`no database at ${file} (is DATA_DIR the site's?)`);
  // Read-write, though it only reads: a read-only connection cannot open a WAL file whose -shm is missing.
  const source = open(file);
  try {
    source.prepare('vacuum into ?').run(target);
  } finally {
    source.close();
  }
  const copy = open(target, true);
  try {
    return { migrations: migrationsOf(copy) };
  } finally {
    copy.close();
  }
}

/** Whether the site's database holds data (a restore over it needs --force). */
export function sqliteHoldsData(dataDir: string): boolean {
  const file = join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) return false;
  const db = open(file);
  try {
    return SITE_TABLES.some(
      (table) => hasTable(db, table) && db.prepare(`select 1 from ${table} limit 1`).get() !== undefined,
    );
  } finally {
    db.close();
  }
}

/**
 * Makes sure no process has the site's SQLite file open: leaving WAL mode needs the only connection (and
 * checkpoints the file). Changes nothing else; the file is about to be replaced.
 */
export function assertSqliteUnused(dataDir: string): void {
  const file = join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) return;
  const live = open(file);
  try {
    live.pragma('busy_timeout = 0');
    live.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new BackupError(`${file} is in use: stop the server (every process on this DATA_DIR) first`);
  } finally {
    live.close();
  }
}

/** Replaces the site's SQLite file with the backup's, once the copy reads whole and nobody has the file open. */
export function replaceSqlite(dataDir: string, restored: string): void {
  const check = open(restored, true);
  try {
    const result = check.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`the backup's database is damaged (${String(result)})`);
  } finally {
    check.close();
  }
  assertSqliteUnused(dataDir);
  const file = join(dataDir, SQLITE_FILE);
  for (const suffix of ['-wal', '-shm', '']) rmSync(`${file}${suffix}`, { force: true });
  renameSync(restored, file);
}
