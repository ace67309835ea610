/*
 * How soon the cluster primary replaces a worker that died. A crash right after start (a bad deploy, the
 * database gone) would otherwise fork, fail and fork again as fast as the machine allows; doubling the
 * wait up to half a minute keeps the log readable and the machine usable, and a worker that stayed up for
 * a minute counts as healthy again, so one crash a day is always restarted after a second.
 */

export const RESTART_DELAY_MIN_MS = 1_000;
export const RESTART_DELAY_MAX_MS = 30_000;
export const STABLE_AFTER_MS = 60_000;

/** The wait before a worker slot starts again after its `crashesInARow`-th crash in a row (1, 2, …). */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(RESTART_DELAY_MAX_MS, RESTART_DELAY_MIN_MS * 2 ** Math.max(0, crashesInARow - 1));
}

/** Crashes in a row after this one: a worker that ran for STABLE_AFTER_MS starts the count again. */
export function nextCrashCount(previous: number, livedMs: number): number {
  return livedMs >= STABLE_AFTER_MS ? 1 : previous + 1;
}
