import { canSeeCourse } from '#modules/catalogue';
import { endCourseStudy } from '#modules/learning';
import type { Db } from './kind';

/*
 * How an order gives a course and takes it back: the one home for the course and 专栏 goods kinds, so a
 * course bought alone and one bought in a series are owned, counted and refunded the same way.
 */

/** A user_courses row naming the order, and one more learner counted; false when the member owns it already. */
export async function giveCourse(
  trx: Db,
  seat: { userId: number; courseId: number; chargeFen: number; orderId: number },
  now: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('user_courses')
    .values({
      user_id: seat.userId,
      course_id: seat.courseId,
      charge_fen: seat.chargeFen,
      order_id: seat.orderId,
      source: 'order',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .updateTable('courses')
    .set((eb) => ({ user_count: eb('user_count', '+', 1) }))
    .where('id', '=', seat.courseId)
    .execute();
  return true;
}

/**
 * After an order's row for a course is gone (`removed`), one learner less; when no way into the course is left
 * (no grant, not free, no VIP for a VIP-free course), its study ends too: out of the study centre, certificate
 * revoked.
 */
export async function afterCourseTaken(
  trx: Db,
  userId: number,
  courseId: number,
  removed: boolean,
  now: number,
): Promise<void> {
  if (removed) {
    await trx
      .updateTable('courses')
      .set((eb) => ({ user_count: eb('user_count', '-', 1) }))
      .where('id', '=', courseId)
      .where('user_count', '>', 0)
      .execute();
  }
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'is_free', 'is_vip_free'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course || !(await canSeeCourse(trx, userId, course))) await endCourseStudy(trx, userId, courseId, now);
}
