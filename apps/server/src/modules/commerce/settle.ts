import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import type { Database, OrderRow } from '#core/db/schema';
import { AppError } from '#core/errors';
import { deliverOrder, GOODS_MESSAGES, NotDeliverable } from './goods/index';

type Db = Kysely<Database>;

/** Orders a payment may settle: unpaid or paying. A cancelled order never is (decision 025: refunded). */
export const OPEN_STATUSES = [ORDER_STATUS.unpaid, ORDER_STATUS.paying];

export async function paidOrderRate(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', 'credit1.paid_order')
    .executeTakeFirst();
  let rate = 0;
  try {
    rate = row ? Number(JSON.parse(row.value)) : 0;
  } catch {
    rate = 0;
  }
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

/** floor(rate × yuan) credit1, once per order (unique_key `order:<id>`), with its record and notification. */
async function rewardCredit(trx: Db, order: OrderRow, rate: number, now: number): Promise<number> {
  const sum = Math.floor((rate * order.total_fen) / 100);
  if (sum <= 0) return 0;
  const remark = msg('order.paidReward', { sum });
  const granted = await grantCredit(
    trx,
    { userId: order.user_id, sum, remark, uniqueKey: `order:${order.id}` },
    now,
  );
  return granted ? sum : 0;
}

export interface PaidBy {
  tradeNo: string;
  /** The channel and method that paid ('' for a 0-yuan order). */
  payment?: string;
  method?: string;
  rate: number;
  now: number;
}

/**
 * unpaid|paying → paid with delivery, the credit reward and the notification, inside the caller's
 * transaction. The conditional update is the guard: of any number of reports racing, one sees its row
 * updated. 'not_open' when the order can no longer take a payment (cancelled, or paid already). Throws
 * NotDeliverable (rolling the transaction back) when the goods cannot be delivered.
 */
export async function settleOrderIn(trx: Db, orderId: number, by: PaidBy): Promise<'paid' | 'not_open'> {
  const won = await trx
    .updateTable('orders')
    .set({
      status: ORDER_STATUS.paid,
      paid_at: by.now,
      trade_no: by.tradeNo,
      delivery: 'done',
      updated_at: by.now,
      ...(by.payment ? { payment: by.payment, payment_method: by.method ?? '' } : {}),
    })
    .where('id', '=', orderId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) === 0) return 'not_open';
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await deliverOrder(trx, order, by.now);
  const credit = await rewardCredit(trx, order, by.rate, by.now);
  if (credit)
    await trx.updateTable('orders').set({ credit1_reward: credit }).where('id', '=', orderId).execute();
  await notify(
    trx,
    order.user_id,
    { type: 'order', message: msg('order.paidNotice', { orderNo: order.order_no }) },
    by.now,
  );
  return 'paid';
}

/**
 * Settles an order without a channel trade, in its own transaction: a 0-yuan order, or hand pay an
 * administrator confirmed. 'already' when it was settled (or cancelled) before.
 */
export async function settleOrder(
  db: Kysely<Database>,
  orderId: number,
  tradeNo: string,
): Promise<'paid' | 'already'> {
  const now = Date.now();
  const rate = await paidOrderRate(db);
  try {
    const outcome = await db
      .transaction()
      .execute((trx) => settleOrderIn(trx, orderId, { tradeNo, rate, now }));
    return outcome === 'paid' ? 'paid' : 'already';
  } catch (error) {
    if (!(error instanceof NotDeliverable)) throw error;
    throw new AppError(error.reason === 'seat_full' ? GOODS_MESSAGES.full : GOODS_MESSAGES.owned);
  }
}
