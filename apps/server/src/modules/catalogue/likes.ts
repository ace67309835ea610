import type { Kysely } from 'kysely';
import { memberHolds } from '#core/db/member-holds';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { isReachable } from '#core/db/visible';
import { notFound } from '#core/errors';

type Db = Kysely<Database>;

export const isCourseLiked = (db: Db, userId: number, courseId: number): Promise<boolean> =>
  memberHolds(db, 'course_likes', userId, courseId);

/**
 * GET /api/v2/course/{id}/like. Deleting first makes the toggle safe against double clicks: of two
 * concurrent likes the unique key (user_id, course_id) keeps one row.
 */
export async function toggleCourseLike(db: Db, userId: number, courseId: number): Promise<0 | 1> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where(isReachable('courses'))
    .executeTakeFirst();
  if (!course) throw notFound();
  const removed = await db
    .deleteFrom('course_likes')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return 0;
  const now = Date.now();
  await db
    .insertInto('course_likes')
    .values({ user_id: userId, course_id: courseId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
  return 1;
}

/**
 * One page of a member's likes, newest first, with the total (GET /api/v3/member/courses/like, which the
 * study centre in learning puts together with the courses and the member's progress).
 */
export async function findLikedCoursePage(db: Db, userId: number, page: number, size: number) {
  const base = db.selectFrom('course_likes').where('user_id', '=', userId);
  return readPage(base, { page, size }, (b) => b.select(['course_id', 'created_at']).orderBy('id', 'desc'));
}
