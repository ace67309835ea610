import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import type { Database, OrderRow, PaymentRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { endAccess } from '#modules/catalogue';
import type { ChannelDeps } from '#providers/payment/index';
import { revokeOrder } from './goods/index';
import { insertRefund, submitRefund } from './payments/refunds';
import { settleOrder } from './settle';

/* Administrator actions on orders, mounted under /backend/api/v1 behind the admin guard (admin/orders). */

/** Hand pay: an administrator saw the transfer and confirms the order; same settle path as a channel's. */
export async function confirmHandPay(deps: Deps<'db'>, orderId: number) {
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound();
  if (order.payment !== 'handpay') throw new AppError('该订单不是线下转账订单');
  // A cancelled order gave its promo use back; its transfer is returned by hand, never settled late.
  if (order.status === ORDER_STATUS.cancelled) throw new AppError('订单已取消，请将转账款退回');
  return settleOrder(deps.db, order.id, `handpay-${orderId}`);
}

/** The trade that paid an order (none for hand pay and 0-yuan orders). */
async function payingTrade(db: Kysely<Database>, order: OrderRow): Promise<PaymentRow | null> {
  if (order.payment === 'handpay' || order.total_fen <= 0) return null;
  const trades = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .orderBy('paid_at')
    .execute();
  return (
    trades.find((t) => t.trade_no === order.trade_no && t.provider === order.payment) ?? trades[0] ?? null
  );
}

/**
 * Full refund (decision 025). The refund row is the claim (refund_no = R<out_trade_no>, unique), then the
 * channel returns the money under that number; a refusal answers 退款失败：<channel message> and changes
 * nothing else (the row stays failed in the console's refunds, to retry). Then one transaction marks the
 * order refunded exactly once and takes back what was delivered and the credit reward. A crash between the
 * two leaves the order paid; refunding again finds the row and, once the channel has accepted it, goes on.
 */
export async function refundOrder(deps: ChannelDeps, orderId: number, by: { adminId: number; note: string }) {
  const current = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!current) throw notFound();
  if (current.status !== ORDER_STATUS.paid || current.is_refund !== 0)
    throw new AppError('订单未支付或已退款');
  if (current.total_fen > 0) {
    const trade = await payingTrade(deps.db, current);
    let refund = await deps.db.transaction().execute((trx) =>
      insertRefund(trx, {
        order: current,
        trade,
        reason: 'admin',
        note: by.note,
        adminId: by.adminId,
        now: Date.now(),
      }),
    );
    refund = await submitRefund(deps, refund);
    if (refund.status !== 'success' && refund.status !== 'processing') {
      deps.log.warn({ orderNo: current.order_no, refund }, 'the channel did not take the refund');
      throw new AppError(msg('refund.failed', { reason: refund.message || msg('refund.channelRefused') }));
    }
  }
  const now = Date.now();
  const refunded = await deps.db.transaction().execute(async (trx) => {
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
    // The paid order's credit reward goes back with it.
    if (order.credit1_reward > 0) {
      const remark = msg('order.refundTakeBack', { orderNo: order.order_no });
      const take = {
        userId: order.user_id,
        sum: -order.credit1_reward,
        remark,
        uniqueKey: `refund:${order.id}`,
      };
      await grantCredit(trx, take, now);
    }
    await notify(
      trx,
      order.user_id,
      { type: 'order', message: msg('order.refundedNotice', { orderNo: order.order_no }) },
      now,
    );
    return { order_no: order.order_no, refunded: true };
  });
  // After the commit, so a decision made again reads the rows without the access: every play session and
  // signed address of the member is decided again on its next request, in every process (issue 18.8).
  try {
    await endAccess(deps, current.user_id);
  } catch (error) {
    // The refund stands; without the store, access ends when sessions (10 min) and addresses expire.
    deps.log.error({ err: error, orderNo: current.order_no }, 'refund: could not end access at once');
  }
  return refunded;
}
