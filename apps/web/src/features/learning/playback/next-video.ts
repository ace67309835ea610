/*
 * What happens when a video plays to its end (upstream video page): a preview shows 试看结束; otherwise the
 * next lesson starts after a 10 s countdown, and after the last lesson the page says 恭喜你学完最后一节.
 */

export const NEXT_COUNTDOWN_SECONDS = 10;

export type EndOutcome = { kind: 'preview' } | { kind: 'next'; id: number } | { kind: 'last' };

/** The lesson after `currentId` in course order, or null for the last one (or an unknown id). */
export function nextLessonId(orderedIds: readonly number[], currentId: number): number | null {
  const i = orderedIds.indexOf(currentId);
  return i >= 0 && i < orderedIds.length - 1 ? (orderedIds[i + 1] as number) : null;
}

export function endOutcome(
  previewOnly: boolean,
  orderedIds: readonly number[],
  currentId: number,
): EndOutcome {
  if (previewOnly) return { kind: 'preview' };
  const next = nextLessonId(orderedIds, currentId);
  return next === null ? { kind: 'last' } : { kind: 'next', id: next };
}

/** Whole seconds left of a countdown started at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, total = NEXT_COUNTDOWN_SECONDS): number {
  return Math.max(0, total - Math.floor(Math.max(0, now - startedAt) / 1000));
}
