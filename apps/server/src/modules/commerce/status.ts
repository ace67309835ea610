import type { FastifyInstance } from 'fastify';
import { CallbackRejected, getProvider, type ProviderName } from '../../providers/payment';
import { ORDER_STATUS } from './order-no';
import { findOwnOrder, payableOf } from './orders';
import { applyTrade } from './settle';

/** The pay page polls every 2 s; the channel is asked at most this often per order. */
const QUERY_EVERY_MS = 5000;

/**
 * GET /api/v2/order/status. When the order is still open, the channel is asked directly: a callback can
 * be lost, and the poll must not wait for the channel's retry. What the channel says goes through the same
 * checks as a callback (applyTrade).
 */
export async function orderStatus(app: FastifyInstance, userId: number, orderNo: string) {
  const order = await findOwnOrder(app, userId, orderNo);
  const open = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.paying;
  if (!open || !order.payment || order.payment === 'handpay')
    return { status: order.status as 1 | 5 | 7 | 9 };
  const mine = await app.store.setIfAbsent(`pay:query:${order.id}`, '1', QUERY_EVERY_MS);
  if (mine) {
    try {
      const provider = await getProvider(app, order.payment as ProviderName);
      const trade = await provider.queryTrade(payableOf(order));
      if (trade && trade.orderNo === order.order_no) await applyTrade(app, provider.name, trade);
    } catch (error) {
      const level = error instanceof CallbackRejected ? 'warn' : 'error';
      app.log[level]({ err: error, orderNo }, 'payment query failed');
    }
  }
  const now = await app.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { status: now.status as 1 | 5 | 7 | 9 };
}
