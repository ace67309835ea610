import type { Page } from 'playwright-core';

/**
 * Waits until no finite CSS animation or transition is running in the page (antd's dialog zoom, drawer slide,
 * menu and table fades). An opening dialog is half transparent: axe then measures the blended colours and
 * reports contrast that the settled dialog does not have, and a screenshot catches it mid-way. Waiting for the
 * state (the animations are over) rather than a time keeps this right on a slow machine. Endless animations
 * (spinners, shimmer placeholders) are not waited for.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        const endless = typeof end !== 'number' || !Number.isFinite(end);
        return endless || animation.playState !== 'running';
      }),
    undefined,
    { polling: 'raf' },
  );
}
