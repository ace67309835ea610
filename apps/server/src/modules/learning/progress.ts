import type { TRecordResult, ZRecordBody } from '@shuyuan/contract';
import type { z } from 'zod';
import type { Deps } from '#core/deps';
import { finishVideo } from './course-completion';
import { type PlaySession, readPingState, writeClock, writeSession } from './play-session';
import { type ProgressBuffer, upsertPositions } from './watch-writes';

/*
 * POST /api/v2/video/{id}/record. The reported playhead is never taken on trust (security.md: validate
 * progress on the server). Each report may move the position forward by at most the wall-clock time since
 * the member's previous report (or play info) times the fastest allowed speed (1× with ban_drag, else the
 * player's 2×), plus a small margin for timers and network; then it is capped at the preview limit and the
 * duration. A forged jump to the end is cut down to what could really have been watched.
 */

/** Seconds of slack per report (timer jitter, request latency, rounding). */
export const CLAMP_MARGIN_SECONDS = 3;
/** Players report the last frame's time, a fraction below the nominal length: within 1 s counts as the end. */
export const END_TOLERANCE_SECONDS = 1;

export function maxRate(session: Pick<PlaySession, 'banDrag'>): number {
  return session.banDrag === 1 ? 1 : 2;
}

/** The accepted position for a report (pure; exported for the unit tests). */
export function clampPosition(
  reported: number,
  session: Pick<PlaySession, 'position' | 'previewLimit' | 'duration' | 'banDrag'>,
  lastReportAt: number | null,
  now: number,
): number {
  const elapsed = lastReportAt === null ? 0 : Math.max(0, now - lastReportAt) / 1000;
  let position = Math.min(reported, session.position + elapsed * maxRate(session) + CLAMP_MARGIN_SECONDS);
  if (session.previewLimit > 0) position = Math.min(position, session.previewLimit);
  return Math.max(0, Math.min(position, session.duration));
}

export function reachesEnd(
  position: number,
  session: Pick<PlaySession, 'duration' | 'previewLimit'>,
): boolean {
  if (session.duration <= 0) return false;
  return position + END_TOLERANCE_SECONDS >= session.duration;
}

type RecordBody = z.output<typeof ZRecordBody>;

/** What a report uses: the database, the shared store of play sessions, and the app's write buffer. */
export type ProgressDeps = Deps<'db' | 'store'> & { progress: ProgressBuffer };

export async function reportProgress(
  deps: ProgressDeps,
  userId: number,
  videoId: number,
  body: RecordBody,
  now = Date.now(),
): Promise<TRecordResult> {
  const { session, lastAt } = await readPingState(deps, userId, videoId, now);
  const position = clampPosition(body.duration, session, lastAt, now);
  const ended = reachesEnd(position, session);
  const accepted = ended ? session.duration : Math.floor(position);
  const next: PlaySession = { ...session, position: Math.max(session.position, accepted) };

  const write = { userId, courseId: session.courseId, videoId, watchSeconds: next.position, at: now };
  if (ended || body.final === true || body.final === 1) {
    // Written through: the end of a video (and a pause or page hide) is never left in memory.
    deps.progress.discard(userId, videoId);
    if (ended) {
      const course = await finishVideo(deps.db, write, {
        duration: session.duration,
        watched: session.videoWatched,
      });
      next.videoWatched = true;
      next.courseProgress = course.progress;
      next.courseWatched = course.watched;
    } else {
      await upsertPositions(deps.db, [write]);
    }
  } else {
    deps.progress.add(write);
  }
  // Clock and session are written together at the end (one pipeline on the busy path). Concurrent reports
  // of one member all start from the same stored position and clock, so sending several at once cannot
  // stack their allowances: the furthest any of them reaches is what one report could.
  await Promise.all([writeClock(deps, userId, now), writeSession(deps, userId, videoId, next)]);
  return {
    watch_seconds: next.position,
    is_watched: next.videoWatched,
    course_progress: next.courseProgress,
    course_watched: next.courseWatched,
  };
}
