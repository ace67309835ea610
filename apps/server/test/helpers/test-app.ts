import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { AppConfig } from '#config';
import type { Dialect } from '#core/app-types';
import { type OpenedDatabase, openDatabase } from '#core/db/connection';
import { migrateToLatest } from '#core/db/migrate';
import type { Database } from '#core/db/schema';
import { MemoryStore } from '#core/store/memory';
import { RedisStore } from '#core/store/redis';
import type { Store } from '#core/store/store';
import { seedDemo, seedEssentials, switchOnBuiltModules } from '#seed/index';
import { buildApp } from '../../src/app';
import { createPostgresDatabase } from './postgres-database';

/**
 * The databases every API test runs on. A suite on PostgreSQL carries the `postgres` tag (tagsOf): without
 * TEST_DATABASE_URL Vitest skips it and `npm run test:unit` says so (vitest.config.ts).
 */
export const DATABASE_TARGETS: Dialect[] = ['sqlite', 'postgres'];

/** The options of a describe or test on `dialect`: its service tag. */
export function tagsOf(dialect: Dialect): { tags: string[] } {
  return { tags: dialect === 'postgres' ? ['postgres'] : [] };
}

export interface TestAppOptions {
  /** Load the demo content (catalogue, articles, demo member and admin). */
  demo?: boolean;
  /** Overrides of the test configuration. */
  config?: Partial<AppConfig>;
  /** Another store (e.g. Redis); default a fresh MemoryStore. Closed with the app. */
  store?: Store;
  webDistDir?: string;
  /** Addresses per sitemap page (the app's default 5000). */
  sitemapPageSize?: number;
  /** A pino logger (default: none). */
  logger?: Logger;
  /** Runs before the app is ready, e.g. to add a test-only route. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape
export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  store: Store;
  config: AppConfig;
  dataDir: string;
  /** GET an /api route and return the parsed envelope (asserts HTTP 200). */
  // biome-ignore lint/suspicious/noExplicitAny: see Envelope
  get<T = any>(url: string, headers?: Record<string, string>): Promise<Envelope<T>>;
  /** POST JSON to an /api route and return the parsed envelope (asserts HTTP 200). */
  // biome-ignore lint/suspicious/noExplicitAny: see Envelope
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope<T>>;
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    redisKeyPrefix: 'shuyuan-test:',
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    nodeEnv: 'test',
    logLevel: 'silent',
    rateLimitPerMinute: 0,
    writeRateLimitPerMinute: 0,
    mediaRateLimitPerMinute: 0,
    pageRateLimitPerMinute: 0,
    bodyLimitBytes: 1024 * 1024,
    cacheTtlSeconds: 30,
    trustProxy: false,
    bench: false,
    workers: 1,
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    // Uploaded test videos are a few seconds: the fastest encode, one thread beside the other tests.
    transcodePreset: 'ultrafast',
    transcodeThreads: 1,
    corsOrigins: [],
    ...overrides,
  };
}

/**
 * Opens a migrated database seeded with the essentials (and the demo content when asked) in a fresh temp
 * DATA_DIR. On PostgreSQL it is a database of its own, copied from the run's template (test/global-setup.ts);
 * `url` is there for a second connection to the same database.
 */
