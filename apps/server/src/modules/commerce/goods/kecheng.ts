import { isVisible } from '#core/db/visible';
import { AppError, notFound } from '#core/errors';
import { afterCourseTaken, giveCourse } from './course-access';
import { GOODS_MESSAGES, type GoodsKind, NotDeliverable } from './kind';

/*
 * A 专栏 (course series, issue 19): one price for its courses. Buying it gives each visible course of the
 * series the member does not own yet, owned through user_courses rows that name the order, exactly as a
 * course bought alone; a refund takes back only those rows.
 */

/** The series' visible course ids, in its order. */
async function seriesCourseIds(db: Parameters<GoodsKind['resolve']>[0], kechengId: number, now: number) {
  const rows = await db
    .selectFrom('kecheng_courses')
    .innerJoin('courses', 'courses.id', 'kecheng_courses.course_id')
    .select('courses.id')
    .where('kecheng_courses.kecheng_id', '=', kechengId)
    .where(isVisible('courses', now))
    .orderBy('kecheng_courses.sort')
    .execute();
  return rows.map((r) => r.id);
}

export const kechengGoods: GoodsKind = {
  async resolve(db, id, buyer) {
    const kecheng = await db
      .selectFrom('kechengs')
      .select(['id', 'title', 'thumb', 'charge_fen'])
      .where('id', '=', id)
      .where(isVisible('kechengs', buyer.now))
      .executeTakeFirst();
    if (!kecheng) throw notFound();
    if (!buyer.agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
    if (kecheng.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.free);
    const courseIds = await seriesCourseIds(db, id, buyer.now);
    if (courseIds.length === 0) throw new AppError(GOODS_MESSAGES.free);
    const owned = await db
      .selectFrom('user_courses')
      .select('course_id')
      .where('user_id', '=', buyer.userId)
      .where('course_id', 'in', courseIds)
      .execute();
    if (owned.length >= courseIds.length) throw new AppError(GOODS_MESSAGES.ownedSeries);
    return { id, name: kecheng.title, thumb: kecheng.thumb, chargeFen: kecheng.charge_fen };
  },

  // Each course of the series the member does not own yet; owning all of them by now is nothing to give.
  async deliver(trx, order, now) {
    const courseIds = await seriesCourseIds(trx, order.goods_id, now);
    let given = 0;
    for (const courseId of courseIds) {
      const seat = { userId: order.user_id, courseId, chargeFen: 0, orderId: order.id };
      if (await giveCourse(trx, seat, now)) given += 1;
    }
    if (given === 0) throw new NotDeliverable('already_owned');
  },

  // Only the courses this order gave.
  async revoke(trx, order, now) {
    const rows = await trx
      .deleteFrom('user_courses')
      .where('user_id', '=', order.user_id)
      .where('order_id', '=', order.id)
      .returning('course_id')
      .execute();
    for (const { course_id: courseId } of rows)
      await afterCourseTaken(trx, order.user_id, courseId, true, now);
  },
};
