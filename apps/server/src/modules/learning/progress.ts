import type { TRecordResult, ZRecordBody } from '@shuyuan/contract';
import type { z } from 'zod';
import type { Deps } from '#core/deps';
import { finishVideo } from './course-completion';
import { type PlaySession, readPingSession, writeSession } from './play-session';
import { FASTEST_RATE, spendAllowance } from './watch-allowance';
import { type ProgressBuffer, upsertPositions } from './watch-writes';

/*
 * POST /api/v2/video/{id}/record. The reported playhead is never taken on trust (security.md: validate
 * progress on the server). It is first capped at the preview limit and the duration; whatever it moves
 * the video's position forward is then taken from the member's watch allowance (watch-allowance.ts):
 * the wall-clock time since play info at the fastest allowed speed (1× with ban_drag, else the player's
 * 2×), plus one margin, shared by all the member's reports and videos. A forged jump to the end, or a burst
 * of reports, is cut down to what could really have been watched.
 */

/** Players report the last frame's time, a fraction below the nominal length: within 1 s counts as the end. */
export const END_TOLERANCE_SECONDS = 1;

export function maxRate(session: Pick<PlaySession, 'banDrag'>): number {
  return session.banDrag === 1 ? 1 : FASTEST_RATE;
}

export function reachesEnd(
  position: number,
  session: Pick<PlaySession, 'duration' | 'previewLimit'>,
): boolean {
  if (session.duration <= 0) return false;
  return position + END_TOLERANCE_SECONDS >= session.duration;
}

/**
 * Where a report asks the video to be (pure; exported for the unit tests): within the preview and the
 * duration, and the whole duration when it is within the end tolerance (so the last second is paid for
 * like any other).
 */
export function reportTarget(
  reported: number,
  session: Pick<PlaySession, 'previewLimit' | 'duration'>,
): number {
  let target = Math.max(0, Math.min(reported, session.duration));
  if (session.previewLimit > 0) target = Math.min(target, session.previewLimit);
  return reachesEnd(target, session) ? session.duration : target;
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
  const session = await readPingSession(deps, userId, videoId, now);
  const target = reportTarget(body.duration, session);
  const wanted = Math.max(0, target - session.position);
  const granted = await spendAllowance(deps, userId, wanted, maxRate(session), now);
  // Fractions stay in the session, so what is paid for is never paid again; rows hold whole seconds.
  const next: PlaySession = { ...session, position: session.position + granted };
  const ended = granted === wanted && reachesEnd(target, session);
  const watchSeconds = Math.floor(next.position);

  const write = { userId, courseId: session.courseId, videoId, watchSeconds, at: now };
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
  // Reports of one member at once may write their sessions in any order: a position lost that way is
  // only paid for again (the allowance never credits it twice), and the rows keep the furthest one.
  await writeSession(deps, userId, videoId, next);
  return {
    watch_seconds: watchSeconds,
    is_watched: next.videoWatched,
    course_progress: next.courseProgress,
    course_watched: next.courseWatched,
  };
}
