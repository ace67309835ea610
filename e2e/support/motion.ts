import type { Locator, Page } from 'playwright-core';

/**
 * Waits until no finite CSS animation or transition is running in the page, or in one element and everything
 * in it (antd's dialog zoom, drawer slide, menu and table fades). An opening dialog is half transparent and
 * still moving: axe then measures blended colours and reports contrast the settled dialog does not have (a
 * dialog frozen mid-fade gives 5 such violations), a screenshot catches it mid-way, and a click on its close
 * button while it zooms in is lost (it finishes opening and stays). Waiting for the state rather than a time
 * keeps this right on a slow machine. Endless animations (spinners, shimmer placeholders) are not waited for.
 */
export async function whenStill(scope: Page | Locator): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  const root = 'goto' in scope ? null : await scope.elementHandle();
  await page.waitForFunction(
    (element) =>
      (element ? element.getAnimations({ subtree: true }) : document.getAnimations()).every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end !== 'number' || !Number.isFinite(end) || animation.playState !== 'running';
      }),
    root,
    { polling: 'raf' },
  );
}
