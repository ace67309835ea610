#!/usr/bin/env node
// `npm run loadtest [-- --members 200] [--duration 60] [--workers 2] [--think 1000-3000] [--postgres URL]
// [--redis URL] [--no-rate-limit] [--seed N] [--json]`: virtual members against the production server
// (demo content, payments through a local fake Alipay), each browsing, searching, logging in, buying, watching and reporting
// progress with a think time between steps. Prints req/s and p50/p99 per route, then checks the database
// against what members were told. Passes with 0 errors and 0 ledger failures; the exit code says which.
//
// PostgreSQL comes from --postgres or TEST_DATABASE_URL (a fresh database is created and dropped), Redis
// from --redis or REDIS_URL; with both, 2 server processes by default. Without them: SQLite, one process.
// Each member has its own client address (X-Forwarded-For through TRUST_PROXY, as behind nginx), so
// MeEdu's per-member and per-address rate limits stay on as in production unless --no-rate-limit.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeChannels } from './lib/fake-channels.mjs';
import { checkLedger, ledgerFailures } from './lib/loadtest-checks.mjs';
import { runMember } from './lib/loadtest-member.mjs';
import { printLoadReport } from './lib/loadtest-report.mjs';
import { createStats } from './lib/loadtest-stats.mjs';
import { ROOT } from './lib/paths.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { createCleanUps } from './lib/script-support.mjs';
import { findFreePort, runTs, serverEnv, startServer } from './lib/server-process.mjs';
import { ensureWebBuilt } from './lib/web-build.mjs';

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    workers: { type: 'string' },
    think: { type: 'string', default: '1000-3000' },
    postgres: { type: 'string' },
    redis: { type: 'string' },
    'no-rate-limit': { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
  strict: true,
});

function wholeNumber(name, min, max) {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`loadtest: --${name} must be a whole number from ${min} to ${max}, not ${opts[name]}`);
    process.exit(2);
  }
  return n;
}
const MEMBERS = wholeNumber('members', 1, 100_000);
const DURATION_S = wholeNumber('duration', 5, 3600);
const SEED = wholeNumber('seed', 0, 2 ** 31);
const THINK = /^(\d+)-(\d+)$/.exec(opts.think);
if (!THINK || Number(THINK[1]) > Number(THINK[2])) {
  console.error(`loadtest: --think must be MIN-MAX in milliseconds (e.g. 1000-3000), not ${opts.think}`);
  process.exit(2);
}
const POSTGRES = opts.postgres ?? process.env.TEST_DATABASE_URL;
const REDIS = opts.redis ?? process.env.REDIS_URL;
const WORKERS = opts.workers === undefined ? (REDIS ? 2 : 1) : wholeNumber('workers', 1, 64);
if (WORKERS > 1 && !REDIS) {
  console.error('loadtest: several processes share their state through Redis: give --redis or REDIS_URL');
  process.exit(2);
}

const log = (...a) => (opts.json ? console.error(...a) : console.log(...a));
const { steps: cleanups, cleanUp } = createCleanUps('loadtest');

