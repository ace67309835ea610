import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { type AppConfig, ConfigError } from '#config';
import { openDatabase } from '#core/db/connection';
import { openStore } from '#core/store/index';
import { exitWithConfigError } from './config-error-exit';
import { WORKER_ENV } from './process-role';
import { nextCrashCount, restartDelayMs } from './restart-backoff';
import { warnAtStart } from './startup-warnings';
import { printWelcome } from './welcome';

/** Longer than a worker's own 10 s shutdown timeout, so a worker normally stops itself first. */
const STOP_DEADLINE_MS = 15_000;

interface Slot {
  worker?: Worker;
  startedAt: number;
  crashes: number;
  restart?: NodeJS.Timeout;
}

/**
 * WORKERS > 1: this process serves nothing. It prepares the database once, forks the workers (node:cluster
 * shares one listening port between them), replaces a worker that dies with a growing delay, and passes
 * SIGINT/SIGTERM on for a graceful stop. Decision 022.
 */
export async function runPrimary(config: AppConfig, logger: Logger): Promise<void> {
  let demoSeeded = false;
  try {
    // The workers open the store; trying it here first turns a wrong REDIS_URL into one line from one process
    // rather than N workers failing and the primary stopping them.
    await (await openStore(config)).close();
    const database = await openDatabase(config);
    try {
      // Loaded once the connections work (see serve.ts).
      const { prepareDatabase } = await import('./prepare-database');
      ({ demoSeeded } = await prepareDatabase(database, config, logger));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError) exitWithConfigError(error);
    logger.error({ err: error }, `start-up failed: ${(error as Error).message}`);
    logger.flush();
    process.exit(1);
  }
  superviseWorkers(config.workers, logger, (port) => {
    warnAtStart(config, logger);
    printWelcome(config, port, demoSeeded);
  });
}

function superviseWorkers(count: number, logger: Logger, onAllListening: (port: number) => void): void {
  const slots: Slot[] = Array.from({ length: count }, () => ({ startedAt: 0, crashes: 0 }));
  const slotOf = new Map<number, Slot>();
  const listened = new Set<Slot>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: Slot) => {
    slot.startedAt = Date.now();
    const worker = cluster.fork({ [WORKER_ENV]: '1' });
    slot.worker = worker;
    slotOf.set(worker.id, slot);
    worker.once('listening', (address) => {
      logger.info({ worker: worker.process.pid }, 'worker listening');
      if (ready) return;
      listened.add(slot);
      if (listened.size === count) {
        ready = true;
        onAllListening(address.port);
      }
    });
  };

  const live = () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));

  const finish = () => {
    logger.info({ code: exitCode }, 'stopped');
    logger.flush();
    process.exit(exitCode);
  };

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = Math.max(exitCode, code);
    for (const slot of slots) clearTimeout(slot.restart);
    for (const worker of live()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const worker of live()) worker.process.kill('SIGKILL');
      exitCode = 1;
      finish();
    }, STOP_DEADLINE_MS).unref();
    if (live().length === 0) finish();
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf.get(worker.id);
    slotOf.delete(worker.id);
    if (!slot) return;
    slot.worker = undefined;
    const pid = worker.process.pid;
    if (stopping) {
      // A worker still starting has no handler yet and dies of the SIGTERM itself: that is a clean stop too.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (live().length === 0) finish();
      return;
    }
    if (!ready) {
      // Every worker would fail the same way (a taken port, an unreachable database): stop and say so.
      logger.error({ worker: pid, code, signal }, 'a worker stopped during start-up; stopping');
      stopAll(1);
      return;
    }
    slot.crashes = nextCrashCount(slot.crashes, Date.now() - slot.startedAt);
    const delay = restartDelayMs(slot.crashes);
    logger.error({ worker: pid, code, signal, restartInMs: delay }, 'worker died; starting a new one');
    slot.restart = setTimeout(() => fork(slot), delay);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: killing the workers');
      for (const worker of live()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    logger.info({ signal, workers: live().length }, 'shutting down: stopping the workers');
    stopAll(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  logger.info({ workers: count }, 'starting workers');
  for (const slot of slots) fork(slot);
}
