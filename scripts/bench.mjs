#!/usr/bin/env node
// `npm run bench [-- --json] [--save FILE] [--large | --compare-sizes] [--compare-with FILE] [--postgres URL]
// [--redis URL] [--workers N]
// [--members N] [--read-members N] [--duration S] [--warmup S] [--connections N] [--one-key-only]
// [--skip-first-load] [--skip-progress] [--skip-transcode] [--only transcode] [--transcode-seconds S]
// [--transcode-sources h264,mpeg4,vp9]`:
// throughput of the read routes against a bare constant route, on the production server over SQLite (or a
// fresh database on the PostgreSQL server at URL; with --redis, 2 processes unless --workers says otherwise).
// Each catalogue route is measured with one key (what the bench asked before) and with keys spread like real
// traffic, uniform and Zipf (issue 21): course, article and offline-course detail over every id, category
// pages, the course list with pages and filters mixed, search with up to 1,000 words from the titles, pages
// 1–3; and member reads (detail, my courses, orders, messages) spread over many members' tokens. Every figure
// is a ratio to the bare route of the same run, printed beside its goal.
// --large adds `seed:large` (10,000 courses, 100,000 videos, 50,000 articles) to the demo content;
// --compare-sizes measures on the demo content, then adds seed:large and measures again, and prints how far
// apart each route's ratio is between the two (goal: within 1.5×); --compare-with FILE sets this run beside an
// earlier --json run on the same content (PostgreSQL + Redis beside SQLite: goal no more than 2× slower).
// It also measures progress pings (accepted POST /api/v2/video/:id/record per second from many members, with
// the graceful-stop and kill -9 durability checks) and the gzip size of the JavaScript of a first visit.
// Last, with the server stopped, transcoding speed (issue 22): × real time of the job's transcode of a 1080p
// input per source codec, with the load average beside it; `--only transcode` measures that alone.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET_KB, measureFirstLoad, printFirstLoad } from './lib/bench-first-load.mjs';
import { compareRuns, compareSizes } from './lib/bench-goals.mjs';
import { PATTERNS } from './lib/bench-keys.mjs';
import { measureSet } from './lib/bench-measure.mjs';
import { checkProgressDurability, measureProgress, prepareProgressMembers } from './lib/bench-progress.mjs';
import { printAgainst, printProgress, printRoutes, printSizes } from './lib/bench-report.mjs';
import { catalogueRoutes, memberRoutes } from './lib/bench-routes.mjs';
import { measureTranscode, printTranscode } from './lib/bench-transcode.mjs';
import { ROOT } from './lib/paths.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { createCleanUps } from './lib/script-support.mjs';
import { findFreePort, runTs, serverEnv, startServer } from './lib/server-process.mjs';
import { ensureWebBuilt } from './lib/web-build.mjs';

const { values: opts } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '64' },
    large: { type: 'boolean', default: false },
    'compare-sizes': { type: 'boolean', default: false },
    'compare-with': { type: 'string' },
    save: { type: 'string' },
    postgres: { type: 'string' },
    redis: { type: 'string' },
    workers: { type: 'string' },
    members: { type: 'string' },
    'read-members': { type: 'string', default: '200' },
    'one-key-only': { type: 'boolean', default: false },
    'skip-first-load': { type: 'boolean', default: false },
    'skip-progress': { type: 'boolean', default: false },
    'skip-transcode': { type: 'boolean', default: false },
    only: { type: 'string' },
    'transcode-seconds': { type: 'string', default: '25' },
    'transcode-sources': { type: 'string', default: 'h264,mpeg4' },
  },
});
if (opts.only !== undefined && opts.only !== 'transcode') {
  console.error('bench: --only takes transcode (the one part measured on its own)');
  process.exit(2);
}
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const CONNECTIONS = Number(opts.connections);
/** Members reporting progress at once (one connection each); issue 6 asks for 500 on PostgreSQL + Redis. */
const MEMBERS = Number(opts.members ?? opts.connections);
/** Members whose tokens the member reads spread over (issue 21: many, so no cache answers for all). */
const READ_MEMBERS = Number(opts['read-members']);
/** Several processes share their state through Redis: two by default with --redis (issue 21's set-up). */
const WORKERS = Number(opts.workers ?? (opts.redis ? 2 : 1));
if (WORKERS > 1 && !opts.redis) {
  console.error('bench: several processes share their state through Redis: give --redis');
  process.exit(2);
}
const PATTERN_LIST = opts['one-key-only'] ? ['one-key'] : ['one-key', ...PATTERNS];

