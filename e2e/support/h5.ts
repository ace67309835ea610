// What the mobile-site stories share: an iPhone's browser context, the screenshots they take, and the bars
// every /h5 screen has.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { IPHONE_UA, newContext, PHONE } from './browser';
import { saveShot } from './shots';
import type { Site } from './site';
import { h5Cn as H } from './strings';

/** A browser context that is an iPhone: its user agent, screen, touch and pixel ratio. */
export const phone = (site: Site) =>
  newContext(site.browser, site.baseUrl, {
    userAgent: IPHONE_UA,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

/**
 * What the person sees (the first 812 px, fixed bars where they are) once every skeleton has given way, after
 * checking nothing scrolls sideways; `full` adds the whole page (fixed bars then show where the scroll was).
 */
export async function shot(page: Page, name: string, full = false) {
  await page.waitForFunction(() => document.querySelectorAll('.shimmer').length === 0);
  await page.waitForLoadState('networkidle');
  // Lazy covers load as a reader scrolls down.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
  await saveShot(page, `h5-${name}-375`);
  if (full) await saveShot(page, `h5-${name}-full-375`, { fullPage: true });
}

export const topBar = (page: Page) => page.getByRole('banner');
export const tabBar = (page: Page) => page.getByRole('navigation', { name: H.tabs.label });
