// `npm run release` builds a folder that starts on its own (decision 029): built into a temporary directory,
// moved to another one outside the repository (so nothing resolves back into the repository's node_modules), and
// started there as the Dockerfile starts it (its ENV, CMD and HEALTHCHECK), with `npm start`, and on PostgreSQL
// and Redis with two workers when TEST_DATABASE_URL and REDIS_URL are set. Run by `npm run test:release`.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { nodeVersionProblem } from '../../apps/server/src/runtime/node-version.mjs';
import { ROOT } from '../lib/paths.mjs';
import { createScratchDatabase } from '../lib/scratch-database.mjs';
import { findFreePort } from '../lib/server-process.mjs';
import { readDockerfile } from './support/dockerfile.mjs';
import {
  checkSite,
  listCourses,
  loginMember,
  nodeArgv,
  npmArgv,
  releaseEnv,
  startRelease,
} from './support/release-process.mjs';

const DEMO_MEMBER = { mobile: '13800000000', password: 'shuyuan123' };
const runtime = readDockerfile().stages.at(-1);
const base = mkdtempSync(join(tmpdir(), 'shuyuan-release-test-'));
let release = '';
const dataDir = () => mkdtempSync(join(base, 'data-'));

/** Runs a command to its end; resolves with its exit code and output. */
function run(argv, options) {
  const [command, ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

before(async () => {
  assert.equal(nodeVersionProblem(process.version), null, 'the release runs on Node 24: run the tests on it');
  const built = join(base, 'build', 'shuyuan');
  const started = Date.now();
  const { code, output } = await run(npmArgv(['run', 'release', '--', '--out', built]), { cwd: ROOT });
  assert.equal(code, 0, output);
  console.log(`# npm run release: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  mkdirSync(join(base, 'clean'));
  release = join(base, 'clean', 'shuyuan');
  renameSync(built, release);
  rmSync(join(base, 'build'), { recursive: true });
});

after(() => rmSync(base, { recursive: true, force: true }));

describe('the release folder', () => {
  test('holds the server, the web app, the files read at run time and production dependencies only', () => {
    for (const file of [
      'server.mjs',
      'admin-create.mjs',
      'healthcheck.mjs',
      'server/main.mjs',
      'server/node-version.mjs',
      'web/index.html',
      'assets/captcha-audio/cn/0/0.wav',
      'assets/demo/logo.svg',
      'assets/demo/videos/sample-1.mp4',
      'assets/demo/videos/hls/index.m3u8',
      '.env.example',
      'README.md',
      'package-lock.json',
    ]) {
      assert.ok(existsSync(join(release, file)), `${file} is missing`);
    }
    assert.deepEqual(
      readdirSync(join(release, 'server')).filter((name) => !/\.mjs(\.map)?$/.test(name)),
      [],
      'server/ holds JavaScript only',
    );
    assert.ok(!readdirSync(join(release, 'assets/demo')).some((name) => name.startsWith('make-')));

    const pkg = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8'));
    assert.equal(pkg.devDependencies, undefined);
    assert.deepEqual(pkg.scripts, { start: 'node server.mjs', 'admin:create': 'node admin-create.mjs' });
    const lock = JSON.parse(readFileSync(join(release, 'package-lock.json'), 'utf8'));
    assert.deepEqual(lock.packages[''].dependencies, pkg.dependencies);
    for (const name of ['fastify', 'better-sqlite3', 'kysely', 'pg', 'ioredis', 'zod']) {
      assert.ok(existsSync(join(release, 'node_modules', name)), `${name} is not installed`);
    }
    for (const tool of [
      'vite',
      'vitest',
      'typescript',
      '@biomejs/biome',
      'tsx',
      'esbuild',
      'playwright-core',
    ]) {
      assert.ok(!existsSync(join(release, 'node_modules', tool)), `${tool} is a dev tool`);
    }
  });

  test('refuses a Node older than 24 with one line', () => {
    const pretend = `data:text/javascript,${encodeURIComponent("Object.defineProperty(process,'version',{value:'v20.19.0'})")}`;
    const result = spawnSync(process.execPath, ['--import', pretend, 'server.mjs'], {
      cwd: release,
      env: releaseEnv({ DATA_DIR: dataDir() }),
      encoding: 'utf8',
    });
    assert.equal(result.status, 1, result.stderr);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /^\[shuyuan\] Node\.js 24 LTS .* is required \(this is v20\.19\.0\).*\n$/);
  });
});

describe('started as the container starts it (Dockerfile ENV, CMD and HEALTHCHECK), on SQLite', () => {
  let server;
  let env;
  before(async () => {
    env = releaseEnv({ ...runtime.env, DATA_DIR: dataDir(), PORT: String(await findFreePort()) });
  });
  after(() => server?.stop());

  test('the health check fails while nothing answers, then passes', async () => {
    const healthcheck = nodeArgv(runtime.healthcheck);
    assert.equal((await run(healthcheck, { cwd: release, env })).code, 1);
    server = await startRelease(nodeArgv(runtime.cmd), { cwd: release, env, port: env.PORT });
    const { code, output } = await run(healthcheck, { cwd: release, env });
    assert.equal(code, 0, output);
  });

  test('serves the site in production: no demo content, no demo login, no dev routes', async () => {
    await checkSite(server.url);
    assert.equal((await listCourses(server.url)).total, 0);
    const { login } = await loginMember(server.url, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    assert.notEqual(login.code, 0);
    const outbox = await (await fetch(`${server.url}/api/dev/sms-outbox?mobile=13900000000`)).json();
    assert.equal(outbox.code, 404);
  });

  test('creates the first administrator with admin-create.mjs', async () => {
    const password = `Adm-${randomBytes(9).toString('base64url')}`;
    const { code, output } = await run(
      nodeArgv(['node', 'admin-create.mjs', '--user', 'ops', '--password', password]),
      {
        cwd: release,
        env,
      },
    );
    assert.equal(code, 0, output);
    assert.match(output, /super admin created: ops/);
  });

  test('stops gracefully on SIGTERM', async () => {
    assert.equal(await server.stop(), 0, server.output().slice(-2000));
  });
});

describe('started with `npm start`, outside production, on SQLite', () => {
  let server;
  after(() => server?.stop());

  test('seeds the demo site: courses, demo media and the demo member login', async () => {
    const port = String(await findFreePort());
    const env = releaseEnv({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir() });
    server = await startRelease(npmArgv(['start']), { cwd: release, env, port, group: true });
    const config = await checkSite(server.url);
    const logo = await fetch(new URL(config.logo.logo, server.url));
    assert.equal(logo.status, 200);
    assert.ok((await listCourses(server.url)).total > 0);
    const { login, detail } = await loginMember(server.url, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    assert.equal(login.code, 0, login.message);
    assert.equal(detail.data.mobile, DEMO_MEMBER.mobile);
  });
});

const { TEST_DATABASE_URL, REDIS_URL } = process.env;
if (TEST_DATABASE_URL && REDIS_URL) {
  describe('on PostgreSQL and Redis with WORKERS=2', () => {
    const prefix = `shuyuan-release-test:${randomBytes(6).toString('hex')}:`;
    let database;
    let server;
    after(async () => {
      await server?.stop();
      await database?.drop();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    test('migrates a fresh database, seeds it once and serves from two workers', async () => {
      database = await createScratchDatabase(TEST_DATABASE_URL, 'release_test');
      const port = String(await findFreePort());
      const env = releaseEnv({
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDir(),
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        WORKERS: '2',
      });
      server = await startRelease(nodeArgv(runtime.cmd), { cwd: release, env, port });
      await checkSite(server.url);
      assert.ok((await listCourses(server.url)).total > 0);
      const { login, detail } = await loginMember(server.url, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
      assert.equal(login.code, 0, login.message);
      assert.equal(detail.data.mobile, DEMO_MEMBER.mobile);
      // The primary names each worker that listens; in development the log is pretty, so read the field, not JSON.
      // /healthz answers once the first worker listens; the second may still be starting on a busy machine.
      const listening = (output) =>
        new Set(
          output
            .split('\n')
            .filter((line) => line.includes('worker listening'))
            .map((line) => /"worker":(\d+)/.exec(line)?.[1]),
        );
      await server.waitForOutput((output) => listening(output).size >= 2, 'two workers listening');
      assert.equal(await server.stop(), 0, server.output().slice(-2000));
      assert.equal(listening(server.output()).size, 2, server.output().slice(-2000));
    });
  });
}
