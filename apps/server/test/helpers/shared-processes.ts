import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OpenedDatabase, openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import { RedisStore } from '#core/store/redis';
import { seedEssentials } from '#seed/index';
import { type HttpClient, httpClient } from './http-client';
import { createPostgresDatabase } from './postgres-database';
import type { ProcessScope } from './process-scope';
import type { ServerProcess } from './processes';
import { dropRedisPrefix } from './redis-prefix';
import { insertSharedStateFixtures } from './shared-state-fixtures';

/*
 * Issue 9: the setup for several processes (PostgreSQL + Redis). Two real processes on different ports,
 * each with its own DATA_DIR (as on two machines), one fresh database and one Redis key prefix. The suites
 * carry the `postgres` and `redis` tags: they run when TEST_DATABASE_URL and REDIS_URL are set.
 */

export interface SharedProcesses {
  /** A connection of the test's own to the shared database. */
  database: OpenedDatabase;
  fx: Awaited<ReturnType<typeof insertSharedStateFixtures>>;
  /** The shared Redis under the processes' key prefix, to read what they stored. */
  peek: RedisStore;
  procs: ServerProcess[];
  /** Each process's DATA_DIR (private media are read from there). */
  dataDirs: string[];
  a: HttpClient;
  b: HttpClient;
}

/**
 * Registers, in the calling describe, the hooks that start two processes on the shared database (with the
 * fixtures written first) and stop them (both must exit 0); returns a handle filled in by beforeAll.
 */
export function useSharedProcesses({ dataDir, start }: ProcessScope): SharedProcesses {
  const prefix = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
  const shared = { procs: [] as ServerProcess[], dataDirs: [] as string[] } as SharedProcesses;
  let pgdb: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    pgdb = await createPostgresDatabase();
    shared.database = await openDatabase({ databaseUrl: pgdb.url, dataDir: dataDir() });
    await migrateToLatest(shared.database.db);
    await seedEssentials(shared.database.db);
    shared.fx = await insertSharedStateFixtures(shared.database.db);
    shared.peek = await RedisStore.connect(process.env.REDIS_URL as string, { keyPrefix: prefix });
    const env = () => {
      const dir = dataDir();
      shared.dataDirs.push(dir);
      return {
        DATA_DIR: dir,
        DATABASE_URL: pgdb.url,
        REDIS_URL: process.env.REDIS_URL as string,
        REDIS_KEY_PREFIX: prefix,
        JWT_SECRET: 'two-process-secret-two-process-secret-0001',
        NODE_ENV: 'production',
        // Info: the expiry sweep says at info which process cancelled what.
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '0',
        WRITE_RATE_LIMIT_PER_MINUTE: '0',
        // Longer than the test: an answer that turns fresh was invalidated, not expired.
        CACHE_TTL_SECONDS: '600',
      };
    };
    shared.procs = await Promise.all([start(env()), start(env())]);
    [shared.a, shared.b] = shared.procs.map((p) => httpClient(p.url));
  }, 90_000);

  afterAll(async () => {
    for (const p of shared.procs) expect(await p.stop()).toBe(0);
    await shared.peek?.close();
    await dropRedisPrefix(process.env.REDIS_URL as string, prefix);
    await shared.database?.close();
    await pgdb?.drop();
  });

  return shared;
}
