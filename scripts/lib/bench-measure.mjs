// One full set of `npm run bench` route runs on a started server: the bare route, the one-key routes the bench
// has always measured, then every spread route one-key, uniform and Zipf (issue 21). The bare route is
// measured first and again last, and the ratios use the mean of the two, so a machine that gets busier or
// quieter during the set (the lead's test runs beside it) moves the baseline with the figures.
import { checkKey, measureRun } from './bench-cannon.mjs';
import { BARE, COURSE_DETAIL, COURSE_LIST, judge, SEARCH } from './bench-goals.mjs';
import { drawer, PATTERNS } from './bench-keys.mjs';

/** What the bench asked before issue 21, one key each; kept so the figures compare with earlier runs. */
export const FIRST_PAGE = '/api/v2/courses?page=1&page_size=16';
const ONE_KEY_SEARCH = `/api/v3/search?keywords=${encodeURIComponent('数据分析')}`;
const PLAIN_ONE_KEY = ['/api/v2/other/config', '/api/v2/navs'];
/** The bare route with a fresh query per request: what drawing a key costs the client itself. */
const BARE_SPREAD = {
  route: BARE,
  keys: Array.from({ length: 10_000 }, (_, i) => ({ path: `${BARE}?k=${i}` })),
};

/** The one-key request of a spread route: the same as the bench asked before where it asked one. */
async function oneKeyOf(baseUrl, spec) {
  if (spec.route === COURSE_LIST) return { path: FIRST_PAGE };
  if (spec.route === SEARCH) return { path: ONE_KEY_SEARCH };
  if (spec.route === COURSE_DETAIL) {
    const list = await checkKey(baseUrl, { path: FIRST_PAGE });
    return { path: COURSE_DETAIL.replace(':id', String(list.data[0].id)) };
  }
  return spec.oneKey;
}

/** The runs of one route, one per key pattern, without ratios yet. */
async function measureGroup({ baseUrl, spec, patterns, run }) {
  const rows = [];
  for (const pattern of patterns) {
    if (pattern === 'one-key') {
      const key = await oneKeyOf(baseUrl, spec);
      await checkKey(baseUrl, key);
      const m = await run(`${key.path} one-key`, key, null);
      rows.push({ route: spec.route, pattern, path: key.path, ...m });
      continue;
    }
    // A few keys of the set first: a key that does not answer stops the bench before a long run.
    for (const key of [spec.keys[0], spec.keys.at(-1)]) await checkKey(baseUrl, key);
    const m = await run(`${spec.route} ${pattern} over ${spec.size}`, null, drawer(spec.keys, pattern));
    rows.push({ route: spec.route, pattern, keys: spec.keys.length, key_set: spec.size, ...m });
  }
  return rows;
}

/**
 * Runs the set and returns its rows with ratio, goal and met. `opts`: connections, duration, warmup, log,
 * patterns (default one-key, uniform, zipf). The bare route is measured before the first route and after
 * each one; a route's ratios use the mean of the two bare runs around it (`bare_rps`), so a load that comes
 * and goes beside the bench (the lead's test runs) moves the baseline with the figures it divides.
 */
export async function measureSet({ baseUrl, routes, opts }) {
  const { log, connections, duration, warmup } = opts;
  const patterns = opts.patterns ?? ['one-key', ...PATTERNS];
  const run = async (label, key, draw, warm = warmup) => {
    log(`bench: ${label}: warm-up ${warm} s, then ${duration} s with ${connections} connections`);
    return measureRun({ baseUrl, connections, duration, warmup: warm, label, key, draw });
  };
  // The server is warm after the first bare run: the bare runs between routes need no warm-up of their own.
  const bareRun = async (first) => run(`${BARE} one-key`, { path: BARE }, null, first ? warmup : 0);
  const bares = [await bareRun(true)];
  const plain = [];
  for (const path of PLAIN_ONE_KEY) {
    await checkKey(baseUrl, { path });
    plain.push({ route: path, pattern: 'one-key', path, ...(await run(`${path} one-key`, { path }, null)) });
  }
  const spread = await run(`${BARE} drawing a key per request`, null, drawer(BARE_SPREAD.keys, 'uniform'));
  plain.push({ route: BARE, pattern: 'uniform', keys: BARE_SPREAD.keys.length, ...spread });
  const groups = [plain];
  bares.push(await bareRun(false));
  for (const spec of routes) {
    groups.push(await measureGroup({ baseUrl, spec, patterns, run }));
    bares.push(await bareRun(false));
  }
  const judged = groups.flatMap((rows, i) => {
    const bareRps = Math.round((bares[i].rps + bares[i + 1].rps) / 2);
    return judge(rows, bareRps).map((row) => ({ ...row, bare_rps: bareRps }));
  });
  const mean = Math.round(bares.reduce((sum, b) => sum + b.rps, 0) / bares.length);
  const bare = {
    route: BARE,
    pattern: 'one-key',
    path: BARE,
    rps: mean,
    p50_ms: Math.max(...bares.map((b) => b.p50_ms)),
    p99_ms: Math.max(...bares.map((b) => b.p99_ms)),
    ratio: 1,
    goal: null,
    met: null,
    runs_rps: bares.map((b) => b.rps),
  };
  return [bare, ...judged];
}
