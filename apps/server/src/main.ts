import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig, loadDotEnv } from './config';
import { type OpenedDatabase, openDatabase } from './core/db/connection';
import { migrateToLatest } from './core/db/migrate';
import { createLogger } from './core/logger';
import { openStore, type Store } from './core/store/index';
import { seedDemo, seedEssentials } from './seed/index';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: the message names the variable; a stack would not help.
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Invalid configuration: ${(error as Error).message}`}\n`,
    );
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  let database: OpenedDatabase | undefined;
  let store: Store | undefined;
  let app: FastifyInstance | undefined;

  const stop = async (code: number) => {
    await app?.close().catch((error) => logger.error({ err: error }, 'closing the server failed'));
    await store?.close().catch((error) => logger.error({ err: error }, 'closing the store failed'));
    await database?.close().catch((error) => logger.error({ err: error }, 'closing the database failed'));
    logger.info('stopped');
    logger.flush();
    process.exit(code);
  };

  try {
    database = await openDatabase(config);
    logger.info({ dialect: database.dialect }, 'database open');
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    const { inserted } = await seedEssentials(database.db);
    if (inserted.length > 0) logger.info({ keys: inserted.length }, 'default settings added');
    let demoSeeded = false;
    if (config.nodeEnv !== 'production' && !(await hasCourses(database))) {
      const result = await seedDemo(database.db, { dataDir: config.dataDir });
      demoSeeded = !result.skipped;
      if (!result.skipped) logger.info({ counts: result.counts }, 'demo content created');
    }
    store = await openStore(config, logger);
    app = await buildApp({ config, db: database.db, store, logger, webDistDir: config.webDistDir });
    await app.listen({ port: config.port, host: config.host });
    printWelcome(config, app, demoSeeded);
  } catch (error) {
    logger.error({ err: error }, `start-up failed: ${(error as Error).message}`);
    await stop(1);
    return;
  }

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function hasCourses(database: OpenedDatabase): Promise<boolean> {
  return !!(await database.db.selectFrom('courses').select('id').limit(1).executeTakeFirst());
}

function printWelcome(config: AppConfig, app: FastifyInstance, demoSeeded: boolean): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${port}`;
  const lines = [`Shuyuan is running at ${url}  (API docs: ${url}/api/docs)`];
  if (config.nodeEnv !== 'production') {
    lines.push(
      `Demo member: 13800000000 / shuyuan123   Demo admin: admin / shuyuan123 (${url}/admin)`,
      ...(demoSeeded ? ['Demo content was created on this start.'] : []),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}\n`);
  process.exit(1);
});

void start();
