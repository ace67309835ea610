// One measured route of `npm run bench`: a warm-up, then the measured run, with autocannon. A one-key run
// asks the same request over and over (what the bench measured before issue 21); a spread run draws a new
// key for every request through autocannon's `setupRequest`, so a cache in front of the database only
// helps as much as real traffic would let it. Every answer must be HTTP 2xx with the envelope's code 0.
import autocannon from 'autocannon';

/** `{ path, token }` of a key as the HTTP request autocannon sends. */
function requestOf(req, { path, token }) {
  return { ...req, method: 'GET', path, headers: token ? { authorization: `Bearer ${token}` } : {} };
}

/**
 * Runs `next()` (which returns `{ path, token? }`) as fast as the server answers, `connections` at once, for
 * `duration` seconds; resolves with autocannon's result and how many answers were not code 0.
 */
function cannon(baseUrl, { connections, duration }, next) {
  let refused = 0;
  let sample = '';
  const run = autocannon({
    url: baseUrl,
    connections,
    duration,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => requestOf(req, next()),
        onResponse: (status, body) => {
          // The envelope's first field: a cheap check that leaves the client's CPU to the requests.
          if (status === 200 && body.startsWith('{"code":0')) return;
          refused++;
          if (!sample) sample = `HTTP ${status} ${body.slice(0, 160)}`;
        },
      },
    ],
  });
  return run.then((r) => ({ r, refused, sample }));
}

/** One key every time: the request is built once and sent over and over, as the bench has always done. */
function cannonOneKey(baseUrl, { connections, duration }, key) {
  return autocannon({
    url: `${baseUrl}${key.path}`,
    connections,
    duration,
    pipelining: 1,
    headers: key.token ? { authorization: `Bearer ${key.token}` } : {},
  }).then((r) => ({ r, refused: 0, sample: '' }));
}

/** Asks one request by fetch and fails unless it answers code 0: a wrong key set stops the bench early. */
export async function checkKey(baseUrl, key) {
  const res = await fetch(`${baseUrl}${key.path}`, {
    headers: key.token ? { authorization: `Bearer ${key.token}` } : {},
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.code !== 0) {
    throw new Error(`${key.path} answered HTTP ${res.status} ${JSON.stringify(body)?.slice(0, 200)}`);
  }
  return body.data;
}

/**
 * Measures one route: `draw` is null for the one-key run (then `key` is sent every time) or a function that
 * returns a fresh key per request. Resolves with `{ rps, p50_ms, p99_ms }`.
 */
export async function measureRun({ baseUrl, connections, duration, warmup, label, key, draw }) {
  const go = (seconds) =>
    draw
      ? cannon(baseUrl, { connections, duration: seconds }, draw)
      : cannonOneKey(baseUrl, { connections, duration: seconds }, key);
  if (warmup > 0) await go(warmup);
  const { r, refused, sample } = await go(duration);
  const bad = r.errors + r.timeouts + r.non2xx + refused;
  if (bad > 0) {
    throw new Error(
      `${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${refused} not code 0` +
        (sample ? ` (first: ${sample})` : ''),
    );
  }
  return { rps: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99 };
}
