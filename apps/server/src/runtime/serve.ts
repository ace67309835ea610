import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { type AppConfig, ConfigError } from '#config';
import { type OpenedDatabase, openDatabase } from '#core/db/connection';
import { openStore, type Store } from '#core/store/index';
import { exitWithConfigError } from './config-error-exit';
import type { ProcessRole } from './process-role';
import { warnAtStart } from './startup-warnings';
import { printWelcome } from './welcome';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A `worker` finds the database prepared; the primary prints the banner once every worker listens. */
export type ServeRole = Exclude<ProcessRole, 'primary'>;

/** Opens the database and the store, listens, and stops gracefully on SIGINT/SIGTERM. */
export async function serve(config: AppConfig, logger: Logger, role: ServeRole): Promise<void> {
  let database: OpenedDatabase | undefined;
  let store: Store | undefined;
  let app: FastifyInstance | undefined;

  const closeAll = async () => {
    await app?.close().catch((error) => logger.error({ err: error }, 'closing the server failed'));
    await store?.close().catch((error) => logger.error({ err: error }, 'closing the store failed'));
    await database?.close().catch((error) => logger.error({ err: error }, 'closing the database failed'));
  };
  const stop = async (code: number) => {
    await closeAll();
    logger.info('stopped');
    logger.flush();
    process.exit(code);
  };

  try {
    // Both connections before anything else happens, so a wrong REDIS_URL or DATABASE_URL is the only line.
    store = await openStore(config, logger);
    database = await openDatabase(config);
    logger.info({ dialect: database.dialect }, 'database open');
    // The app and the seed are loaded once the connections work: a start that fails on them says so in
    // about a second, without compiling every module first.
    const [{ buildApp }, { prepareDatabase }] = await Promise.all([
      import('../app'),
      import('./prepare-database'),
    ]);
    const { demoSeeded } =
      role === 'single' ? await prepareDatabase(database, config, logger) : { demoSeeded: false };
    app = await buildApp({ config, db: database.db, store, logger, webDistDir: config.webDistDir });
    await app.listen({ port: config.port, host: config.host });
    if (role === 'single') {
      warnAtStart(config, logger);
      printWelcome(config, listeningPort(app, config), demoSeeded);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      // The operator's to fix, and the message says what: one line, no stack (main.ts does the same).
      await closeAll();
      exitWithConfigError(error);
    }
    logger.error({ err: error }, `start-up failed: ${(error as Error).message}`);
    await stop(1);
    return;
  }

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A worker gets the terminal's or the start script's signal and the primary's copy of it: the
      // second is not a person insisting, and the primary enforces its own deadline.
      if (role === 'worker') return;
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

function listeningPort(app: FastifyInstance, config: AppConfig): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
