import type { Deps } from '#core/deps';
import { decideVideoAccess } from '#modules/catalogue';
import { findPlayableVideo } from '../playable';
import type { MediaClaims } from './token';

/*
 * A signed address carries the member's access epoch of its play info. While the epoch is unchanged
 * (nothing was refunded since) the address is honoured as signed; once it changed, access is decided again
 * for the address's video, as play info would: whole-video addresses need full access, preview addresses
 * (the byte cap or cut playlist is in the address) a preview at least. A player fetches hundreds of ranges
 * and segments with one play info, so a decision is kept per process for a short while, under the epoch
 * it was made in: the next refund makes a new epoch, hence a new decision at once.
 */

const DECISION_TTL_MS = 30_000;
const MAX_DECISIONS = 5_000;

export type MediaAccessCheck = (claims: MediaClaims, epoch: string) => Promise<boolean>;

export function createMediaAccessCheck(deps: Deps<'db'>): MediaAccessCheck {
  const decided = new Map<string, { ok: boolean; at: number }>();
  return async (claims, epoch) => {
    if ((claims.a ?? '') === epoch) return true;
    const id = `${claims.u}:${claims.v}:${claims.l > 0 ? 'p' : 'f'}:${epoch}`;
    const now = Date.now();
    const hit = decided.get(id);
    if (hit && now - hit.at < DECISION_TTL_MS) return hit.ok;
    const video = await findPlayableVideo(deps.db, claims.v, now);
    const access = video ? await decideVideoAccess(deps.db, claims.u, video.course, video) : null;
    const ok = access !== null && (access.mode === 'full' || (access.mode === 'preview' && claims.l > 0));
    if (decided.size >= MAX_DECISIONS) decided.clear();
    decided.set(id, { ok, at: now });
    return ok;
  };
}
