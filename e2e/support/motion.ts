import type { Locator } from 'playwright-core';

/**
 * Waits until an element and everything in it have finished animating. antd's dialogs zoom in for 0.3 s (far
 * longer on a busy machine), and a click on the close button while the dialog still zooms in is lost: it then
 * finishes opening and stays. Endless animations (spinners) are not waited for.
 */
export async function whenStill(scope: Locator): Promise<void> {
  await scope.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}
