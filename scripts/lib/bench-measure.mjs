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

/**
 * Runs the set and returns its rows with ratio, goal and met. `opts`: connections, duration, warmup, log,
 * patterns (default one-key, uniform, zipf).
 */
export async function measureSet({ baseUrl, routes, opts }) {
  const { log, connections, duration, warmup } = opts;
  const patterns = opts.patterns ?? ['one-key', ...PATTERNS];
  const run = async (label, key, draw) => {
    log(`bench: ${label}: warm-up ${warmup} s, then ${duration} s with ${connections} connections`);
    return measureRun({ baseUrl, connections, duration, warmup, label, key, draw });
  };
  const rows = [];
  const bareFirst = await run(`${BARE} one-key`, { path: BARE }, null);
  for (const path of PLAIN_ONE_KEY) {
    await checkKey(baseUrl, { path });
    rows.push({ route: path, pattern: 'one-key', path, ...(await run(`${path} one-key`, { path }, null)) });
  }
  const bareSpread = await run(
    `${BARE} drawing a key per request`,
    null,
    drawer(BARE_SPREAD.keys, 'uniform'),
  );
  for (const spec of routes) {
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
  }
  const bareLast = await run(`${BARE} one-key (again, last)`, { path: BARE }, null);
  const bareRps = Math.round((bareFirst.rps + bareLast.rps) / 2);
  const bare = {
    route: BARE,
    pattern: 'one-key',
    path: BARE,
    rps: bareRps,
    p50_ms: bareFirst.p50_ms,
    p99_ms: Math.max(bareFirst.p99_ms, bareLast.p99_ms),
    runs_rps: [bareFirst.rps, bareLast.rps],
  };
  const spreadBare = { route: BARE, pattern: 'uniform', keys: BARE_SPREAD.keys.length, ...bareSpread };
  return judge([bare, spreadBare, ...rows], bareRps);
}
