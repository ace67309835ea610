/*
 * Where playback starts: the server's last_position (0 once the video is finished, so a finished lesson
 * starts over), unless it is too close to the end to be worth resuming, or past a preview's limit.
 */

/** Within this many seconds of the end, start from the beginning instead. */
export const RESUME_END_MARGIN_SECONDS = 3;

export function resumePosition(lastPosition: number, duration: number, previewLimit: number): number {
  if (!Number.isFinite(lastPosition) || lastPosition <= 1) return 0;
  if (duration > 0 && lastPosition >= duration - RESUME_END_MARGIN_SECONDS) return 0;
  if (previewLimit > 0 && lastPosition >= previewLimit - 1) return 0;
  return lastPosition;
}

/** The furthest point a drag-banned member may seek to: what was watched, the whole video once finished. */
export function initialFurthest(
  record: { watch_seconds: number; watched_at: string | null } | undefined,
  lastPosition: number,
  duration: number,
): number {
  if (record?.watched_at) return duration;
  return Math.max(record?.watch_seconds ?? 0, lastPosition);
}
