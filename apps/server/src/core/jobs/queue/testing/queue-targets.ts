import { randomBytes } from 'node:crypto';
import { type OpenedDatabase, openDatabase } from '#core/db/connection';
import { dropRedisPrefix } from '#test/helpers/redis-prefix';
import { openTestDatabase } from '#test/helpers/test-app';
import { BullJobQueue } from '../bullmq-queue';
import { DatabaseJobQueue } from '../database-queue';
import type { JobQueue, JobQueueTimings } from '../job-queue';

/*
 * Where the job-queue suite runs: the database queue on SQLite and on PostgreSQL, BullMQ on Redis. Each
 * queue a test opens stands for a process of its own: its own connection to the same database, or the same
 * Redis prefix.
 */

export type TargetName = 'sqlite' | 'postgres' | 'redis';

export interface OpenTarget {
  /** A queue with its own connection; closed (if the test did not) by close(). */
  queue(timings?: Partial<JobQueueTimings>): Promise<JobQueue>;
  /** What testing/vanishing-worker.ts needs to reach the same jobs. */
  childEnv: Record<string, string>;
  close(): Promise<void>;
}

export interface QueueTarget {
  name: TargetName;
  /** The services it needs (Vitest skips a tagged suite without them: vitest.config.ts). */
  options: { tags: string[] };
  open(): Promise<OpenTarget>;
}

/** Short polls so the tests wait little; a long lease, so a slow machine never loses a job it runs. */
export const TEST_TIMINGS: Partial<JobQueueTimings> = { pollMs: 25, leaseMs: 10_000 };

export const QUEUE_TARGETS: QueueTarget[] = [
  { name: 'sqlite', options: { tags: [] }, open: () => openDatabaseTarget('sqlite') },
  { name: 'postgres', options: { tags: ['postgres'] }, open: () => openDatabaseTarget('postgres') },
  { name: 'redis', options: { tags: ['redis'] }, open: openRedisTarget },
];

async function openDatabaseTarget(dialect: 'sqlite' | 'postgres'): Promise<OpenTarget> {
  const opened = await openTestDatabase(dialect);
  const connections: OpenedDatabase[] = [];
  const queues: JobQueue[] = [];
  const config = { dataDir: opened.dataDir, databaseUrl: opened.url };
  return {
    async queue(timings) {
      const connection = await openDatabase(config, { poolSize: 3 });
      connections.push(connection);
      const queue = new DatabaseJobQueue(connection.db, { timings: { ...TEST_TIMINGS, ...timings } });
      queues.push(queue);
      return queue;
    },
    childEnv: {
      JOBS_TARGET: dialect,
      JOBS_DATA_DIR: opened.dataDir,
      ...(opened.url ? { JOBS_DATABASE_URL: opened.url } : {}),
    },
    async close() {
      await Promise.all(queues.map((queue) => queue.close(0)));
      await Promise.all(connections.map((connection) => connection.close()));
      await opened.close();
    },
  };
}

async function openRedisTarget(): Promise<OpenTarget> {
  const url = process.env.REDIS_URL as string;
  // A prefix of this file's own: nothing it writes meets another run's keys, and all of it is dropped.
  const base = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
  const prefix = `${base}jobs`;
  const queues: JobQueue[] = [];
  return {
    async queue(timings) {
      const queue = new BullJobQueue({ url, prefix, timings: { ...TEST_TIMINGS, ...timings } });
      queues.push(queue);
      return queue;
    },
    childEnv: { JOBS_TARGET: 'redis', JOBS_REDIS_URL: url, JOBS_PREFIX: prefix },
    async close() {
      await Promise.all(queues.map((queue) => queue.close(0)));
      await dropRedisPrefix(url, base);
    },
  };
}
