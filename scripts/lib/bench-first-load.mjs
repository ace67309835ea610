// The first-load figure of `npm run bench`: the gzip size of the JavaScript the home page loads on a first
// visit, in a fresh Chromium profile, until network idle, checked against the scripts index.html names.
import { readFileSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { measureFirstLoadJs } from './first-view.mjs';
import { WEB_DIST_INDEX } from './web-build.mjs';

/** Issue 21's goal for the first visit to `/` (234 kB before it; MeEdu's own storefront 734 kB). */
export const BUDGET_KB = 200;

/** Module scripts and modulepreload links that dist/index.html names (what the first paint needs). */
function entryScripts() {
  const html = readFileSync(WEB_DIST_INDEX, 'utf8');
  const found = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) found.add(m[1]);
  return [...found];
}

/**
 * The JavaScript / fetches on a first visit (first-view.mjs counts it, as `npm run measure:first-view` does),
 * checked against the scripts index.html names.
 */
export async function measureFirstLoad(baseUrl, cleanups) {
  const entries = entryScripts();
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const { files, gzip_kb } = await measureFirstLoadJs(browser, baseUrl);
  await browser.close();
  cleanups.pop();
  const missing = entries.filter((e) => !files.some((f) => f.path === e));
  if (missing.length)
    throw new Error(`index.html names scripts the page did not load: ${missing.join(', ')}`);
  const entryGz = files.filter((f) => entries.includes(f.path)).reduce((s, f) => s + f.gz, 0);
  return { files, entries, gzip_kb, entry_gzip_kb: Number(entryGz.toFixed(1)) };
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
      ` (entry + modulepreload alone: ${firstLoad.entry_gzip_kb} kB)`,
  );
}
