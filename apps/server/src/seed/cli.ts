/*
 * `npm run seed`: opens the database exactly as the server does (same .env, DATA_DIR, DATABASE_URL),
 * migrates it, inserts missing configuration and, outside production, the demo site when it has no
 * courses. Idempotent: running it twice changes nothing the second time.
 */
import { ConfigError, formatConfigError, loadConfig, loadDotEnv } from '#config';
import { openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemo, seedEssentials } from './index';

async function run(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const { db, dialect, close } = await openDatabase(config);
  try {
    console.log(
      `database: ${dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}`,
    );
    const migrated = await migrateToLatest(db);
    console.log(migrated.length ? `migrations applied: ${migrated.join(', ')}` : 'migrations: up to date');

    const { inserted } = await seedEssentials(db);
    console.log(inserted.length ? `configuration keys added: ${inserted.length}` : 'configuration: complete');

    if (config.nodeEnv === 'production') {
      console.log('demo content: skipped (NODE_ENV=production)');
      return;
    }
    const demo = await seedDemo(db, { dataDir: config.dataDir });
    if (demo.skipped) {
      console.log(`demo content: skipped (${demo.reason})`);
      return;
    }
    const counts = Object.entries(demo.counts).map(([table, n]) => `${table} ${n}`);
    console.log(`demo content added: ${counts.join(', ')}`);
    console.log(`demo media copied to ${config.dataDir}/storage/demo`);
    console.log(`demo member: ${DEMO_MEMBER.mobile} / ${DEMO_MEMBER.password}`);
    console.log(`demo admin:  ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`);
  } finally {
    await close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? formatConfigError(error) : error);
  process.exitCode = 1;
});
