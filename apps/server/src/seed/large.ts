/*
 * `npm run seed:large`: a catalogue big enough to show slow queries (10,000 courses, 100,000 videos, 50,000
 * articles; see large-data.ts) on the configured database (same .env, DATA_DIR and DATABASE_URL as the
 * server), after migrating and seeding the essentials. Skipped when the site already has 10,000 courses;
 * refused with NODE_ENV=production.
 */
import { sql } from 'kysely';
import { ConfigError, formatConfigError, loadConfig, loadDotEnv } from '#config';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { seedEssentials } from './index';
import { LARGE, seedLarge } from './large-data';

async function run(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  if (config.nodeEnv === 'production') throw new Error('seed:large refuses to run with NODE_ENV=production');
  const { db, dialect, close } = await openDatabase(config);
  try {
    console.log(
      `database: ${dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}`,
    );
    await migrateToLatest(db);
    await seedEssentials(db);
    const count = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= LARGE.courses) {
      console.log(`seed:large skipped: ${count.n} courses already`);
      return;
    }
    const started = Date.now();
    const counts = await seedLarge(db, (line) => console.log(line));
    // Fresh statistics (and PostgreSQL's visibility map, for index-only counts) so the planners pick the indexes.
    await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    console.log(
      `seed:large added ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? formatConfigError(error) : error);
  process.exitCode = 1;
});
