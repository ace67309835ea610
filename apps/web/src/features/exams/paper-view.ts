import type { TExamPaperItem } from '@shuyuan/contract/exam-papers';

/*
 * What a paper's line in the list says beside its facts (issue 23): the member's standing (in progress,
 * taken, tries left) and why it cannot be joined (not open, closed, no tries, a price, a VIP-only paper).
 * The list's item carries can_join but not the member's attempts, so those come from the member's history.
 */

export interface PaperStanding {
  /** Attempts the member made at the paper. */
  taken: number;
  /** The attempt in progress, if any. */
  inProgress: number | null;
}

export type PaperBadge =
  | { kind: 'inProgress'; attemptId: number }
  | { kind: 'taken' }
  | { kind: 'triesLeft'; count: number };

export type PaperLock =
  | { kind: 'notOpen' }
  | { kind: 'closed' }
  | { kind: 'noTries' }
  | { kind: 'vipFree' }
  | { kind: 'price'; charge: number }
  | { kind: 'locked' };

/** Tries left, or null when unlimited. */
export const triesLeft = (p: Pick<TExamPaperItem, 'try_times'>, taken: number) =>
  p.try_times > 0 ? Math.max(0, p.try_times - taken) : null;

/** The member's standing as one badge (none for a guest or a paper never taken with unlimited tries). */
export function paperBadge(p: TExamPaperItem, standing: PaperStanding | null): PaperBadge | null {
  if (standing?.inProgress) return { kind: 'inProgress', attemptId: standing.inProgress };
  const taken = standing?.taken ?? 0;
  const left = triesLeft(p, taken);
  if (taken > 0 && left !== 0) return left === null ? { kind: 'taken' } : { kind: 'triesLeft', count: left };
  return taken > 0 ? { kind: 'taken' } : null;
}

/**
 * Why the paper cannot be joined now, as far as the list can tell; null when it can (or, for a guest, when
 * only logging in stands in the way: the list answers can_join false to every guest).
 */
export function paperLock(
  p: TExamPaperItem,
  standing: PaperStanding | null,
  isMember: boolean,
  now: number,
): PaperLock | null {
  if (standing?.inProgress) return null;
  if (p.starts_at !== null && p.starts_at > now) return { kind: 'notOpen' };
  if (p.ends_at !== null && p.ends_at <= now) return { kind: 'closed' };
  if (standing && triesLeft(p, standing.taken) === 0) return { kind: 'noTries' };
  if (p.charge > 0 && (!isMember || !p.can_join))
    return p.is_vip_free ? { kind: 'vipFree' } : { kind: 'price', charge: p.charge };
  if (isMember && !p.can_join) return { kind: 'locked' };
  return null;
}
