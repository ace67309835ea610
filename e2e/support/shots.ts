import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Where story screenshots go, when a person asks for them: `SHOTS_DIR=/tmp/shots npm run test:e2e [spec…]`.
 * They are for looking at, never compared, so a run that is not asked for them takes none (decision 048): a
 * capture on a starved machine once ran past its 15 s in CI after every check of the story had passed.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The one place a story saves a picture: `<SHOTS_DIR>/<file>.png`, or nothing when none was asked for. */
export async function saveShot(
  page: Page,
  file: string,
  options: { fullPage?: boolean; animations?: 'disabled' } = {},
) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${file}.png`), ...options });
}

/**
 * A full-page screenshot once images and lazy parts have had a chance to load, after checking that the page
 * does not scroll sideways at this width.
 */
export async function shoot(page: Page, name: string, width: number) {
  // Walk down the page as a reader would so lazy images (the footer's QR codes among them) load.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.locator('.footer-qr__caption').first().waitFor();
  // Every skeleton has given way to content (blocks below the fold load as they come into view).
  await page.waitForFunction(() => document.querySelectorAll('.shimmer').length === 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
  await saveShot(page, `${name}-${width}`, { fullPage: true });
}

/** Every placeholder a screen shows while its data is on its way (the storefront's, the mobile site's, antd's). */
const LOADING = '.shimmer, .ant-skeleton, .ant-spin-spinning, .page-loading';

/**
 * A screenshot of a screen without the storefront's footer (the mobile site, a bottom sheet, the console, a
 * payment channel's page) once no loading placeholder is left, after checking that it does not scroll
 * sideways. What the person sees (the viewport), or the whole page with `fullPage`; animations (a sheet
 * sliding up, a toast) are finished rather than caught half way.
 */
export async function shootScreen(page: Page, name: string, { fullPage = false } = {}) {
  await page.waitForFunction((loading) => document.querySelectorAll(loading).length === 0, LOADING);
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
  await saveShot(page, `${name}-${width}`, { fullPage, animations: 'disabled' });
}
