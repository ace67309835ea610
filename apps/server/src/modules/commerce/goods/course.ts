import { isVisible } from '#core/db/visible';
import { AppError, notFound } from '#core/errors';
import { afterCourseTaken, giveCourse } from './course-access';
import { GOODS_MESSAGES, type GoodsKind, NotDeliverable } from './kind';

/** An online course: bought once (MeEdu let people buy twice), owned through user_courses. */
export const courseGoods: GoodsKind = {
  async resolve(db, id, buyer) {
    const course = await db
      .selectFrom('courses')
      .select(['id', 'title', 'thumb', 'charge_fen', 'is_free'])
      .where('id', '=', id)
      .where(isVisible('courses', buyer.now))
      .executeTakeFirst();
    if (!course) throw notFound();
    if (!buyer.agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
    if (course.is_free === 1 || course.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.free);
    const owned = await db
      .selectFrom('user_courses')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .where('course_id', '=', id)
      .executeTakeFirst();
    if (owned) throw new AppError(GOODS_MESSAGES.owned);
    return { id, name: course.title, thumb: course.thumb, chargeFen: course.charge_fen };
  },

  async deliver(trx, order, now) {
    const given = await giveCourse(
      trx,
      { userId: order.user_id, courseId: order.goods_id, chargeFen: order.total_fen, orderId: order.id },
      now,
    );
    if (!given) throw new NotDeliverable('already_owned');
  },

  // Only the access this order gave: a course the console granted by hand stays.
  async revoke(trx, order, now) {
    const deleted = await trx
      .deleteFrom('user_courses')
      .where('user_id', '=', order.user_id)
      .where('course_id', '=', order.goods_id)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    await afterCourseTaken(trx, order.user_id, order.goods_id, Number(deleted.numDeletedRows) > 0, now);
  },
};
