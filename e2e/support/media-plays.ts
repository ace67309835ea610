// How a page's media play() calls end, for sounds with no element on the page (the audio captcha plays a
// detached Audio): Chromium settles play() once playback starts, or rejects a file it cannot decode.
import type { Page } from 'playwright-core';

type Recorded = Window & { plays?: string[] };

/** From now on, notes in the page how each play() ends: "<first 14 characters of src> played|<error>". */
export async function recordPlays(page: Page) {
  await page.evaluate(() => {
    const w = window as Recorded;
    w.plays = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const started = play.call(this);
      const kind = this.src.slice(0, 'data:audio/wav'.length);
      started.then(
        () => w.plays?.push(`${kind} played`),
        (err: Error) => w.plays?.push(`${kind} ${err.name}`),
      );
      return started;
    };
  });
}

/** The outcomes noted so far, once there is at least one. */
export async function playsSoFar(page: Page): Promise<string[]> {
  await page.waitForFunction(() => ((window as Recorded).plays ?? []).length > 0);
  return page.evaluate(() => (window as Recorded).plays ?? []);
}
