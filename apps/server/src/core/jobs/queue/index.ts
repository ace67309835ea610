import type { Kysely } from 'kysely';
import type { AppConfig } from '#config';
import type { Database } from '../../db/schema';
import { DatabaseJobQueue } from './database-queue';
import type { JobQueue, JobQueueTimings } from './job-queue';

export type * from './job-queue';
export { STOP_REASONS } from './job-queue';

export interface OpenJobQueueOptions {
  timings?: Partial<JobQueueTimings>;
  onError?: (error: unknown, what: string) => void;
}

/**
 * The site's job queue (decision 041): BullMQ on Redis when REDIS_URL is set (the processes share the work
 * through it), else the `jobs` table of the site's database. Opens no connection until it is used.
 */
export async function openJobQueue(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  db: Kysely<Database>,
  options: OpenJobQueueOptions = {},
): Promise<JobQueue> {
  if (config.redisUrl) {
    // Loaded only here: a site without Redis never loads BullMQ (about 70 ms of start-up).
    const { BullJobQueue } = await import('./bullmq-queue');
    return new BullJobQueue({ url: config.redisUrl, prefix: `${config.redisKeyPrefix}jobs`, ...options });
  }
  return new DatabaseJobQueue(db, options);
}
