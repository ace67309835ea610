import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite, SQLITE_FILE } from '#core/db/connection';
import { migrations } from '#core/db/migrations/index';
import { DEFAULT_APP_CONFIG } from '#seed/index';
import { useProcessScope } from '../helpers/process-scope';
import { REPO_ROOT } from '../helpers/processes';
import type { Envelope } from '../helpers/test-app';

/*
 * The done-criterion "a second server process on the same SQLite file works": real processes (tsx),
 * started together on a fresh file, serving while a third connection writes, stopped with SIGTERM,
 * then the file is checked with PRAGMA integrity_check.
 */

const { dataDir, start } = useProcessScope('shuyuan-2proc-');

async function getJson(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Envelope };
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
