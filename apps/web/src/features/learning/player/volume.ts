/*
 * Whether the page may set the video's volume: iOS keeps `volume` at 1 (the buttons on the side of the phone
 * own it) and ignores writes. Tried once per video element by writing a little less and reading it back.
 * Brightness has no web API at all: the player darkens or brightens the picture with a CSS filter.
 */

export function canSetVolume(video: { volume: number }): boolean {
  const before = video.volume;
  const probe = before >= 0.5 ? before - 0.25 : before + 0.25;
  try {
    video.volume = probe;
  } catch {
    return false;
  }
  const ok = Math.abs(video.volume - probe) < 0.01;
  video.volume = before;
  return ok;
}

/** The brightness a swipe can reach (CSS brightness(): 1 is the picture as it is). */
export const BRIGHTNESS_MIN = 0.4;
export const BRIGHTNESS_MAX = 1.6;

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
