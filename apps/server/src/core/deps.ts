import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#config';
import type { Cache } from './cache';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs/queue/job-queue';
import type { Store } from './store/store';

export type Dialect = 'sqlite' | 'postgres';

/** What app.ts decorates the Fastify instance with (app-types.ts declares them on it). */
export interface AppDecorations {
  db: Kysely<Database>;
  dialect: Dialect;
  store: Store;
  config: AppConfig;
  cache: Cache;
  /** Per-member state (lock) for the auth check; invalidated through invalidateMemberState. */
  memberCache: Cache;
  /** Durable background jobs (decision 041): BullMQ with REDIS_URL, else the database's `jobs` table. */
  jobs: JobQueue;
}

/**
 * What a service may need from the app, named so each asks only for what it uses: `Deps<'db' | 'store'>`.
 * The Fastify instance has every one of these, so a route passes `app` where a service takes `Deps<…>`.
 */
export interface AppDeps extends AppDecorations {
  log: FastifyBaseLogger;
}

export type Deps<K extends keyof AppDeps> = Pick<AppDeps, K>;
