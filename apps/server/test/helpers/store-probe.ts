import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import type { Store } from '#core/store/store';

/** What the store suites share. */

/** A unique prefix per run, so parallel runs and leftovers never collide on a shared Redis. */
export const RUN = `shuyuan-test:${randomBytes(6).toString('hex')}:`;

/** Waits for a state that a TTL brings about (a bound, not a duration the test relies on). */
export const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** Subscribes (resolved once the subscription is live) and collects what arrives on `channel`. */
export async function listen(
  store: Store,
  channel: string,
): Promise<{ messages: string[]; off: () => Promise<void> }> {
  const messages: string[] = [];
  const off = await store.subscribe(channel, (message) => messages.push(message));
  return { messages, off };
}
