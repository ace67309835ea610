import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase, openSqlite, SQLITE_FILE } from '../../src/core/db/connection';
import { migrateToLatest } from '../../src/core/db/migrate';
import { migrations } from '../../src/core/db/migrations/index';
import { RedisStore } from '../../src/core/store/redis';
import { LoginMessage } from '../../src/modules/auth/login';
import { CAPTCHA_WRONG } from '../../src/modules/auth/captcha';
import { smsTooSoonMessage } from '../../src/modules/auth/sms-code';
import { DEFAULT_APP_CONFIG, seedEssentials } from '../../src/seed/index';
import { bearer, type HttpClient, httpClient } from '../helpers/http-client';
import { createPostgresDatabase } from '../helpers/postgres-database';
import { REPO_ROOT, type ServerProcess, startServer } from '../helpers/processes';
import { dropRedisPrefix } from '../helpers/redis-prefix';
import { insertSharedStateFixtures } from '../helpers/shared-state-fixtures';
import type { Envelope } from '../helpers/test-app';

/*
 * The done-criterion "a second server process on the same SQLite file works": real processes (tsx),
 * started together on a fresh file, serving while a third connection writes, stopped with SIGTERM,
 * then the file is checked with PRAGMA integrity_check.
 */

const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shuyuan-2proc-'));
  dirs.push(dir);
  return dir;
}

async function getJson(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  running.push(server);
  return server;
}

describe('two server processes on one SQLite file', () => {
  it('start together, serve while a third connection writes, stop cleanly, leave an intact file', async () => {
    const dir = dataDir();
    // Production: no demo seeding, so the race is the one every deployment has (migrations, settings).
    const env = { DATA_DIR: dir, NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0', CACHE_TTL_SECONDS: '0' };
    const [a, b] = await Promise.all([start(env), start(env)]);

    for (const server of [a, b]) {
      expect(await getJson(`${server.url}/healthz`)).toEqual({
        status: 200,
        body: { status: 'ok', db: true, store: true },
      });
    }

    const writer = openSqlite(join(dir, SQLITE_FILE));
    const WRITES = 60;
    try {
      const writes = (async () => {
        for (let i = 0; i < WRITES; i++) {
          await writer.db.transaction().execute(async (trx) => {
            const now = Date.now();
            await trx
              .insertInto('navs')
              .values({
                name: `导航${i}`,
                name_en: `Nav ${i}`,
                url: `/n/${i}`,
                platform: 'PC',
                sort: i,
                created_at: now,
                updated_at: now,
              })
              .execute();
            await trx
              .updateTable('app_config')
              .set({ updated_at: now })
              .where('key', '=', 'site.name')
              .execute();
          });
        }
      })();
      const reads = (async () => {
        const answers: number[] = [];
        for (let i = 0; i < WRITES; i++) {
          const server = i % 2 ? a : b;
          const path = i % 3 ? '/api/v2/navs' : '/api/v2/other/config';
          const { status, body } = await getJson(`${server.url}${path}`);
          expect(status).toBe(200);
          answers.push(body.code);
        }
        return answers;
      })();
      const [, answers] = await Promise.all([writes, reads]);
      expect(new Set(answers)).toEqual(new Set([0]));

      // Each process reads what the other connection wrote.
      const [navsA, navsB] = await Promise.all([
        getJson(`${a.url}/api/v2/navs`),
        getJson(`${b.url}/api/v2/navs`),
      ]);
      expect(navsA.body.data).toHaveLength(WRITES);
      expect(navsB.body.data).toEqual(navsA.body.data);
    } finally {
      await writer.close();
    }

    // Graceful shutdown: both exit 0.
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);

    const check = openSqlite(join(dir, SQLITE_FILE));
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(check.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(check.db);
      expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      const keys = await check.db.selectFrom('app_config').select('key').execute();
      expect(keys.map((k) => k.key).sort()).toEqual(Object.keys(DEFAULT_APP_CONFIG).sort());
    } finally {
      await check.close();
    }
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);

    // The file opens again after both have gone.
    const again = await start(env);
    expect((await getJson(`${again.url}/api/v2/navs`)).body.data).toHaveLength(WRITES);
    expect(await again.stop()).toBe(0);
  }, 120_000);

  it('migrations started by several processes at the same instant run once', async () => {
    const dir = dataDir();
    // Each child loads everything, opens the file and reports ready; all get "go" at the same moment.
    const script = `
      const { openSqlite } = await import('./apps/server/src/core/db/connection.ts');
      const { migrateToLatest } = await import('./apps/server/src/core/db/migrate.ts');
      const { seedEssentials } = await import('./apps/server/src/seed/essentials.ts');
      const { db, close } = openSqlite(${JSON.stringify(join(dir, SQLITE_FILE))});
      console.log('ready');
      await new Promise((resolve) => process.stdin.once('data', resolve));
      const applied = await migrateToLatest(db);
      await seedEssentials(db);
      await close();
      console.log(JSON.stringify(applied));
      process.exit(0);
    `;
    const children = [1, 2, 3].map(() => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      const ready = new Promise<void>((resolve) => {
        const onData = () => {
          if (out.includes('ready')) {
            child.stdout.off('data', onData);
            resolve();
          }
        };
        child.stdout.on('data', onData);
      });
      const exit = new Promise<{ code: number | null; out: string }>((resolve) =>
        child.on('exit', (code) => resolve({ code, out })),
      );
      return { child, ready, exit };
    });
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.child.stdin.write('go\n');
    const runs = await Promise.all(children.map((c) => c.exit));
    for (const run of runs) expect(run.code, run.out).toBe(0);
    // Exactly one process applied the migrations; the others found nothing pending.
    const applied = runs.map((r) => JSON.parse(r.out.trim().split('\n').pop() as string) as string[]);
    expect(applied.filter((a) => a.length > 0)).toEqual([Object.keys(migrations)]);

    const check = openSqlite(join(dir, SQLITE_FILE));
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(check.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const keys = await check.db.selectFrom('app_config').select('key').execute();
      expect(keys).toHaveLength(Object.keys(DEFAULT_APP_CONFIG).length);
    } finally {
      await check.close();
    }
  }, 60_000);

  it('a second process joining a running development site does not seed the demo again', async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: '0' };
    const first = await start(env);
    expect(first.output()).toContain('Demo content was created on this start.');
    const second = await start(env);
    expect(second.output()).not.toContain('Demo content was created');
    const [navsA, navsB] = await Promise.all([
      getJson(`${first.url}/api/v2/navs`),
      getJson(`${second.url}/api/v2/navs`),
    ]);
    expect(navsA.body.code).toBe(0);
    expect(navsB.body.data).toEqual(navsA.body.data);
    expect(await second.stop()).toBe(0);
    expect(await first.stop()).toBe(0);

    const check = openSqlite(join(dir, SQLITE_FILE));
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(check.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await check.close();
    }
  }, 120_000);
});

