import { isVisible } from '#core/db/visible';
import { AppError, notFound } from '#core/errors';
import { tryTakeSeat } from '#modules/content';
import { GOODS_MESSAGES, type GoodsKind, NotDeliverable } from './kind';

/** A paid offline course (活动): a seat of a limited quota, until enrolment closes. */
export const activateGoods: GoodsKind = {
  async resolve(db, id, buyer) {
    const activate = await db
      .selectFrom('activates')
      .select(['id', 'title', 'thumb', 'charge_fen', 'quota', 'enrolled_count', 'enroll_ended_at'])
      .where('id', '=', id)
      .where(isVisible('activates', buyer.now))
      .executeTakeFirst();
    if (!activate) throw notFound();
    if (!buyer.agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
    if (activate.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.free);
    if (activate.enroll_ended_at <= buyer.now) throw new AppError(GOODS_MESSAGES.closed);
    const enrolled = await db
      .selectFrom('activate_users')
      .select('id')
      .where('activate_id', '=', id)
      .where('user_id', '=', buyer.userId)
      .executeTakeFirst();
    if (enrolled) throw new AppError(GOODS_MESSAGES.enrolled);
    if (activate.quota > 0 && activate.enrolled_count >= activate.quota)
      throw new AppError(GOODS_MESSAGES.full);
    return { id, name: activate.title, thumb: activate.thumb, chargeFen: activate.charge_fen };
  },

  // The content module takes the seat: the quota and the enrolment are its rules.
  async deliver(trx, order) {
    const taken = await tryTakeSeat(trx, order.goods_id, order.user_id, {
      source: 'order',
      charge_fen: order.total_fen,
      order_id: order.id,
    });
    if ('refused' in taken)
      throw new NotDeliverable(taken.refused === 'full' ? 'seat_full' : 'already_owned');
  },

  // Gives the seat back; an order whose delivery never happened has no seat to give.
  async revoke(trx, order, now) {
    if (order.delivery !== 'done') return;
    const deleted = await trx
      .deleteFrom('activate_users')
      .where('activate_id', '=', order.goods_id)
      .where('user_id', '=', order.user_id)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('activates')
        .set((eb) => ({ enrolled_count: eb('enrolled_count', '-', 1), updated_at: now }))
        .where('id', '=', order.goods_id)
        .where('enrolled_count', '>', 0)
        .execute();
    }
  },
};
