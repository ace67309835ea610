import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../core/db/schema';
import { AppError, notFound } from '../../core/errors';
import { type ChannelRefund, getProvider, type ProviderName } from '../../providers/payment';
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

/** Deterministic per order: the channel sees a retried refund as the same one (decision 014). */
export const refundNoOf = (orderNo: string) => `R${orderNo}`;

/**
 * Sends the money back through the order's channel before anything changes here, so a refusal leaves
 * the order paid and delivered. Orders of 0 yuan were never sent to a channel and have nothing to return.
 */
async function refundThroughChannel(app: FastifyInstance, order: OrderRow): Promise<void> {
  if (order.total_fen <= 0 || !order.payment) return;
  let answer: ChannelRefund;
  try {
    const provider = await getProvider(app, order.payment as ProviderName);
    answer = await provider.refund(
      { orderNo: order.order_no, totalFen: order.total_fen, tradeNo: order.trade_no ?? undefined },
      refundNoOf(order.order_no),
    );
  } catch (error) {
    app.log.error({ err: error, orderNo: order.order_no }, 'channel refund failed');
    throw new AppError(`退款失败：${error instanceof Error ? error.message : String(error)}`);
  }
  if (!answer.accepted) {
    app.log.warn({ orderNo: order.order_no, answer }, 'channel refused the refund');
    throw new AppError(`退款失败：${answer.message || '支付渠道拒绝退款'}`);
  }
  app.log.info({ orderNo: order.order_no, answer }, 'channel accepted the refund');
}

/**
 * Full refund. First the channel returns the money under the refund number `R<order_no>`; then one
 * transaction marks paid → refunded exactly once (conditional on is_refund = 0) and takes back what was
 * delivered, including the credit1 reward (a negative record, unique per order). A crash between the two
 * leaves the order paid; refunding again repeats the same channel refund, which the channel answers
 * without paying twice, and then the transaction runs. Hand-pay orders are returned by hand.
 */
export async function refundOrder(app: FastifyInstance, orderId: number) {
  const current = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!current) throw notFound();
  // Checked before the channel call so an unpaid or refunded order never asks the channel; the
  // conditional update below still decides who wins when two admins refund at once.
  if (current.status !== ORDER_STATUS.paid || current.is_refund !== 0)
    throw new AppError('订单未支付或已退款');
  await refundThroughChannel(app, current);
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