/*
 * Issue 9: the setup for several processes (PostgreSQL + Redis). Two real processes on different ports,
 * each with its own DATA_DIR (as on two machines), one fresh database and one Redis key prefix. Runs when
 * TEST_DATABASE_URL and REDIS_URL are set, as the other PostgreSQL and Redis suites do.
 */
const SHARED = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
if (SHARED) {
  describe('two server processes sharing PostgreSQL and Redis', () => {
    const prefix = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
    let pgdb: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let database: OpenedDatabase;
    let peek: RedisStore;
    let fx: Awaited<ReturnType<typeof insertSharedStateFixtures>>;
    let procs: ServerProcess[] = [];
    let a: HttpClient;
    let b: HttpClient;

    beforeAll(async () => {
      pgdb = await createPostgresDatabase();
      database = await openDatabase({ databaseUrl: pgdb.url, dataDir: dataDir() });
      await migrateToLatest(database.db);
      await seedEssentials(database.db);
      fx = await insertSharedStateFixtures(database.db);
      peek = await RedisStore.connect(process.env.REDIS_URL as string, { keyPrefix: prefix });
      const env = () => ({
        DATA_DIR: dataDir(),
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
      });
      procs = await Promise.all([start(env()), start(env())]);
      [a, b] = procs.map((p) => httpClient(p.url));
    }, 90_000);

    afterAll(async () => {
      for (const p of procs) expect(await p.stop()).toBe(0);
      await peek?.close();
      await dropRedisPrefix(process.env.REDIS_URL as string, prefix);
      await database?.close();
      await pgdb?.drop();
    });

    const captchaOn = async (server: HttpClient, path = '/api/v2/captcha/image') => {
      const key = (await server.get(path)).body.data.key as string;
      return { key, answer: (await peek.get(`captcha:${key}`)) as string };
    };

    it('a member token issued by one works on the other; a logout on one ends it on both', async () => {
      const login = await a.post('/api/v2/login/password', {
        mobile: fx.tokenMember.mobile,
        password: 'shuyuan123',
      });
      expect(login.body.code, login.body.message).toBe(0);
      const auth = bearer(login.body.data.token);
      expect((await b.get('/api/v2/member/detail', auth)).body.data.id).toBe(fx.tokenMember.id);
      expect((await b.post('/api/v2/logout', undefined, auth)).body.code).toBe(0);
      for (const server of [a, b])
        expect((await server.get('/api/v2/member/detail', auth)).body.code).toBe(401);
    });

    it('a captcha from one is checked (once) on the other; the per-mobile SMS budget is shared', async () => {
      const captcha = await captchaOn(a);
      const send = (server: HttpClient, c: { key: string; answer: string }) =>
        server.post('/api/v2/captcha/sms', {
          mobile: fx.smsMobile,
          image_key: c.key,
          image_captcha: c.answer,
          scene: 'register',
        });
      expect((await send(b, captcha)).body).toMatchObject({ code: 0 });
      expect((await send(a, captcha)).body.message).toBe(CAPTCHA_WRONG);
      expect((await send(a, await captchaOn(b))).body.message).toBe(smsTooSoonMessage(60));
    });

    it('wrong passwords on both processes add up to one lockout', async () => {
      const attempt = (server: HttpClient, password: string) =>
        server.post('/api/v2/login/password', { mobile: fx.lockoutMember.mobile, password });
      for (let i = 0; i < 10; i++) {
        expect((await attempt(i % 2 ? a : b, 'wrong-password')).body.message).toBe(
          LoginMessage.badCredentials,
        );
      }
      for (const server of [a, b]) {
        expect((await attempt(server, 'shuyuan123')).body.message).toBe(LoginMessage.tooManyFailures);
      }
    });

    it('an admin write on one refreshes the cached answer on the other at once', async () => {
      const siteName = async () => (await b.get('/api/v2/other/config')).body.data.name as string;
      const before = await siteName();
      // A change behind the servers' back is not seen: b answers from its cache.
      await database.db
        .updateTable('app_config')
        .set({ value: JSON.stringify('改在库里') })
        .where('key', '=', 'site.name')
        .execute();
      expect(await siteName()).toBe(before);

      const captcha = await captchaOn(a, '/backend/api/v1/captcha/image');
      const login = await b.post('/backend/api/v1/login', {
        username: fx.admin.username,
        password: 'shuyuan123',
        image_key: captcha.key,
        image_captcha: captcha.answer,
      });
      expect(login.body.code, login.body.message).toBe(0);
      const saved = await a.put(
        '/backend/api/v1/settings',
        { values: { 'site.name': '两个进程' } },
        bearer(login.body.data.token),
      );
      expect(saved.body.code, saved.body.message).toBe(0);
      // The invalidation travels through Redis pub/sub: milliseconds, never the 600 s TTL.
      await expect.poll(siteName, { timeout: 2_000, interval: 50 }).toBe('两个进程');
    });

    it('jobs run once: one process cancels expired orders; buffered progress is written once', async () => {
      const login = await a.post('/api/v2/login/password', {
        mobile: fx.learner.mobile,
        password: 'shuyuan123',
      });
      const auth = bearer(login.body.data.token);
      const report = (server: HttpClient, video: number, duration: number) =>
        server.post(`/api/v2/video/${video}/record`, { duration }, auth);
      // In-between positions alternate between the processes; each keeps its own in its buffer.
      for (const [i, position] of [3, 6, 9, 12].entries()) {
        expect((await report(i % 2 ? b : a, fx.longVideoId, position)).body.data.watch_seconds).toBe(
          position,
        );
      }
      // The end of a short video reported to both at once: finished and rewarded once.
      await report(a, fx.shortVideoId, 3);
      await report(b, fx.shortVideoId, 6);
      const ends = await Promise.all([a, b].map((server) => report(server, fx.shortVideoId, 8)));
      for (const end of ends) expect(end.body.data.is_watched).toBe(true);

      const db = database.db;
      const watched = () =>
        db
          .selectFrom('video_watch_records')
          .select(['video_id', 'watch_seconds'])
          .where('user_id', '=', fx.learner.id)
          .orderBy('video_id')
          .execute();
      // Each process flushes its buffer every 5 s; the row keeps the furthest position whatever the order.
      await expect.poll(watched, { timeout: 12_000, interval: 250 }).toEqual([
        { video_id: fx.longVideoId, watch_seconds: 12 },
        { video_id: fx.shortVideoId, watch_seconds: 8 },
      ]);
      const rewards = await db
        .selectFrom('credit1_records')
        .select('sum')
        .where('user_id', '=', fx.learner.id)
        .execute();
      expect(rewards).toEqual([{ sum: 5 }]);

      // The expiry sweep runs 1 s after each start; the lock let one of the two do it, and say so.
      const sweeps = () =>
        procs.flatMap((p) =>
          p
            .output()
            .split('\n')
            .filter((line) => line.includes('"expired unpaid orders cancelled"'))
            .map((line) => JSON.parse(line) as { pid: number; cancelled: number }),
        );
      await expect.poll(() => sweeps().length, { timeout: 5_000 }).toBe(1);
      const [sweep] = sweeps();
      expect(sweep.cancelled).toBe(fx.expiredOrderIds.length);
      expect(procs.map((p) => p.child.pid)).toContain(sweep.pid);
      const orders = await db
        .selectFrom('orders')
        .select('status')
        .where('id', 'in', fx.expiredOrderIds)
        .execute();
      expect(orders.map((o) => o.status)).toEqual(fx.expiredOrderIds.map(() => 7));
      // Their promo uses were given back.
      const promo = await db
        .selectFrom('promo_codes')
        .select('used_times')
        .where('id', '=', fx.promoId)
        .executeTakeFirstOrThrow();
      expect(promo.used_times).toBe(0);
      const uses = await db
        .selectFrom('promo_code_uses')
        .select('id')
        .where('promo_code_id', '=', fx.promoId)
        .execute();
      expect(uses).toEqual([]);
      expect(await peek.get('commerce:expiry-sweep')).toBe(String(sweep.pid));
    });
  });
}
