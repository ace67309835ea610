// Per-route counts, latencies and errors for `npm run loadtest`. Latencies are kept whole (a 60 s run with
// 200 members is at most a few hundred thousand numbers), so p50/p99 are exact rather than bucketed.

/** The k-th percentile (0..100) of an ascending array, nearest-rank. */
export function percentile(sorted, k) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((k / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

const round1 = (n) => Number(n.toFixed(1));
/** p99 of unsorted samples, or null without any (a route used only during the ramp-up). */
const p99Of = (samples) =>
  samples.length ? round1(percentile(Float64Array.from(samples).sort(), 99)) : null;

/**
 * `steadyFrom` (epoch ms): answers that arrive after it also count in a steady-state p99, apart from the
 * ramp-up, when every member logs in (password hashing is slow on purpose) and fetches the page's scripts.
 */
export function createStats(steadyFrom = 0) {
  const routes = new Map();
  const samples = [];
  const route = (name) => {
    let r = routes.get(name);
    if (!r) {
      r = { name, requests: 0, latencies: [], steady: [], errors: 0 };
      routes.set(name, r);
    }
    return r;
  };
  return {
    /** One answered request that met its expectation. */
    ok(name, ms) {
      const r = route(name);
      r.requests++;
      r.latencies.push(ms);
      if (Date.now() >= steadyFrom) r.steady.push(ms);
    },
    /** A failed request: no answer, a wrong status, or an envelope with code ≠ 0. `ms` is null without an answer. */
    fail(name, ms, why) {
      const r = route(name);
      r.requests++;
      r.errors++;
      if (ms !== null) r.latencies.push(ms);
      if (ms !== null && Date.now() >= steadyFrom) r.steady.push(ms);
      if (samples.length < 50) samples.push(`${name}: ${why}`);
    },
    errorSamples: () => samples,
    totals(seconds) {
      let requests = 0;
      let errors = 0;
      const all = [];
      const steady = [];
      for (const r of routes.values()) {
        requests += r.requests;
        errors += r.errors;
        for (const ms of r.latencies) all.push(ms);
        for (const ms of r.steady) steady.push(ms);
      }
      const sorted = Float64Array.from(all).sort();
      return {
        requests,
        errors,
        rps: round1(requests / seconds),
        p50_ms: round1(percentile(sorted, 50)),
        p99_ms: round1(percentile(sorted, 99)),
        steady_p99_ms: p99Of(steady),
      };
    },
    /** One row per route, busiest first, with req/s over `seconds`. */
    summary(seconds) {
      return [...routes.values()]
        .map((r) => {
          const sorted = Float64Array.from(r.latencies).sort();
          return {
            route: r.name,
            requests: r.requests,
            rps: round1(r.requests / seconds),
            p50_ms: round1(percentile(sorted, 50)),
            p99_ms: round1(percentile(sorted, 99)),
            steady_p99_ms: p99Of(r.steady),
            max_ms: round1(sorted[sorted.length - 1] ?? 0),
            errors: r.errors,
          };
        })
        .sort((a, b) => b.requests - a.requests);
    },
  };
}
