import type { Kysely } from 'kysely';
import { memberHolds } from '#core/db/member-holds';
import type { Database } from '#core/db/schema';

type Db = Kysely<Database>;

/** The course fields that decide access without a purchase. */
export interface CourseAccessFields {
  id: number;
  is_free: number;
  is_vip_free: number;
}

/** A VIP role is active while role_id is set and role_expired_at lies in the future. */
export async function hasActiveVip(db: Db, userId: number, now = Date.now()): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['role_id', 'role_expired_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(user && user.role_id > 0 && user.role_expired_at !== null && user.role_expired_at > now);
}

export const ownsCourse = (db: Db, userId: number, courseId: number): Promise<boolean> =>
  memberHolds(db, 'user_courses', userId, courseId);

/**
 * MeEdu's isBuy (meedu-api.md §3.4 without the legacy single-video step): a free course, a VIP-free
 * course for an active VIP, or a user_courses row. Anonymous callers never have bought anything.
 */
export async function canSeeCourse(
  db: Db,
  userId: number | null,
  course: CourseAccessFields,
): Promise<boolean> {
  if (course.is_free === 1) return true;
  if (userId === null) return false;
  if (course.is_vip_free === 1 && (await hasActiveVip(db, userId))) return true;
  return ownsCourse(db, userId, course.id);
}

/** What a member may do with one video: all of it, its first `seconds` only, or nothing. */
export type VideoAccess = { mode: 'full' } | { mode: 'preview'; seconds: number } | { mode: 'none' };

/**
 * The one access decision for playing a video, in MeEdu's order (meedu-api.md §3.4): a free course, a
 * VIP-free course with an active VIP, a bought course (canSeeCourse); otherwise a preview of the video's
 * `free_seconds` when it has one. Play info and progress reports both call it (play info on every call).
 */
export async function decideVideoAccess(
  db: Db,
  userId: number | null,
  course: CourseAccessFields,
  video: { free_seconds: number },
): Promise<VideoAccess> {
  if (await canSeeCourse(db, userId, course)) return { mode: 'full' };
  if (video.free_seconds > 0) return { mode: 'preview', seconds: video.free_seconds };
  return { mode: 'none' };
}
