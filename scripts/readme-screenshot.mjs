#!/usr/bin/env node
// Retakes docs/screenshot-home.png (the README's picture): the home page with the demo content, 1920×1080,
// in Debian Chromium, quantised with pngquant when it is installed (apt-get install pngquant) to stay small.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/paths.mjs';
import { findFreePort, serverEnv, startServer } from './lib/server-process.mjs';
import { ensureWebBuilt } from './lib/web-build.mjs';

const OUT = join(ROOT, 'docs/screenshot-home.png');

await ensureWebBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-shot-'));
let server;
let browser;
try {
  server = await startServer({
    env: serverEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    logFile: join(dataDir, 'server.log'),
    port: await findFreePort(),
  });
  browser = await launchChromium();
  const page = await browser.newPage({
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('main a[href^="/courses/detail/"]').first().waitFor();
  // Every image inside the viewport loaded (lazy images further down never load, so they are not awaited).
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => img.complete),
    null,
    { timeout: 15_000 },
  );
  const raw = join(dataDir, 'raw.png');
  await page.screenshot({ path: raw });
  const q = spawnSync('pngquant', ['--quality=70-90', '--speed=1', '--force', '--output', OUT, raw], {
    stdio: 'inherit',
  });
  if (q.error || q.status !== 0) {
    console.warn('pngquant unavailable or failed: keeping the uncompressed PNG');
    renameSync(raw, OUT);
  }
  console.log(`${OUT}: ${(statSync(OUT).size / 1024).toFixed(0)} kB`);
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
