// The goals `npm run bench` prints beside its figures: each a ratio to the bare route in the same run and,
// for some, a p99 latency. One-key runs keep the goals the bench had before (issue 4: ≥ 0.6×, search ≥ 0.3×,
// p99 ≤ 25 ms); spread runs have issue 21's. A route without a goal prints none rather than an invented one.

export const BARE = '/api/v2/bench/constant';
export const COURSE_DETAIL = '/api/v2/course/:id';
export const COURSE_LIST = '/api/v2/courses (pages and filters mixed)';
export const CATEGORY_PAGES = '/api/v2/courses?category_id=:id';
export const SEARCH = '/api/v3/search?keywords=:word';
/** Demo seed and large seed within this factor of each other for every route (issue 21). */
export const SIZE_GOAL = 1.5;

const ONE_KEY = { ratio: 0.6, p99_ms: 25 };
const ISSUE_21 = {
  [COURSE_DETAIL]: { ratio: 0.25, p99_ms: 25 },
  [COURSE_LIST]: { ratio: 0.5 },
  [CATEGORY_PAGES]: { ratio: 0.5 },
  [SEARCH]: { ratio: 0.2, p99_ms: 40 },
};
const MEMBER_READS = { ratio: 0.2 };

/** The goal of a route measured with a key pattern, or null when no issue set one. */
export function goalOf(route, pattern) {
  if (route === BARE) return null;
  if (route.startsWith('/api/v2/member/')) return MEMBER_READS;
  if (route === CATEGORY_PAGES) return ISSUE_21[CATEGORY_PAGES];
  if (pattern === 'one-key') {
    if (route === SEARCH) return { ratio: 0.3, p99_ms: 25 };
    if ([COURSE_DETAIL, COURSE_LIST, '/api/v2/other/config', '/api/v2/navs'].includes(route)) return ONE_KEY;
    return null;
  }
  return ISSUE_21[route] ?? null;
}

export function goalText(goal) {
  if (!goal) return '';
  return `≥ ${goal.ratio}×${goal.p99_ms ? `, p99 ≤ ${goal.p99_ms} ms` : ''}`;
}

/** Whether a measured row meets its goal: true, false, or null when it has none. */
export function meets(row, goal) {
  if (!goal) return null;
  return row.ratio >= goal.ratio && (goal.p99_ms === undefined || row.p99_ms <= goal.p99_ms);
}

/** Adds ratio, goal and met to each row, against the bare route's req/s of the same run. */
export function judge(rows, bareRps) {
  return rows.map((row) => {
    const ratio = Number((row.rps / bareRps).toFixed(3));
    const goal = goalOf(row.route, row.pattern);
    return { ...row, ratio, goal, met: meets({ ...row, ratio }, goal) };
  });
}

/**
 * Per route and key pattern, how much the ratio to the bare route moved between the demo seed and the large
 * seed (the larger over the smaller, so 1 is flat): the cost of a request should not grow with the data.
 */
export function compareSizes(demoRows, largeRows) {
  const out = [];
  for (const d of demoRows) {
    const l = largeRows.find((r) => r.route === d.route && r.pattern === d.pattern);
    if (!l || d.route === BARE) continue;
    const factor = Math.max(d.ratio, l.ratio) / Math.max(1e-9, Math.min(d.ratio, l.ratio));
    out.push({
      route: d.route,
      pattern: d.pattern,
      demo_ratio: d.ratio,
      large_ratio: l.ratio,
      factor: Number(factor.toFixed(2)),
      goal: { factor: SIZE_GOAL },
      met: factor <= SIZE_GOAL,
    });
  }
  return out;
}

/** PostgreSQL + Redis within this factor of the SQLite figure for the same route (issue 21). */
export const DIALECT_GOAL = 2;

/**
 * Per route and key pattern, this run's ratio against an earlier run's (`--compare-with`, its --json): met
 * when this run is no more than DIALECT_GOAL times slower, relative to its own bare route.
 */
export function compareRuns(theseRows, thoseRows) {
  const out = [];
  for (const t of theseRows) {
    const o = thoseRows.find((r) => r.route === t.route && r.pattern === t.pattern);
    if (!o || t.route === BARE) continue;
    out.push({
      route: t.route,
      pattern: t.pattern,
      this_ratio: t.ratio,
      that_ratio: o.ratio,
      factor: Number((o.ratio / Math.max(1e-9, t.ratio)).toFixed(2)),
      goal: { within: DIALECT_GOAL },
      met: t.ratio * DIALECT_GOAL >= o.ratio,
    });
  }
  return out;
}
