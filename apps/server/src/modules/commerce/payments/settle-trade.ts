import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { notify } from '#core/db/notify';
import type { Database, PaymentRefundRow, PaymentRow } from '#core/db/schema';
import {
  CallbackRejected,
  type ChannelDeps,
  type ChannelName,
  type ChannelTrade,
  getChannel,
  type PaymentChannel,
} from '#providers/payment/index';
import { NotDeliverable } from '../goods/index';
import { releasePromoUse } from '../promo';
import { OPEN_STATUSES, paidOrderRate, settleOrderIn } from '../settle';
import { closeAtChannel, markTradeClosed } from './close';
import { AUTOMATIC_REFUND_NOTE, insertRefund, type RefundReason, submitRefund } from './refunds';
import { findTrade, openTradesOf } from './trades';

/*
 * Every report that money arrived goes through applyTrade (callbacks, the pay page's poll, reconciliation,
 * a close that found the trade paid): the checks of security.md, then one transaction that either settles
 * the order or books a refund. Money is never kept without the goods being given (decision 025).
 */

export type TradeOutcome = 'paid' | 'already' | 'refunding' | 'not_paid';

/** Throws CallbackRejected for a report that must not be trusted. */
export async function applyTrade(
  deps: ChannelDeps,
  channel: Pick<PaymentChannel, 'name' | 'expected'>,
  trade: ChannelTrade,
): Promise<TradeOutcome> {
  const row = trade.outTradeNo ? await findTrade(deps.db, trade.outTradeNo) : undefined;
  if (!row) throw new CallbackRejected('unknown trade');
  if (row.provider !== channel.name) throw new CallbackRejected('trade was not sent to this channel');
  if (channel.expected.appId && trade.appId !== channel.expected.appId)
    throw new CallbackRejected('app id mismatch');
  if (channel.expected.merchantId && trade.merchantId !== channel.expected.merchantId)
    throw new CallbackRejected('merchant id mismatch');
  if (!Number.isInteger(trade.totalFen) || trade.totalFen !== row.amount_fen)
    throw new CallbackRejected('amount mismatch');
  if (trade.state === 'closed' && row.status === 'open') await markTradeClosed(deps.db, row.id);
  if (trade.state !== 'paid') return 'not_paid';
  return settleTrade(deps, row, trade.tradeNo);
}

/**
 * The trade is paid: open|closed → paid, and in the same transaction the order settled, or a refund booked
 * when the order cannot take the money. A repeated report finds the trade paid and changes nothing.
 */
export async function settleTrade(
  deps: ChannelDeps,
  trade: PaymentRow,
  tradeNo: string,
): Promise<TradeOutcome> {
  const now = Date.now();
  const rate = await paidOrderRate(deps.db);
  let refund: PaymentRefundRow | undefined;

  const markPaid = (trx: Kysely<Database>) =>
    trx
      .updateTable('payments')
      .set({ status: 'paid', trade_no: tradeNo.slice(0, 64), paid_at: now, updated_at: now })
      .where('id', '=', trade.id)
      .where('status', 'in', ['open', 'closed'])
      .executeTakeFirst();

  let outcome: TradeOutcome;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      if (Number((await markPaid(trx)).numUpdatedRows) === 0) return 'already';
      const settled = await settleOrderIn(trx, trade.order_id, {
        tradeNo,
        payment: trade.provider,
        method: trade.method,
        rate,
        now,
      });
      if (settled === 'paid') return 'paid';
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', trade.order_id)
        .executeTakeFirstOrThrow();
      const reason: RefundReason = order.status === ORDER_STATUS.paid ? 'already_paid' : 'order_closed';
      refund = await insertRefund(trx, { order, trade, reason, now });
      await notify(trx, order.user_id, { type: 'order', message: refundNotice(order.order_no, reason) }, now);
      return 'refunding';
    });
  } catch (error) {
    if (!(error instanceof NotDeliverable)) throw error;
    // The goods cannot be given (owned already, no seat left): the order is cancelled and the money returned.
    outcome = await deps.db.transaction().execute(async (trx) => {
      if (Number((await markPaid(trx)).numUpdatedRows) === 0) return 'already';
      const cancelled = await trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.cancelled, cancelled_at: now, updated_at: now })
        .where('id', '=', trade.order_id)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', trade.order_id)
        .executeTakeFirstOrThrow();
      if (Number(cancelled.numUpdatedRows) > 0) await releasePromoUse(trx, order.promo_code_id, order.id);
      refund = await insertRefund(trx, { order, trade, reason: error.reason, now });
      await notify(
        trx,
        order.user_id,
        { type: 'order', message: refundNotice(order.order_no, error.reason) },
        now,
      );
      return 'refunding';
    });
  }

  if (outcome === 'paid') {
    // Another method of the same order must not take the money a second time.
    await closeOpenTrades(deps, trade.order_id, trade.id).catch((error) =>
      deps.log.warn({ err: error, orderId: trade.order_id }, 'closing the other trades failed'),
    );
  }
  if (outcome === 'refunding' && refund) {
    deps.log.warn(
      { outTradeNo: trade.out_trade_no, reason: refund.reason },
      'payment cannot be kept: refunding',
    );
    await submitRefund(deps, refund);
  }
  return outcome;
}

function refundNotice(orderNo: string, reason: Exclude<RefundReason, 'admin'>): string {
  return msg('order.autoRefundNotice', { orderNo, reason: AUTOMATIC_REFUND_NOTE[reason] });
}

/**
 * Closes an order's open trades (all but `exceptId`) so none can be paid any more. A trade the channel says
 * was paid meanwhile is settled at once (the order takes it, or it is refunded). True when one was paid.
 */
export async function closeOpenTrades(deps: ChannelDeps, orderId: number, exceptId = 0): Promise<boolean> {
  let paid = false;
  for (const trade of await openTradesOf(deps.db, orderId)) {
    if (trade.id === exceptId) continue;
    if ((await closeAtChannel(deps, trade)) !== 'paid') continue;
    paid = true;
    try {
      const channel = await getChannel(deps, trade.provider as ChannelName);
      const report = await channel.query(trade.out_trade_no);
      if (report) await applyTrade(deps, channel, report);
    } catch (error) {
      deps.log.error({ err: error, outTradeNo: trade.out_trade_no }, 'a paid trade could not be settled now');
    }
  }
  return paid;
}
