import { openDatabase } from '#core/db/connection';
import { BullJobQueue } from '../bullmq-queue';
import { DatabaseJobQueue } from '../database-queue';
import type { JobQueue } from '../job-queue';

/*
 * A process that takes one job of JOBS_KIND and never finishes it: it prints `started <id>` and waits to be
 * killed (SIGKILL, as a crash or an OOM kill), holding the job by its lease (JOBS_LEASE_MS) until then.
 * Run by job-queue.test.ts through tsx; the environment names the target (queue-targets.ts' childEnv).
 */

const env = process.env;
const timings = { leaseMs: Number(env.JOBS_LEASE_MS), pollMs: 25 };
let queue: JobQueue;
if (env.JOBS_TARGET === 'redis') {
  queue = new BullJobQueue({ url: env.JOBS_REDIS_URL as string, prefix: env.JOBS_PREFIX as string, timings });
} else {
  const { db } = await openDatabase({
    dataDir: env.JOBS_DATA_DIR as string,
    databaseUrl: env.JOBS_DATABASE_URL,
  });
  queue = new DatabaseJobQueue(db, { timings });
}
// Kept alive until killed, whatever the queue's own timers do.
setInterval(() => {}, 60_000);
queue.process(env.JOBS_KIND as string, async (run) => {
  process.stdout.write(`started ${run.id}\n`);
  await new Promise(() => {});
});
