import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/*
 * Work that runs every so often in the background (decision 025): the expiry sweep, payment reconciliation.
 * Every process schedules it; a store lock held for almost one interval lets one of them run it per
 * interval. The lock only saves work: each job's writes are conditional, so two runs at once stay correct
 * (decision 022). Not scheduled under NODE_ENV=test, where tests call the jobs themselves.
 */

export interface PeriodicJob {
  /** Also the lock's name. */
  name: string;
  everyMs: number;
  /** Soon after a start (a deploy, a crash), so work that piled up while the site was down does not wait. */
  firstAfterMs: number;
  run(deps: AppDeps): Promise<unknown>;
}

/** Runs the job unless another process holds this interval's lock; false when skipped. */
export async function runPeriodicJobOnce(deps: AppDeps, job: PeriodicJob): Promise<boolean> {
  const lockMs = Math.max(1_000, job.everyMs - 5_000);
  if (!(await deps.store.setIfAbsent(`job:${job.name}`, String(process.pid), lockMs))) return false;
  await job.run(deps);
  return true;
}

export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  if (app.config.nodeEnv === 'test') return;
  const timers: NodeJS.Timeout[] = [];
  const tick = () => {
    runPeriodicJobOnce(app, job).catch((error) => app.log.error({ err: error, job: job.name }, 'job failed'));
  };
  app.addHook('onReady', async () => {
    timers.push(setTimeout(tick, job.firstAfterMs), setInterval(tick, job.everyMs));
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
