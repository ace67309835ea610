// The first-load figure of `npm run bench`: the gzip size of the JavaScript the home page loads on a first
// visit, in a fresh Chromium profile, until network idle, checked against the scripts index.html names.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { WEB_DIST_INDEX } from './web-build.mjs';

export const BUDGET_KB = 240;
/** Issue 21's goal for the first visit to `/`. */
export const GOAL_KB = 200;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Module scripts and modulepreload links that dist/index.html names (what the first paint needs). */
function entryScripts() {
  const html = readFileSync(WEB_DIST_INDEX, 'utf8');
  const found = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) found.add(m[1]);
  return [...found];
}

const gzipKb = (buf) => gzipSync(buf, { level: 9 }).length / 1024;

/** Loads / in a fresh Chromium profile and sums the gzip size of every .js file it fetched until network idle. */
export async function measureFirstLoad(baseUrl, cleanups) {
  const entries = entryScripts();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js')) return;
    if (res.status() !== 200) return;
    pending.push(res.body().then((body) => ({ path: url.pathname, raw: body.length, gz: gzipKb(body) })));
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).sort((a, b) => b.gz - a.gz);
  await browser.close();
  cleanups.pop();
  const missing = entries.filter((e) => !files.some((f) => f.path === e));
  if (missing.length)
    throw new Error(`index.html names scripts the page did not load: ${missing.join(', ')}`);
  const total = files.reduce((s, f) => s + f.gz, 0);
  const entryGz = files.filter((f) => entries.includes(f.path)).reduce((s, f) => s + f.gz, 0);
  return { files, entries, gzip_kb: Number(total.toFixed(1)), entry_gzip_kb: Number(entryGz.toFixed(1)) };
}

export function printFirstLoad(firstLoad) {
  console.log(`\nJavaScript loaded by / on a first visit (gzip -9), until network idle:`);
  for (const f of firstLoad.files) {
    const tag = firstLoad.entries.includes(f.path) ? ' (index.html)' : '';
    console.log(`  ${f.gz.toFixed(1).padStart(7)} kB  ${f.path}${tag}`);
  }
  const verdict = firstLoad.gzip_kb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `  ${firstLoad.gzip_kb.toFixed(1).padStart(7)} kB  total, ${verdict} the ${BUDGET_KB} kB budget` +
      ` (entry + modulepreload alone: ${firstLoad.entry_gzip_kb} kB); ` +
      `issue 21's goal ≤ ${GOAL_KB} kB: ${firstLoad.gzip_kb <= GOAL_KB ? 'met' : 'NOT met'}`,
  );
}
