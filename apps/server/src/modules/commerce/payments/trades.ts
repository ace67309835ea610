import type { TPayMethod } from '@shuyuan/contract/payments';
import type { Kysely } from 'kysely';
import type { Database, OrderRow, PaymentRow } from '#core/db/schema';
import type { ChannelName, ChannelOrder } from '#providers/payment/index';

type Db = Kysely<Database>;

/*
 * One row of `payments` per method a member started for an order: one trade at the channel (decision 025).
 * WeChat refuses one out_trade_no under two trade types, so each method has its own number; starting the
 * same method again finds its row (the unique (order_id, provider, method)) and re-asks the channel with the
 * same parameters.
 */

/** Alipay allows letters, digits and `_` in out_trade_no; WeChat 32 characters: 26 + 3 fits both. */
const CODE: Record<string, string> = {
  'alipay:page': 'AP',
  'alipay:wap': 'AW',
  'wechat:native': 'WN',
  'wechat:h5': 'WH',
  'wechat:jsapi': 'WJ',
  'sandbox:cashier': 'SB',
};

export const outTradeNoOf = (orderNo: string, provider: ChannelName, method: TPayMethod) =>
  `${orderNo}_${CODE[`${provider}:${method}`] ?? 'XX'}`;

/** The trade of this order, channel and method; made on first use. */
export async function ensureTrade(
  db: Db,
  order: OrderRow,
  provider: ChannelName,
  method: TPayMethod,
  siteUrl: string,
): Promise<PaymentRow> {
  const now = Date.now();
  await db
    .insertInto('payments')
    .values({
      order_id: order.id,
      provider,
      method,
      out_trade_no: outTradeNoOf(order.order_no, provider, method),
      amount_fen: order.total_fen,
      status: 'open',
      site_url: siteUrl.slice(0, 255),
      paid_at: null,
      closed_at: null,
      queried_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['order_id', 'provider', 'method']).doNothing())
    .execute();
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('provider', '=', provider)
    .where('method', '=', method)
    .executeTakeFirstOrThrow();
}

/** What the channel is asked for: the order's amount, name and expiry under the trade's own number. */
export function channelOrderOf(order: OrderRow, trade: PaymentRow): ChannelOrder {
  return {
    outTradeNo: trade.out_trade_no,
    totalFen: trade.amount_fen,
    subject: order.goods_name,
    expiresAt: order.expires_at,
  };
}

export const notifyUrlOf = (siteUrl: string, provider: ChannelName) =>
  `${siteUrl}/payment/callback/${provider}`;

export function findTrade(db: Db, outTradeNo: string) {
  return db.selectFrom('payments').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
}

export function openTradesOf(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}
