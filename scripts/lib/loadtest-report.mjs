// The plain-text report of `npm run loadtest`.
import { printTable } from './script-support.mjs';

export function printLoadReport(r) {
  console.log(
    `\nnode ${process.version}, ${r.setup}, ${r.members} members for ${r.duration_s} s, think ${r.think_ms} ms, ` +
      `rate limits ${r.rate_limits ? 'on (production)' : 'off'}, seed ${r.seed}\n`,
  );
  printTable(
    ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'steady p99', 'max ms', 'errors'],
    [
      ...r.routes.map((x) => [
        x.route,
        String(x.requests),
        x.rps.toFixed(1),
        x.p50_ms.toFixed(1),
        x.p99_ms.toFixed(1),
        x.steady_p99_ms === null ? '–' : x.steady_p99_ms.toFixed(1),
        x.max_ms.toFixed(1),
        String(x.errors),
      ]),
      [
        'all routes',
        String(r.totals.requests),
        r.totals.rps.toFixed(1),
        r.totals.p50_ms.toFixed(1),
        r.totals.p99_ms.toFixed(1),
        r.totals.steady_p99_ms === null ? '–' : r.totals.steady_p99_ms.toFixed(1),
        '',
        String(r.totals.errors),
      ],
    ],
  );
  console.log(
    `\nsteady p99: answers after the first ${r.steady_from_s} s (the ramp-up, when every member logs in and ` +
      'fetches the scripts, is over by then)',
  );
  const c = r.checks;
  console.log(
    `\nledger: ${c.purchases_confirmed} purchases confirmed (${c.purchases_missing} not paid in the database, ` +
      `${c.deliveries_missing} not delivered, ${c.delivered_twice} delivered twice, ` +
      `${c.paid_without_confirmation} paid without a confirmation); ${c.progress_positions} watch positions ` +
      `acknowledged, ${c.progress_lost} lost`,
  );
  if (r.server_error_lines) console.log(`server log: ${r.server_error_lines} error lines`);
  for (const s of [...r.error_samples, ...c.progress_lost_samples]) console.log(`  ${s}`);
  console.log(`\n${r.passed ? 'PASSED' : 'FAILED'}: ${r.totals.errors} errors`);
}
