import type { Deps } from '#core/deps';

/*
 * How much watching a member can have done: one allowance per member, across all videos, kept in the
 * shared store as a single time (epoch ms) — how far the member's credited watching has used the wall
 * clock. Crediting `s` seconds of a video at a maximum speed `r` moves it by s / r; it may never pass
 * now + the margin. Every report moves it through one atomic store operation (Store.advance: a script in
 * Redis), so reports sent one after another, all at once, or to several processes can together never be
 * credited more than the wall time since the allowance started, at the fastest speed, plus one margin.
 *
 * - Play info (re)starts it at now: the first report can only cover the time since then. Time left unused
 *   before is dropped (the player resumes from the credited position); time already overdrawn (the margin)
 *   stays overdrawn, so asking for play info again adds no margin. A report without play info starts it
 *   at its own time.
 * - Time not used (a pause, watching slower than the fastest speed) is kept, but at most IDLE_BANK: a tab
 *   left open overnight does not buy hours of instant progress. IDLE_BANK is generous enough for reports
 *   that arrive late (a hidden tab's throttled timers, a few lost reports).
 * - One allowance for all videos: two videos played at once share the wall clock (two tabs at 2× get 2×).
 */

/** The fastest speed the player offers (0.5–2×); a drag-banned video plays at 1× only. */
export const FASTEST_RATE = 2;
/**
 * Seconds of video at the fastest speed granted beyond the wall clock, once: a wall-clock margin (1.5 s),
 * so videos of different speeds together never get more (timer jitter, the last frame, rounding).
 */
export const MARGIN_SECONDS = 3;
const MARGIN_MS = (MARGIN_SECONDS * 1000) / FASTEST_RATE;
/** Unused wall time kept for later reports, at most. */
export const IDLE_BANK_SECONDS = 60;
/** Longer than a session (SESSION_TTL_MS): an allowance is not lost while its videos are open. */
const ALLOWANCE_TTL_MS = 6 * 3_600_000;

const allowanceKey = (userId: number) => `learn:allowance:${userId}`;

/** Play info: the member's allowance starts again at `now` (keeping what is overdrawn). */
export async function startAllowance({ store }: Deps<'store'>, userId: number, now: number): Promise<void> {
  await store.advance(
    allowanceKey(userId),
    { start: now, floor: now, amount: 0, ceiling: now },
    ALLOWANCE_TTL_MS,
  );
}

/**
 * Takes up to `seconds` of video at a maximum speed of `rate` from the member's allowance and returns the
 * seconds granted (all of them, or what the allowance still holds).
 */
export async function spendAllowance(
  { store }: Deps<'store'>,
  userId: number,
  seconds: number,
  rate: number,
  now: number,
): Promise<number> {
  if (seconds <= 0) return 0;
  const cost = Math.ceil((seconds * 1000) / rate);
  const moved = await store.advance(
    allowanceKey(userId),
    {
      start: now,
      floor: now - IDLE_BANK_SECONDS * 1000,
      amount: cost,
      ceiling: now + MARGIN_MS,
    },
    ALLOWANCE_TTL_MS,
  );
  return moved >= cost ? seconds : (moved * rate) / 1000;
}
