import type { Logger } from 'pino';
import type { AppConfig } from '#config';
import type { OpenedDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { seedDemo, seedEssentials } from '#seed/index';

/**
 * What runs once per start before anything serves: migrations, the essential settings and, on an empty
 * site outside production, the demo content. A single process does it itself; with WORKERS > 1 the
 * primary does it before forking, so N workers never race for it (the migrator and the demo seed also
 * lock, for separately started processes: decision 022).
 */
export async function prepareDatabase(
  database: OpenedDatabase,
  config: Pick<AppConfig, 'nodeEnv' | 'dataDir'>,
  logger: Logger,
): Promise<{ demoSeeded: boolean }> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const { inserted } = await seedEssentials(database.db);
  if (inserted.length > 0) logger.info({ keys: inserted.length }, 'default settings added');
  if (config.nodeEnv === 'production') return { demoSeeded: false };
  if (await database.db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) {
    return { demoSeeded: false };
  }
  const result = await seedDemo(database.db, { dataDir: config.dataDir });
  if (!result.skipped) logger.info({ counts: result.counts }, 'demo content created');
  return { demoSeeded: !result.skipped };
}
