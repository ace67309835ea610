import type { TRecordResult, ZRecordBody } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recomputeCourse } from './course-completion';
import { type PlaySession, readPingState, writeClock, writeSession } from './play-session';
import { progressBufferOf } from './progress-buffer';
import { finishVideo, upsertPositions } from './watch-writes';

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

export function maxRate(session: Pick<PlaySession, 'b'>): number {
  return session.b === 1 ? 1 : 2;
}

/** The accepted position for a report (pure; exported for the unit tests). */
export function clampPosition(
  reported: number,
  session: Pick<PlaySession, 'p' | 'l' | 'd' | 'b'>,
  lastReportAt: number | null,
  now: number,
): number {
  const elapsed = lastReportAt === null ? 0 : Math.max(0, now - lastReportAt) / 1000;
  let position = Math.min(reported, session.p + elapsed * maxRate(session) + CLAMP_MARGIN_SECONDS);
  if (session.l > 0) position = Math.min(position, session.l);
  return Math.max(0, Math.min(position, session.d));
}

export function reachesEnd(position: number, session: Pick<PlaySession, 'd' | 'l'>): boolean {
  if (session.d <= 0) return false;
  return position + END_TOLERANCE_SECONDS >= session.d;
}

type RecordBody = z.output<typeof ZRecordBody>;

export async function reportProgress(
  app: FastifyInstance,
  userId: number,
  videoId: number,
  body: RecordBody,
  now = Date.now(),
): Promise<TRecordResult> {
  const { session, lastAt } = await readPingState(app, userId, videoId, now);
  const position = clampPosition(body.duration, session, lastAt, now);
  const ended = reachesEnd(position, session);
  const accepted = ended ? session.d : Math.floor(position);
  const next: PlaySession = { ...session, p: Math.max(session.p, accepted) };

  const write = { userId, courseId: session.c, videoId, watchSeconds: next.p, at: now };
  const buffer = progressBufferOf(app.db, (error) => app.log.error({ err: error }, 'progress flush failed'));
  if (ended || body.final === true || body.final === 1) {
    // Written through: the end of a video (and a pause or page hide) is never left in memory.
    buffer.discard(userId, videoId);
    if (ended && !session.w) {
      await finishVideo(app.db, write, session.d);
    } else {
      await upsertPositions(app.db, [write]);
    }
    next.w = next.w || ended;
    if (ended) {
      // Also after a repeated end: it heals a course completion that an earlier crash interrupted.
      const course = await recomputeCourse(app.db, userId, session.c, now);
      next.cp = course.progress;
      next.cw = course.watched;
    }
  } else {
    buffer.add(write);
  }
  // Clock and session are written together at the end (one pipeline on the busy path). Concurrent reports
  // of one member all start from the same stored position and clock, so sending several at once cannot
  // stack their allowances: the furthest any of them reaches is what one report could.
  await Promise.all([writeClock(app, userId, now), writeSession(app, userId, videoId, next)]);
  return { watch_seconds: next.p, is_watched: next.w, course_progress: next.cp, course_watched: next.cw };
}
