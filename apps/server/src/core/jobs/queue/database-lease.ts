import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import { holdJob } from './database-statements';
import { type JobQueueTimings, STOP_REASONS } from './job-queue';

/**
 * While a processor runs (database queue, decision 041): every pollMs, reads whether a cancel was asked, and
 * renews the lease every third of it. A lease this process lost (another took the job) or could not renew for
 * a whole lease aborts the run: the job may be running elsewhere now.
 */
export function keepLease(
  db: Kysely<Database>,
  row: JobRow,
  owner: string,
  controller: AbortController,
  timings: JobQueueTimings,
  onError: (error: unknown, what: string) => void,
): { stop(): void } {
  const { leaseMs, pollMs } = timings;
  let renewedAt = Date.now();
  let busy = false;
  const check = async () => {
    if (busy || controller.signal.aborted) return;
    busy = true;
    try {
      const renew = Date.now() - renewedAt >= leaseMs / 3;
      const askedAt = Date.now();
      const held = await holdJob(db, row.id, owner, renew ? leaseMs : null);
      if (renew && held) renewedAt = askedAt;
      if (!held) controller.abort(STOP_REASONS.leaseLost);
      else if (held.cancelRequested) controller.abort(STOP_REASONS.cancelled);
    } catch (error) {
      onError(error, `holding ${row.kind} job ${row.job_key}`);
      if (Date.now() - renewedAt >= leaseMs) controller.abort(STOP_REASONS.leaseLost);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(check, Math.min(pollMs, leaseMs / 3));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