async function getData(baseUrl, path) {
  const body = await fetch(`${baseUrl}${path}`).then((r) => r.json());
  if (body.code !== 0) throw new Error(`${path} answered ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** What the members choose from: the published courses, words from their titles, the page's scripts. */
async function readSite(baseUrl) {
  const list = await getData(baseUrl, '/api/v2/courses?page=1&page_size=100');
  const paidCourseIds = list.data.filter((c) => c.is_free === 0 && c.charge > 0).map((c) => c.id);
  const freeCourseIds = list.data.filter((c) => c.is_free === 1 || c.charge === 0).map((c) => c.id);
  if (!paidCourseIds.length || !freeCourseIds.length)
    throw new Error('the demo content has no paid or no free course');
  const words = [...new Set(list.data.map((c) => c.title.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2)))];
  words.push('Python', '入门', '设计', '没有这个词');
  const html = await fetch(`${baseUrl}/`).then((r) => r.text());
  const assets = [
    ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  if (!assets.length) throw new Error('the home page names no /assets/ scripts: is the web app built?');
  return { paidCourseIds, freeCourseIds, words, assets, lastPage: Math.max(1, Math.ceil(list.total / 16)) };
}

async function main() {
  await ensureWebBuilt({ log, quiet: opts.json });
  const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-loadtest-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const logFile = join(dataDir, 'server.log');
  const database = {};
  if (POSTGRES) {
    const created = await createScratchDatabase(POSTGRES, 'shuyuan_load');
    cleanups.push(() => created.drop());
    database.DATABASE_URL = created.url;
  }
  const setup = `${POSTGRES ? 'PostgreSQL' : 'SQLite'}${REDIS ? ' + Redis' : ''}, ${WORKERS} process${WORKERS > 1 ? 'es' : ''}`;
  log(`loadtest: ${setup}; seeding demo content and ${MEMBERS} members`);
  const seedEnv = serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...database });
  await runTs(join(ROOT, 'apps/server/src/seed/cli.ts'), seedEnv, logFile);
  const channels = await startFakeChannels(logFile);
  cleanups.push(() => channels.stop());
  const membersFile = join(dataDir, 'members.json');
  await runTs(
    join(ROOT, 'apps/server/src/seed/loadtest-members.ts'),
    {
      ...seedEnv,
      LOADTEST_MEMBERS: String(MEMBERS),
      LOADTEST_OUT: membersFile,
      LOADTEST_ALIPAY: JSON.stringify(channels.alipay.settings),
    },
    logFile,
  );
  const { mobiles } = JSON.parse(readFileSync(membersFile, 'utf8'));

  const env = serverEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WORKERS: String(WORKERS),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(opts['no-rate-limit']
      ? {
          RATE_LIMIT_PER_MINUTE: '0',
          WRITE_RATE_LIMIT_PER_MINUTE: '0',
          MEDIA_RATE_LIMIT_PER_MINUTE: '0',
          PAGE_RATE_LIMIT_PER_MINUTE: '0',
        }
      : {}),
    ...database,
    ...(REDIS ? { REDIS_URL: REDIS, REDIS_KEY_PREFIX: `load:${process.pid}:` } : {}),
  });
  const server = await startServer({ env, logFile, port: await findFreePort() });
  cleanups.push(() => server.stop());
  const site = await readSite(server.baseUrl);

  const ledger = { purchases: [], progress: new Map() };
  const started = Date.now();
  const rampMs = Math.min(10_000, (DURATION_S * 1000) / 6);
  // Steady state: from twice the ramp on, when every member has logged in and has the page's scripts.
  const stats = createStats(started + 2 * rampMs);
  const ctx = {
    baseUrl: server.baseUrl,
    stats,
    site,
    ledger,
    think: [Number(THINK[1]), Number(THINK[2])],
    rampMs,
    deadline: started + DURATION_S * 1000,
    seed: SEED,
  };
  log(
    `loadtest: ${MEMBERS} members for ${DURATION_S} s on ${server.baseUrl} (think ${opts.think} ms, seed ${SEED})`,
  );
  const ticker = setInterval(() => {
    const t = stats.totals((Date.now() - started) / 1000);
    log(
      `loadtest: ${Math.round((Date.now() - started) / 1000)} s: ${t.requests} requests, ${t.errors} errors`,
    );
  }, 10_000);
  await Promise.all(mobiles.map((mobile, i) => runMember(ctx, mobile, i)));
  clearInterval(ticker);
  const seconds = (Date.now() - started) / 1000;

  // A graceful stop flushes buffered progress; then the database must hold what members were told.
  await server.stop();
  const checks = await checkLedger({ databaseUrl: database.DATABASE_URL, dataDir }, ledger);
  const serverErrors = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  await cleanUp();

  const result = {
    setup,
    members: MEMBERS,
    duration_s: Number(seconds.toFixed(1)),
    think_ms: opts.think,
    rate_limits: !opts['no-rate-limit'],
    seed: SEED,
    steady_from_s: Number(((2 * rampMs) / 1000).toFixed(1)),
    totals: stats.totals(seconds),
    routes: stats.summary(seconds),
    checks,
    server_error_lines: serverErrors.length,
    error_samples: [...stats.errorSamples(), ...serverErrors.slice(0, 10)],
  };
  const failures = ledgerFailures(checks);
  result.passed = result.totals.errors === 0 && failures.length === 0 && serverErrors.length === 0;
  if (opts.json) console.log(JSON.stringify(result, null, 2));
  else printLoadReport(result);
  if (!result.passed) process.exit(1);
}

try {
  await main();
} catch (err) {
  console.error(`loadtest: ${err.stack ?? err.message}`);
  await cleanUp();
  process.exit(1);
}
