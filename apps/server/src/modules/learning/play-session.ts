import { LearningMessage } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '#core/errors';
import { decideVideoAccess, type VideoAccess } from '#modules/catalogue';
import { findPlayableVideo, type PlayableVideo } from './playable';
import { ensureCourseRecord } from './watch-writes';

/*
 * What the progress clamp needs about a member watching a video, kept in the shared store so a ping costs
 * no query and every process sees the same state: the access decided by decideVideoAccess (re-decided at
 * every play info and at least every ACCESS_RECHECK_MS), the furthest accepted position, and whether the
 * video and course are finished. A separate per-member clock holds the time of the member's last ping
 * (or play info), across all videos: two videos played at once share one wall clock.
 */

export interface PlaySession {
  /** Course id, duration (s), preview limit (s, 0: whole video), ban_drag. */
  c: number;
  d: number;
  l: number;
  b: number;
  /** Furthest accepted position (s). */
  p: number;
  /** Video finished; course progress (0–100); course finished. */
  w: boolean;
  cp: number;
  cw: boolean;
  /** When the access was decided (epoch ms). */
  x: number;
}

export const SESSION_TTL_MS = 6 * 3_600_000;
const ACCESS_RECHECK_MS = 10 * 60_000;

const sessionKey = (userId: number, videoId: number) => `learn:s:${userId}:${videoId}`;
const clockKey = (userId: number) => `learn:clock:${userId}`;

function parseSession(raw: string | null): PlaySession | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PlaySession;
  } catch {
    return null;
  }
}

function parseClock(raw: string | null): number | null {
  const at = Number(raw);
  return Number.isFinite(at) && at > 0 ? at : null;
}

export async function readSession(
  app: FastifyInstance,
  userId: number,
  videoId: number,
): Promise<PlaySession | null> {
  return parseSession(await app.store.get(sessionKey(userId, videoId)));
}

export async function writeSession(app: FastifyInstance, userId: number, videoId: number, s: PlaySession) {
  await app.store.set(sessionKey(userId, videoId), JSON.stringify(s), SESSION_TTL_MS);
}

export async function writeClock(app: FastifyInstance, userId: number, now: number): Promise<void> {
  await app.store.set(clockKey(userId), String(now), SESSION_TTL_MS);
}

export interface OpenedSession {
  video: PlayableVideo;
  access: Exclude<VideoAccess, { mode: 'none' }>;
  session: PlaySession;
}

/**
 * Decides access and (re)opens the session from the database, keeping a further position already in the
 * store (pings not yet written). `denied` is the message when the member may not watch at all.
 */
export async function openSession(
  app: FastifyInstance,
  userId: number,
  videoId: number,
  now: number,
  denied: string = LearningMessage.buyToWatch,
): Promise<OpenedSession> {
  const video = await findPlayableVideo(app.db, videoId, now);
  if (!video) throw notFound();
  const access = await decideVideoAccess(app.db, userId, video.course, video);
  if (access.mode === 'none') throw new AppError(denied);
  const [record, courseRecord, previous] = await Promise.all([
    app.db
      .selectFrom('video_watch_records')
      .select(['watch_seconds', 'watched_at'])
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .executeTakeFirst(),
    app.db
      .selectFrom('course_user_records')
      .select(['progress', 'is_watched'])
      .where('user_id', '=', userId)
      .where('course_id', '=', video.course_id)
      .executeTakeFirst(),
    readSession(app, userId, videoId),
  ]);
  if (access.mode === 'full' && !courseRecord) await ensureCourseRecord(app.db, userId, video.course_id, now);
  const session: PlaySession = {
    c: video.course_id,
    d: video.duration,
    l: access.mode === 'preview' ? access.seconds : 0,
    b: video.ban_drag,
    p: Math.max(record?.watch_seconds ?? 0, previous?.p ?? 0),
    w: Boolean(record?.watched_at) || Boolean(previous?.w),
    cp: courseRecord?.progress ?? 0,
    cw: courseRecord?.is_watched === 1,
    x: now,
  };
  await writeSession(app, userId, videoId, session);
  return { video, access, session };
}

/**
 * What a ping needs, in one store round trip: the session (the stored one while its access decision is
 * fresh, else a re-opened one) and the time of the member's previous ping.
 */
export async function readPingState(
  app: FastifyInstance,
  userId: number,
  videoId: number,
  now: number,
): Promise<{ session: PlaySession; lastAt: number | null }> {
  const [rawSession, rawClock] = await app.store.getMany([sessionKey(userId, videoId), clockKey(userId)]);
  const stored = parseSession(rawSession);
  const lastAt = parseClock(rawClock);
  if (stored && now - stored.x < ACCESS_RECHECK_MS && now >= stored.x) return { session: stored, lastAt };
  return {
    session: (await openSession(app, userId, videoId, now, LearningMessage.noPermission)).session,
    lastAt,
  };
}
