import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * Runs every pending migration (the same set on SQLite and PostgreSQL). Safe when several processes
 * start together: Kysely holds an advisory lock on PostgreSQL, and SQLite transactions begin immediate.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Areas land in any order (007-admin before 006-learning): a database that already ran a later
    // migration still takes an earlier one that arrived after it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(setup)'} failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
