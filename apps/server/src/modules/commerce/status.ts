import { ORDER_STATUS, type TOrderStatus } from '@shuyuan/contract/commerce';
import { CallbackRejected, type ChannelDeps, type ChannelName, getChannel } from '#providers/payment/index';
import { findOwnOrder } from './orders';
import { applyTrade } from './payments/settle-trade';
import { openTradesOf } from './payments/trades';

/** The pay page polls every 2 s; the channel is asked at most this often per order. */
const QUERY_EVERY_MS = 5000;

/**
 * Asks the channels about an open order's trades (a notification can be lost, and the pay page must not
 * wait for the channel's retry). What they say goes through the same checks as a notification.
 */
export async function queryOpenTrades(deps: ChannelDeps, orderId: number): Promise<void> {
  if (!(await deps.store.setIfAbsent(`pay:query:${orderId}`, '1', QUERY_EVERY_MS))) return;
  for (const trade of await openTradesOf(deps.db, orderId)) {
    try {
      const channel = await getChannel(deps, trade.provider as ChannelName);
      const report = await channel.query(trade.out_trade_no);
      const now = Date.now();
      await deps.db.updateTable('payments').set({ queried_at: now }).where('id', '=', trade.id).execute();
      if (report && report.outTradeNo === trade.out_trade_no) await applyTrade(deps, channel, report);
    } catch (error) {
      const level = error instanceof CallbackRejected ? 'warn' : 'error';
      deps.log[level]({ err: error, outTradeNo: trade.out_trade_no }, 'payment query failed');
    }
  }
}

/** GET /api/v2/order/status: the order's status, after asking the channel when it is still open. */
export async function orderStatus(deps: ChannelDeps, userId: number, orderNo: string) {
  const order = await findOwnOrder(deps, userId, orderNo);
  const open = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.paying;
  if (!open) return { status: order.status as TOrderStatus };
  await queryOpenTrades(deps, order.id);
  const now = await deps.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { status: now.status as TOrderStatus };
}
