import type { Deps } from '#core/deps';

/*
 * The media route's own budget (issue 18.6): counted per member, the one the signed address was minted
 * for, not per IP — a classroom behind one address would otherwise share one budget, and the bytes of a
 * video are not API calls. A player asks for one range or HLS segment every few seconds, a few dozen more
 * when seeking; MEDIA_RATE_LIMIT_PER_MINUTE (600 in production) is far above that and still stops a copied
 * address from being pulled by a crowd. Fixed one-minute windows in the shared store, as the API's limit.
 */

const WINDOW_MS = 60_000;

/** Counts a media request of a member: null within the budget, else the seconds until the next window. */
export async function spendMediaBudget(
  { store, config }: Deps<'store' | 'config'>,
  userId: number,
  now = Date.now(),
): Promise<number | null> {
  const limit = config.mediaRateLimitPerMinute;
  if (limit <= 0) return null;
  const windowStart = now - (now % WINDOW_MS);
  const count = await store.incr(`rlm:${windowStart}:u:${userId}`, WINDOW_MS);
  if (count <= limit) return null;
  return Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
}
