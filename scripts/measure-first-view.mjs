#!/usr/bin/env node
// `npm run measure:first-view [-- --runs N] [--json] [--base-url URL] [--verbose]`: what a first visit costs in
// Chromium (issue 21, decision 039). Prints the gzip -9 size of the JavaScript the home page fetches until
// network idle, and, for the first course of the list opened cold on a slow phone (CPU 4× slower, slow 4G:
// 400 ms round trip, 1.6 Mbit/s down), the time until its title is painted and the requests made before it.
// Without --base-url it seeds the demo content into a temporary directory and runs the production server
// on the built web app (built first when its sources changed), as the bench does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { measureFirstLoadJs, measureFirstView, SLOW_PHONE } from './lib/first-view.mjs';
import { ROOT } from './lib/paths.mjs';
import { createCleanUps, printTable } from './lib/script-support.mjs';
import { findFreePort, runTs, serverEnv, startServer } from './lib/server-process.mjs';
import { ensureWebBuilt } from './lib/web-build.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'base-url': { type: 'string' },
  },
});
const log = (...a) => (opts.json ? console.error(...a) : console.log(...a));
const { steps: cleanups, cleanUp } = createCleanUps('measure-first-view');

async function startDemoServer() {
  await ensureWebBuilt({ log, quiet: opts.json });
  const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-first-view-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const logFile = join(dataDir, 'server.log');
  log(`measure-first-view: seeding demo content into ${dataDir}`);
  await runTs(
    join(ROOT, 'apps/server/src/seed/cli.ts'),
    serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }),
    logFile,
  );
  const env = serverEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_MINUTE: '0',
  });
  const server = await startServer({ env, logFile, port: await findFreePort() });
  cleanups.push(() => server.stop());
  return server.baseUrl;
}

async function firstCourse(baseUrl) {
  const res = await fetch(`${baseUrl}/api/v2/courses?page=1&page_size=16`);
  const course = (await res.json())?.data?.data?.[0];
  if (!course) throw new Error(`no course to open (GET /api/v2/courses answered ${res.status})`);
  return course;
}

async function main() {
  const baseUrl = opts['base-url'] ?? (await startDemoServer());
  const course = await firstCourse(baseUrl);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  log(`measure-first-view: / on ${baseUrl}, then /courses/detail/${course.id} × ${opts.runs} cold visits`);
  const home = await measureFirstLoadJs(browser, baseUrl);
  const view = await measureFirstView(browser, baseUrl, {
    path: `/courses/detail/${course.id}`,
    title: course.title,
    runs: Number(opts.runs),
  });
  await cleanUp();

  const result = { first_load_js: { gzip_kb: home.gzip_kb, files: home.files }, course_first_view: view };
  if (opts.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const { network, cpuRate } = SLOW_PHONE;
  console.log(
    `\nJavaScript of / until network idle: ${home.gzip_kb.toFixed(1)} kB gzip -9 in ${home.files.length} files`,
  );
  if (opts.verbose) for (const f of home.files) console.log(`  ${f.gz.toFixed(1).padStart(7)} kB  ${f.path}`);
  console.log(
    `\n${view.path}, cold, CPU ${cpuRate}× slower, ${network.latency} ms round trip, ` +
      `${(network.downloadThroughput * 8) / 1e6} Mbit/s down (median of ${view.runs}):`,
  );
  printTable(
    ['run', 'title painted ms', 'requests before', 'API calls before'],
    [
      ...view.samples.map((s, i) => [String(i + 1), String(s.ms), String(s.requests), String(s.api)]),
      [
        'median',
        String(view.title_ms),
        String(view.requests_before_title),
        String(view.api_calls_before_title),
      ],
    ],
  );
  if (opts.verbose) for (const p of view.samples[0].paths) console.log(`  ${p}`);
}

main().catch(async (err) => {
  console.error(`measure-first-view: ${err.stack ?? err.message}`);
  await cleanUp();
  process.exit(1);
});
