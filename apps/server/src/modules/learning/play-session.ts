import { LearningMessage } from '@shuyuan/contract';
import { z } from 'zod';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { decideVideoAccess, readAccessEpoch, type VideoAccess } from '#modules/catalogue';
import { findPlayableVideo, type PlayableVideo } from './playable';
import { ensureCourseRecord } from './watch-writes';

/*
 * What the progress clamp needs about a member watching a video, kept in the shared store so a ping costs
 * no query and every process sees the same state: the access decided by decideVideoAccess (re-decided at
 * every play info, at least every ACCESS_RECHECK_MS, and at once when the member's access epoch changed:
 * a refund), the furthest accepted position, and whether the video and course are finished. How much the
 * member can have watched is the per-member allowance of watch-allowance.ts, across all videos.
 */

const ZPlaySession = z.object({
  courseId: z.number(),
  /** Seconds. */
  duration: z.number(),
  /** Seconds a preview may reach; 0: the whole video. */
  previewLimit: z.number(),
  /** The video's ban_drag (1: no faster than 1×). */
  banDrag: z.number(),
  /** Furthest accepted position (s). */
  position: z.number(),
  videoWatched: z.boolean(),
  /** 0–100. */
  courseProgress: z.number(),
  courseWatched: z.boolean(),
  /** When the access was decided (epoch ms). */
  accessCheckedAt: z.number(),
  /** The member's access epoch read before that decision (readAccessEpoch). */
  accessEpoch: z.string(),
});

export type PlaySession = z.infer<typeof ZPlaySession>;

export const SESSION_TTL_MS = 6 * 3_600_000;
const ACCESS_RECHECK_MS = 10 * 60_000;

type SessionDeps = Deps<'db' | 'store'>;

/** Exported for the test of a session stored in an older shape. */
export const sessionKey = (userId: number, videoId: number) => `learn:s:${userId}:${videoId}`;

/** A stored session that does not parse (or has another shape, from an older version) counts as absent. */
function parseSession(raw: string | null): PlaySession | null {
  if (!raw) return null;
  try {
    const parsed = ZPlaySession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function readSession(
  { store }: Deps<'store'>,
  userId: number,
  videoId: number,
): Promise<PlaySession | null> {
  return parseSession(await store.get(sessionKey(userId, videoId)));
}

export async function writeSession(
  { store }: Deps<'store'>,
  userId: number,
  videoId: number,
  session: PlaySession,
): Promise<void> {
  await store.set(sessionKey(userId, videoId), JSON.stringify(session), SESSION_TTL_MS);
}

/**
 * The member's live positions in these videos (whole seconds), from the shared store in one round trip: a
 * ping's in-between position waits up to FLUSH_INTERVAL_MS in some process's buffer before it reaches the
 * table, but is in its session at once. Finished videos are left out (their rows were written through).
 */
export async function readLivePositions(
  { store }: Deps<'store'>,
  userId: number,
  videoIds: readonly number[],
): Promise<Map<number, { courseId: number; seconds: number }>> {
  const live = new Map<number, { courseId: number; seconds: number }>();
  if (videoIds.length === 0) return live;
  const raws = await store.getMany(videoIds.map((id) => sessionKey(userId, id)));
  raws.forEach((raw, i) => {
    const session = parseSession(raw);
    const seconds = session ? Math.floor(session.position) : 0;
    if (session && !session.videoWatched && seconds > 0)
      live.set(videoIds[i] as number, { courseId: session.courseId, seconds });
  });
  return live;
}

export interface OpenedSession {
  video: PlayableVideo;
  access: Exclude<VideoAccess, { mode: 'none' }>;
  session: PlaySession;
}

/**
 * Decides access and (re)opens the session from the database, keeping a further position already in the
 * store (pings not yet written). `denied` is the message when the member may not watch at all; `epoch` is
 * the member's access epoch when the caller read it already (it must be read before the decision).
 */
export async function openSession(
  deps: SessionDeps,
  userId: number,
  videoId: number,
  now: number,
  denied: string = LearningMessage.buyToWatch,
  epoch?: string,
): Promise<OpenedSession> {
  const { db } = deps;
  const accessEpoch = epoch ?? (await readAccessEpoch(deps, userId));
  const video = await findPlayableVideo(db, videoId, now);
  if (!video) throw notFound();
  const access = await decideVideoAccess(db, userId, video.course, video);
  if (access.mode === 'none') throw new AppError(denied);
  const [record, courseRecord, previous] = await Promise.all([
    db
      .selectFrom('video_watch_records')
      .select(['watch_seconds', 'watched_at'])
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .executeTakeFirst(),
    db
      .selectFrom('course_user_records')
      .select(['progress', 'is_watched'])
      .where('user_id', '=', userId)
      .where('course_id', '=', video.course_id)
      .executeTakeFirst(),
    readSession(deps, userId, videoId),
  ]);
  if (access.mode === 'full' && !courseRecord) await ensureCourseRecord(db, userId, video.course_id, now);
  const session: PlaySession = {
    courseId: video.course_id,
    duration: video.duration,
    previewLimit: access.mode === 'preview' ? access.seconds : 0,
    banDrag: video.ban_drag,
    position: Math.max(record?.watch_seconds ?? 0, previous?.position ?? 0),
    videoWatched: Boolean(record?.watched_at) || Boolean(previous?.videoWatched),
    courseProgress: courseRecord?.progress ?? 0,
    courseWatched: courseRecord?.is_watched === 1,
    accessCheckedAt: now,
    accessEpoch,
  };
  await writeSession(deps, userId, videoId, session);
  return { video, access, session };
}

/**
 * The session a ping works on, in one store round trip: the stored one while its access decision holds
 * (the same access epoch, decided less than ACCESS_RECHECK_MS ago), else a re-opened one.
 */
export async function readPingSession(
  deps: SessionDeps,
  userId: number,
  videoId: number,
  now: number,
): Promise<PlaySession> {
  const [raw, epoch] = await Promise.all([
    deps.store.get(sessionKey(userId, videoId)),
    readAccessEpoch(deps, userId),
  ]);
  const stored = parseSession(raw);
  const fresh =
    stored &&
    stored.accessEpoch === epoch &&
    now - stored.accessCheckedAt < ACCESS_RECHECK_MS &&
    now >= stored.accessCheckedAt;
  if (fresh) return stored;
  return (await openSession(deps, userId, videoId, now, LearningMessage.noPermission, epoch)).session;
}
