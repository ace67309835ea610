import { randomBytes } from 'node:crypto';
import type { Deps } from '#core/deps';

/*
 * A member's access epoch: a random mark in the shared store that changes whenever access the member held
 * may have ended (a refunded course, a refunded membership). Whatever decided access earlier keeps the
 * epoch it saw (a play session, a signed media address) and is decided again once the epoch differs, so a
 * refund is honoured by every process on its next request, with no clock shared between processes. The
 * epoch is read before the access decision it goes with: a decision that read the rows before the refund
 * carries the old epoch and is decided again.
 *
 * Absent is the epoch '' (a member nothing was ever taken from). The mark outlives anything decided before
 * it: signed addresses live at most 6 hours, play sessions 6 hours.
 */

const EPOCH_TTL_MS = 7 * 3_600_000;

const epochKey = (userId: number) => `access:epoch:${userId}`;

export async function readAccessEpoch({ store }: Deps<'store'>, userId: number): Promise<string> {
  return (await store.get(epochKey(userId))) ?? '';
}

/** Some access of the member may have ended: every earlier decision about them is made again. */
export async function endAccess({ store }: Deps<'store'>, userId: number): Promise<void> {
  await store.set(epochKey(userId), randomBytes(9).toString('base64url'), EPOCH_TTL_MS);
}
