import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where story screenshots go: SHOTS_DIR, else a folder in the temp dir (the repo's own are in e2e/screenshots). */
export const SHOTS_DIR = process.env.SHOTS_DIR || join(tmpdir(), 'shuyuan-shots');

/**
 * A full-page screenshot once images and lazy parts have had a chance to load, after checking that the page
 * does not scroll sideways at this width.
 */
export async function shoot(page: Page, name: string, width: number) {
  mkdirSync(SHOTS_DIR, { recursive: true });
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
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}