// With --json, stdout carries the JSON only; progress goes to stderr.
const log = (...a) => (opts.json ? console.error(...a) : console.log(...a));

const { steps: cleanups, cleanUp } = createCleanUps('bench');

/**
 * The route rows of an earlier `--json` run on the same content, read before measuring so a wrong file stops
 * the bench at once (e.g. PostgreSQL + Redis against SQLite: issue 21 wants them within 2×).
 */
function readEarlierRun(file) {
  const seed = opts.large || opts['compare-sizes'] ? 'demo + seed:large' : 'demo';
  const earlier = JSON.parse(readFileSync(file, 'utf8')).filter((r) => r.pattern && r.seed === seed);
  if (!earlier.length) throw new Error(`${file} has no route rows measured on the ${seed} content`);
  return earlier;
}

/** Transcoding speed (issue 22): a section of its own, measured with nothing else running in the bench. */
function transcodeSection() {
  return measureTranscode({
    log,
    seconds: Number(opts['transcode-seconds']),
    sources: opts['transcode-sources'].split(',').map((s) => s.trim()),
    cleanups,
  });
}

/** The JSON rows of the transcoding section. */
const transcodeRows = (transcode) =>
  transcode.skipped ? [{ route: 'transcode', skipped: transcode.skipped }] : transcode.rows;

async function onlyTranscode() {
  const transcode = await transcodeSection();
  await cleanUp();
  if (opts.save) writeFileSync(opts.save, JSON.stringify(transcodeRows(transcode), null, 2));
  if (opts.json) console.log(JSON.stringify(transcodeRows(transcode), null, 2));
  else printTranscode(transcode);
}

