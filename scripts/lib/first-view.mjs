// What a first visit costs in a real browser (issue 21): the JavaScript the home page fetches, and how soon a
// course page shows its title on a slow phone (CPU 4× slower, a slow 4G network), counted from navigation.
import { gzipSync } from 'node:zlib';

/**
 * DevTools' slow 4G, rounded: 400 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second for CDP).
 * CPU 4×: a mid-range phone against this machine's core.
 */
export const SLOW_PHONE = {
  cpuRate: 4,
  network: { offline: false, latency: 400, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};

const gzipKb = (buf) => gzipSync(buf, { level: 9 }).length / 1024;

/**
 * Loads `path` (default /) in a fresh profile and sums the gzip -9 size of every .js file of this origin it
 * fetched until network idle (as the bench counts the first-load budget).
 */
export async function measureFirstLoadJs(browser, baseUrl, path = '/') {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== baseUrl || !url.pathname.endsWith('.js') || res.status() !== 200) return;
      pending.push(res.body().then((body) => ({ path: url.pathname, raw: body.length, gz: gzipKb(body) })));
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.gz - a.gz);
    const total = files.reduce((s, f) => s + f.gz, 0);
    return { files, gzip_kb: Number(total.toFixed(1)) };
  } finally {
    await context.close();
  }
}

/*
 * Runs in the page before its own scripts: notes when an <h1> reading `title` enters the document, and the
 * next frame after it (when it is painted).
 */
function watchForTitle(title) {
  const found = () =>
    [...document.querySelectorAll('h1')].some((h) => (h.textContent ?? '').trim() === title);
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    const seenAt = performance.now();
    requestAnimationFrame(() => {
      window.__firstView = { seenAt, paintedAt: performance.now() };
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One cold visit of `path` (fresh profile) on a slow phone until the <h1> `title` is painted. */
async function visitOnce(browser, baseUrl, path, title, profile) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
    await page.addInitScript(watchForTitle, title);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstView?.paintedAt !== undefined, null, { polling: 100 });
    const seen = await page.evaluate(() => {
      const { seenAt, paintedAt } = window.__firstView;
      const before = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < seenAt)
        .map((e) => new URL(e.name).pathname);
      return { paintedAt, before };
    });
    return {
      ms: Math.round(seen.paintedAt),
      // The page itself plus everything it asked for before the title was there.
      requests: 1 + seen.before.length,
      api: seen.before.filter((p) => p.startsWith('/api/')).length,
      paths: seen.before,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
};

/**
 * A course page on a slow phone: for `runs` cold visits, the time from navigation until the course's title
 * is painted, and how many requests (API calls among them) the page made before it was there. Medians, and
 * each run's figures.
 */
export async function measureFirstView(browser, baseUrl, { path, title, runs = 3, profile = SLOW_PHONE }) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await visitOnce(browser, baseUrl, path, title, profile));
  return {
    path,
    runs,
    title_ms: median(samples.map((s) => s.ms)),
    requests_before_title: median(samples.map((s) => s.requests)),
    api_calls_before_title: median(samples.map((s) => s.api)),
    samples,
  };
}
