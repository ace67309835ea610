import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../core/errors';
import { revokeOrder } from './delivery';
import { ORDER_STATUS } from './order-no';
import { settleOrder } from './settle';

/*
 * Admin-side service functions. No admin HTTP auth exists yet, so no route exposes them; the admin issue
 * mounts them under /backend/api/v1 behind its guard.
 */

/** Hand pay: an admin saw the transfer and confirms the order; same settle path as a channel callback. */
export async function confirmHandPay(app: FastifyInstance, orderId: number) {
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound();
  if (order.payment !== 'handpay') throw new AppError('该订单不是线下转账订单');
  return settleOrder(app, order.id, `handpay-${orderId}`);
}

/**
 * Full refund: paid → refunded exactly once (conditional on is_refund = 0), and what was delivered is
 * taken back in the same transaction, including the credit1 reward (a negative record, unique per order).
 * The money itself goes back through the channel's console; calling the channel's refund API is left to
 * the admin issue.
 */
export async function refundOrder(app: FastifyInstance, orderId: number) {
  const now = Date.now();
  return app.db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('orders')
      .set({ is_refund: 1, refunded_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.paid)
      .where('is_refund', '=', 0)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) === 0) throw new AppError('订单未支付或已退款');
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await revokeOrder(trx, order, now);
    if (order.credit1_reward > 0) {
      const sum = -order.credit1_reward;
      const remark = `订单${order.order_no}退款扣回积分`;
      await trx
        .insertInto('credit1_records')
        .values({
          user_id: order.user_id,
          sum,
          remark,
          unique_key: `refund:${order.id}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ credit1: eb('credit1', '+', sum) }))
        .where('id', '=', order.user_id)
        .execute();
      await trx
        .insertInto('notifications')
        .values({
          user_id: order.user_id,
          type: 'credit',
          message: `积分变动:${sum}，备注:${remark}`,
          read_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await trx
      .insertInto('notifications')
      .values({
        user_id: order.user_id,
        type: 'order',
        message: `订单${order.order_no}已退款`,
        read_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { order_no: order.order_no, refunded: true };
  });
}