export async function openTestDatabase(
  dialect: Dialect,
  options: { demo?: boolean } = {},
): Promise<{ database: OpenedDatabase; dataDir: string; url?: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-test-'));
  let database: OpenedDatabase;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (dialect === 'postgres') {
    const template = inject('postgresTemplate');
    if (!template)
      throw new Error('no PostgreSQL template: run the server tests through vitest with TEST_DATABASE_URL');
    const created = await createPostgresDatabase({ template, prefix: inject('postgresPrefix') });
    dropDatabase = created.drop;
    url = created.url;
    database = await openDatabase({ databaseUrl: url, dataDir }, { poolSize: 5 });
  } else {
    database = await openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await seedEssentials(database.db);
  }
  if (options.demo) await seedDemo(database.db, { dataDir });
  return {
    database,
    dataDir,
    url,
    async close() {
      // Clean up even when the database was already destroyed by the test (health checks do that).
      try {
        await database.close();
      } finally {
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The real app on a real database (see openTestDatabase), driven through inject. */
export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const opened = await openTestDatabase(dialect, options);
  // Like the demo site, a test app has the modules it sells switched on (promo codes, certificates…);
  // the gate tests (test/core/feature-switches.test.ts) switch them off.
  if (!options.demo) await switchOnBuiltModules(opened.database.db);
  const t = await startAppOn(opened, options);
  return {
    ...t,
    async close() {
      try {
        await t.close();
      } finally {
        await opened.close();
      }
    },
  };
}

/**
 * An app on a database that is already open (openTestDatabase), with its own store (default a fresh
 * MemoryStore, as a restart of the default install has). `close` closes the app and the store only, so
 * a second app can start on the same database: a server restart.
 */
export async function startAppOn(
  opened: { database: OpenedDatabase; dataDir: string },
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dataDir } = opened;
  const config = testConfig(dataDir, options.config);
  const store = options.store ?? new MemoryStore();
  const app = await buildApp({
    config,
    db: database.db,
    store,
    logger: options.logger,
    webDistDir: options.webDistDir ?? join(dataDir, 'no-web'),
    sitemapPageSize: options.sitemapPageSize,
  });
  await options.extend?.(app);
  await app.ready();

  const expectEnvelope = async (response: LightMyRequestResponse) => {
    if (response.statusCode !== 200) {
      throw new Error(
        `HTTP ${response.statusCode} from ${response.raw.req.url}: ${response.body.slice(0, 300)}`,
      );
    }
    return response.json() as Envelope;
  };

  return {
    app,
    db: database.db,
    dialect: database.dialect,
    store,
    config,
    dataDir,
    get: async (url, headers) => expectEnvelope(await app.inject({ method: 'GET', url, headers })),
    post: async (url, body, headers) =>
      expectEnvelope(
        await app.inject({
          method: 'POST',
          url,
          headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          payload: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    inject: (opts) => app.inject(opts as InjectOptions) as Promise<LightMyRequestResponse>,
    async close() {
      try {
        await app.close();
      } finally {
        await store.close();
      }
    },
  };
}

/**
 * Declares the enclosed tests once per database target (a `describe('sqlite')` and, with
 * TEST_DATABASE_URL, a `describe('postgres')`), each on its own freshly built app. The context's fields
 * are filled in beforeAll; read them inside tests, not at declaration time.
 */
export function forEachDatabase(fn: (ctx: TestApp) => void, options: TestAppOptions = {}): void {
  for (const dialect of DATABASE_TARGETS) {
    describe(dialect, tagsOf(dialect), () => {
      let current: TestApp | undefined;
      const ctx = new Proxy({} as TestApp, {
        get(_target, property) {
          if (!current) throw new Error(`test app (${dialect}) used before beforeAll finished`);
          return current[property as keyof TestApp];
        },
      });
      beforeAll(async () => {
        current = await createTestApp(dialect, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      fn(ctx);
    });
  }
}

/**
 * forEachDatabase, plus the same tests on SQLite with the Redis store (tagged `redis`: they need REDIS_URL):
 * for rules that live in the shared store (captchas, codes, budgets, lockouts, revocations).
 */
export function forEachDatabaseAndStore(fn: (ctx: TestApp) => void, options: TestAppOptions = {}): void {
  forEachDatabase(fn, options);
  describe('sqlite+redis', { tags: ['redis'] }, () => {
    let current: TestApp | undefined;
    const ctx = new Proxy({} as TestApp, {
      get(_target, property) {
        if (!current) throw new Error('test app (sqlite+redis) used before beforeAll finished');
        return current[property as keyof TestApp];
      },
    });
    beforeAll(async () => {
      const store = await RedisStore.connect(process.env.REDIS_URL as string, {
        keyPrefix: `shuyuan-test:${randomBytes(6).toString('hex')}:`,
      });
      current = await createTestApp('sqlite', { ...options, store });
    });
    afterAll(async () => {
      await current?.close();
    });
    fn(ctx);
  });
}
