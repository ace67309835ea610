import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../core/db/schema';
import { AppError } from '../../core/errors';
import { CallbackRejected, type ChannelTrade, getProvider, type ProviderName } from '../../providers/payment';
import { deliverOrder } from './delivery';
import { ORDER_STATUS } from './order-no';

type Db = Kysely<Database>;

export type SettleOutcome = 'paid' | 'already' | 'seat_full';

/** Orders a payment may still settle. A cancelled order that the channel reports paid is settled too: the money came. */
const SETTLEABLE = [ORDER_STATUS.unpaid, ORDER_STATUS.paying, ORDER_STATUS.cancelled];

async function paidOrderRate(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', 'credit1.paid_order')
    .executeTakeFirst();
  const rate = row ? Number(JSON.parse(row.value)) : 0;
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

async function notify(trx: Db, userId: number, type: string, message: string, now: number): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({ user_id: userId, type, message, read_at: null, created_at: now, updated_at: now })
    .execute();
}

/** floor(rate × yuan) credit1, once per order (unique_key `order:<id>`), with its record and notification. */
async function rewardCredit(trx: Db, order: OrderRow, rate: number, now: number): Promise<number> {
  const sum = Math.floor((rate * order.total_fen) / 100);
  if (sum <= 0) return 0;
  const remark = `已支付订单送${sum}积分`;
  const inserted = await trx
    .insertInto('credit1_records')
    .values({
      user_id: order.user_id,
      sum,
      remark,
      unique_key: `order:${order.id}`,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'unique_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 0;
  await trx
    .updateTable('users')
    .set((eb) => ({ credit1: eb('credit1', '+', sum) }))
    .where('id', '=', order.user_id)
    .execute();
  await notify(trx, order.user_id, 'credit', `积分变动:${sum}，备注:${remark}`, now);
  return sum;
}

/**
 * unpaid → paid and delivery in one transaction. The conditional update is the guard: of any number of
 * callbacks, queries or admin confirmations racing, exactly one sees a row updated and delivers.
 */
export async function settleOrder(
  app: FastifyInstance,
  orderId: number,
  tradeNo: string,
): Promise<SettleOutcome> {
  const now = Date.now();
  const rate = await paidOrderRate(app.db);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable('orders')
        .set({
          status: ORDER_STATUS.paid,
          paid_at: now,
          trade_no: tradeNo,
          delivery: 'done',
          updated_at: now,
        })
        .where('id', '=', orderId)
        .where('status', 'in', SETTLEABLE)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) === 0) return 'already' as const;
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      await deliverOrder(trx, order, now);
      const credit = await rewardCredit(trx, order, rate, now);
      if (credit)
        await trx.updateTable('orders').set({ credit1_reward: credit }).where('id', '=', orderId).execute();
      await notify(trx, order.user_id, 'order', `订单${order.order_no}已支付`, now);
      return 'paid' as const;
    });
  } catch (error) {
    // Only an offline course can fail to deliver (its last seat went to someone else while this member
    // paid): book the payment without a seat so an admin refunds it, instead of refusing the money.
    if (!(error instanceof AppError)) throw error;
    const won = await app.db
      .updateTable('orders')
      .set({
        status: ORDER_STATUS.paid,
        paid_at: now,
        trade_no: tradeNo,
        delivery: 'seat_full',
        updated_at: now,
      })
      .where('id', '=', orderId)
      .where('goods_type', '=', 'ACTIVATE')
      .where('status', 'in', SETTLEABLE)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) === 0) throw error;
    app.log.error({ orderId }, 'paid offline-course order has no seat left; refund it');
    return 'seat_full';
  }
}

/**
 * The checks every channel's report goes through (security.md, payment callbacks): the order exists and
 * was sent to this channel, app and merchant ids match, the amount equals the order total, the trade
 * succeeded. Then settleOrder. Throws CallbackRejected for a report that must not be trusted.
 */
export async function applyTrade(
  app: FastifyInstance,
  providerName: ProviderName,
  trade: ChannelTrade,
): Promise<SettleOutcome | 'not_success'> {
  const provider = await getProvider(app, providerName);
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', trade.orderNo)
    .executeTakeFirst();
  if (!order) throw new CallbackRejected('unknown order');
  if (order.payment !== providerName) throw new CallbackRejected('order was not sent to this channel');
  if (provider.expected.appId && trade.appId !== provider.expected.appId)
    throw new CallbackRejected('app id mismatch');
  if (provider.expected.merchantId && trade.merchantId !== provider.expected.merchantId) {
    throw new CallbackRejected('merchant id mismatch');
  }
  if (!Number.isInteger(trade.totalFen) || trade.totalFen !== order.total_fen)
    throw new CallbackRejected('amount mismatch');
  if (!trade.success) return 'not_success';
  return settleOrder(app, order.id, trade.tradeNo);
}
