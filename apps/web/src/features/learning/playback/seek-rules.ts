/*
 * Where the member may move the playhead. With ban_drag the member may still go back (security.md: drag
 * prevention must not break seeking back) and forward up to the furthest point already watched, never
 * beyond; a preview stops just before free_seconds, where the stream itself ends.
 */

export interface SeekRules {
  banDrag: boolean;
  /** Furthest position watched so far (seconds). */
  furthest: number;
  /** Preview limit in seconds; 0 when the whole video may be watched. */
  previewLimit: number;
  /** Media duration in seconds (0 or NaN while unknown). */
  duration: number;
}

/** Slack for the last timeupdate before a seek: the furthest point is only known every ~0.25 s. */
export const FURTHEST_SLACK_SECONDS = 1;

export function clampSeek(target: number, rules: SeekRules): number {
  let t = Number.isFinite(target) ? Math.max(0, target) : 0;
  if (rules.banDrag) t = Math.min(t, rules.furthest + FURTHEST_SLACK_SECONDS);
  if (rules.previewLimit > 0) t = Math.min(t, Math.max(0, rules.previewLimit - 0.5));
  if (Number.isFinite(rules.duration) && rules.duration > 0) t = Math.min(t, rules.duration);
  return t;
}

/** True when a seek to `target` was cut short by the drag ban (the player then says why). */
export function seekBlocked(target: number, rules: SeekRules): boolean {
  return rules.banDrag && target > rules.furthest + FURTHEST_SLACK_SECONDS;
}

/** Upstream offers 0.5–2×; a drag-banned video plays at 1× only (the server clamps at 1× too). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export function allowedSpeeds(banDrag: boolean): readonly number[] {
  return banDrag ? [1] : SPEEDS;
}

export function clampSpeed(rate: number, banDrag: boolean): number {
  const speeds = allowedSpeeds(banDrag);
  return speeds.includes(rate) ? rate : 1;
}