async function main() {
  if (opts.only === 'transcode') return onlyTranscode();
  const earlier = opts['compare-with'] ? readEarlierRun(opts['compare-with']) : null;
  if (!opts['skip-first-load']) await ensureWebBuilt({ log, quiet: opts.json });

  const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const logFile = join(dataDir, 'server.log');

  const database = {};
  if (opts.postgres) {
    const created = await createScratchDatabase(opts.postgres, 'shuyuan_bench');
    cleanups.push(() => created.drop());
    database.DATABASE_URL = created.url;
  }
  const dbName = `${opts.postgres ? 'PostgreSQL' : 'SQLite'}${opts.redis ? ' + Redis' : ''}, ${WORKERS} process${WORKERS > 1 ? 'es' : ''}`;
  log(`bench: seeding demo content into ${opts.postgres ? 'a fresh PostgreSQL database' : dataDir}`);
  const seedEnv = serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, ...database });
  await runTs(join(ROOT, 'apps/server/src/seed/cli.ts'), seedEnv, logFile);
  const seedLarge = async () => {
    log('bench: seed:large (10,000 courses, 100,000 videos, 50,000 articles)');
    await runTs(join(ROOT, 'apps/server/src/seed/large.ts'), seedEnv, logFile);
  };
  if (opts.large && !opts['compare-sizes']) await seedLarge();

  const env = serverEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    BENCH: '1',
    WORKERS: String(WORKERS),
    RATE_LIMIT_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_MINUTE: '0',
    ...database,
    ...(opts.redis ? { REDIS_URL: opts.redis, REDIS_KEY_PREFIX: `bench:${process.pid}:` } : {}),
  });
  const start = async () => {
    const started = await startServer({ env, logFile, port: await findFreePort() });
    cleanups.push(() => started.stop());
    log(`bench: production server on ${started.baseUrl} (${dbName}, rate limit off, BENCH=1)`);
    return started;
  };
  let server = await start();

  // Members first: the member reads spread over their tokens, the progress pings use the first MEMBERS.
  const prepared = await prepareProgressMembers({
    baseUrl: server.baseUrl,
    seedEnv,
    dataDir,
    logFile,
    members: Math.max(MEMBERS, READ_MEMBERS),
  });
  const measureAll = async () => {
    const { routes, words } = await catalogueRoutes({ baseUrl: server.baseUrl, seedEnv, dataDir, logFile });
    log(`bench: ${words.length} search words, e.g. ${words.slice(0, 8).join(' ')} … ${words.at(-1)}`);
    const all = [...routes, ...memberRoutes(prepared.tokens.slice(0, READ_MEMBERS))];
    const timing = {
      log,
      connections: CONNECTIONS,
      duration: DURATION,
      warmup: WARMUP,
      patterns: PATTERN_LIST,
    };
    return measureSet({ baseUrl: server.baseUrl, routes: all, opts: timing });
  };

  const sets = {};
  if (opts['compare-sizes']) {
    sets.demo = await measureAll();
    // A fresh server on the larger data: nothing it cached from the demo content carries over.
    await server.stop();
    await seedLarge();
    server = await start();
    sets.large = await measureAll();
  } else {
    sets[opts.large ? 'large' : 'demo'] = await measureAll();
  }
  const rows = sets.large ?? sets.demo;
  const sizes = opts['compare-sizes'] ? compareSizes(sets.demo, sets.large) : null;
  const against = earlier ? compareRuns(rows, earlier) : null;
  const firstLoad = opts['skip-first-load'] ? null : await measureFirstLoad(server.baseUrl, cleanups);

  let progress = null;
  let durability = null;
  if (!opts['skip-progress']) {
    const pingers = { ...prepared, tokens: prepared.tokens.slice(0, MEMBERS) };
    const timing = { duration: DURATION, warmup: WARMUP, log };
    progress = await measureProgress({ baseUrl: server.baseUrl, prepared: pingers, ...timing });
    progress.ratio = Number((progress.rps / rows[0].rps).toFixed(2));
    durability = await checkProgressDurability({
      server,
      restart: async () => {
        server = await start();
        return server;
      },
      prepared: pingers,
      db: { databaseUrl: database.DATABASE_URL, dataDir },
      log,
    });
  }
  await cleanUp();
  // After the server stopped: the encodes should compete with nothing the bench itself runs.
  const transcode = opts['skip-transcode'] ? null : await transcodeSection();
  await cleanUp();

  const seedOf = (name) => (name === 'large' ? 'demo + seed:large' : 'demo');
  const result = [
    ...Object.entries(sets).flatMap(([name, set]) => set.map((row) => ({ ...row, seed: seedOf(name) }))),
    ...(sizes ?? []).map((s) => ({ ...s, kind: 'size-comparison' })),
    ...(against ?? []).map((a) => ({ ...a, kind: 'run-comparison', against: opts['compare-with'] })),
    ...(progress
      ? [{ ...progress, route: 'progress-pings', accepted_reports_per_s: progress.rps, ...durability }]
      : []),
    ...(firstLoad
      ? [
          {
            route: 'first-load-js',
            gzip_kb: firstLoad.gzip_kb,
            budget_kb: BUDGET_KB,
            files: firstLoad.files.length,
          },
        ]
      : []),
    ...(transcode ? transcodeRows(transcode) : []),
  ];
  if (opts.save) writeFileSync(opts.save, JSON.stringify(result, null, 2));
  if (opts.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }

  for (const [name, set] of Object.entries(sets)) {
    console.log(
      `\nnode ${process.version}, ${dbName}, ${seedOf(name)}, ${CONNECTIONS} connections, ` +
        `${DURATION} s per route after ${WARMUP} s warm-up; the bare route ran ${set[0].runs_rps.length} times ` +
        `(${set[0].runs_rps.join(', ')} req/s): each route's ratios divide by the mean of the bare runs just ` +
        'before and after it (column "bare")\n',
    );
    printRoutes(set);
  }
  if (sizes) printSizes(sizes);
  if (against) printAgainst(against, opts['compare-with']);
  if (progress) printProgress(progress, durability);
  if (firstLoad) printFirstLoad(firstLoad);
  if (transcode) printTranscode(transcode);
}

try {
  await main();
} catch (err) {
  console.error(`bench: ${err.stack ?? err.message}`);
  await cleanUp();
  process.exit(1);
}
