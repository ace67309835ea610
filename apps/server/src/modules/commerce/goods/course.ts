import { isVisible } from '#core/db/visible';
import { AppError, notFound } from '#core/errors';
import { canSeeCourse } from '#modules/catalogue';
import { endCourseStudy } from '#modules/learning';
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
    const inserted = await trx
      .insertInto('user_courses')
      .values({
        user_id: order.user_id,
        course_id: order.goods_id,
        charge_fen: order.total_fen,
        order_id: order.id,
        source: 'order',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new NotDeliverable('already_owned');
    await trx
      .updateTable('courses')
      .set((eb) => ({ user_count: eb('user_count', '+', 1) }))
      .where('id', '=', order.goods_id)
      .execute();
  },

  // Only the access this order gave: a course the console granted by hand stays. When no way into the
  // course is left (no grant, not free, no VIP for a VIP-free course), its study ends too: out of the study
  // centre, certificate revoked.
  async revoke(trx, order, now) {
    const deleted = await trx
      .deleteFrom('user_courses')
      .where('user_id', '=', order.user_id)
      .where('course_id', '=', order.goods_id)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('courses')
        .set((eb) => ({ user_count: eb('user_count', '-', 1) }))
        .where('id', '=', order.goods_id)
        .where('user_count', '>', 0)
        .execute();
    }
    const course = await trx
      .selectFrom('courses')
      .select(['id', 'is_free', 'is_vip_free'])
      .where('id', '=', order.goods_id)
      .executeTakeFirst();
    if (!course || !(await canSeeCourse(trx, order.user_id, course)))
      await endCourseStudy(trx, order.user_id, order.goods_id, now);
  },
};
