// What `npm run bench` prints: one line per route and key pattern with its ratio to the bare route of the
// same run and its goal (met / NOT met), the demo-versus-large comparison, and the progress pings.
import { DIALECT_GOAL, goalText, SIZE_GOAL } from './bench-goals.mjs';
import { printTable } from './script-support.mjs';

const verdict = (met) => (met === null ? '' : met ? 'met' : 'NOT met');

export function printRoutes(rows) {
  printTable(
    ['route', 'keys', 'req/s', 'p50 ms', 'p99 ms', 'bare', '× bare', 'goal', ''],
    rows.map((r) => [
      r.route,
      r.pattern === 'one-key' ? 'one-key' : `${r.pattern} ×${r.keys}`,
      String(r.rps),
      String(r.p50_ms),
      String(r.p99_ms),
      String(r.bare_rps ?? ''),
      r.ratio.toFixed(3),
      r.route === rows[0].route && r.pattern === 'one-key' ? '(baseline)' : goalText(r.goal),
      verdict(r.met),
    ]),
  );
  const named = rows.filter((r) => r.pattern === 'one-key' && r.path !== r.route);
  console.log(`\none-key requests: ${named.map((r) => decodeURIComponent(r.path)).join(', ')}`);
  console.log("member reads one-key: the first member's token every time");
  const judged = rows.filter((r) => r.met !== null);
  const missed = judged.filter((r) => !r.met);
  console.log(
    `${judged.length - missed.length} of ${judged.length} goals met` +
      (missed.length ? `; NOT met: ${missed.map((r) => `${r.route} (${r.pattern})`).join(', ')}` : ''),
  );
}

export function printSizes(sizes) {
  console.log(
    `\nDemo seed against the large seed (ratio to the bare route in each; goal: within ${SIZE_GOAL}×):`,
  );
  printTable(
    ['route', 'keys', 'demo × bare', 'large × bare', 'apart', ''],
    sizes.map((s) => [
      s.route,
      s.pattern,
      s.demo_ratio.toFixed(3),
      s.large_ratio.toFixed(3),
      `${s.factor.toFixed(2)}×`,
      verdict(s.met),
    ]),
  );
}

export function printAgainst(rows, file) {
  console.log(
    `\nThis run against ${file} (ratio to the bare route in each; goal: no more than ${DIALECT_GOAL}× slower):`,
  );
  printTable(
    ['route', 'keys', 'this × bare', 'that × bare', 'that / this', ''],
    rows.map((r) => [
      r.route,
      r.pattern,
      r.this_ratio.toFixed(3),
      r.that_ratio.toFixed(3),
      `${r.factor.toFixed(2)}×`,
      verdict(r.met),
    ]),
  );
}

export function printProgress(progress, durability) {
  console.log(
    `\nprogress pings: ${progress.rps} accepted reports/s (p50 ${progress.p50_ms} ms, p99 ${progress.p99_ms} ms) ` +
      `— ${progress.route}`,
  );
  console.log(
    `  last position kept after a graceful stop: ${durability.graceful_kept}/${durability.members} members ` +
      `(stop ${durability.graceful_stop_ms} ms${durability.graceful_stop_killed ? ', killed at the 10 s deadline' : ''}); ` +
      `kill -9 mid-burst: ${durability.kill9_acknowledged} final reports acknowledged, ${durability.kill9_lost} lost`,
  );
  const met = progress.rps >= 5000 && durability.kill9_lost === 0;
  console.log(
    `  issue 21's goal (PostgreSQL + Redis, 2 processes, 500 members): ≥ 5,000 accepted/s, none lost: ` +
      `${met ? 'met' : 'NOT met'} here (${durability.members} members)`,
  );
}
