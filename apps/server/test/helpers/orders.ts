import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { ensureTrade, newOrderNo, newPaySign } from '#modules/commerce';
import { notifySignContent, rsa2Sign } from '#providers/payment/testing/alipay-protocol';
import type { FakeAlipay } from '#providers/payment/testing/fake-alipay';
import { createOrderRow } from '#seed/factories/index';

/**
 * An order as a member leaves it after choosing a channel (unpaid, 15 minutes to pay, its trade at the sandbox
 * or at Alipay's page pay), for tests that start processes. `out_trade_no` is what the channel's callbacks name.
 */
export async function insertOrder(
  db: Kysely<Database>,
  order: {
    user_id: number;
    goods_type: 'COURSE' | 'ROLE' | 'ACTIVATE';
    goods_id: number;
    total_fen: number;
    expires_at?: number;
    promo_code_id?: number;
  },
  channel: 'sandbox' | 'alipay' = 'sandbox',
): Promise<{
  id: number;
  order_no: string;
  out_trade_no: string;
  user_id: number;
  total_fen: number;
  goods_type: string;
}> {
  const row = await createOrderRow(db, {
    order_no: newOrderNo(),
    pay_sign: newPaySign(),
    goods_name: `${order.goods_type} ${order.goods_id}`,
    charge_fen: order.total_fen,
    status: 1,
    payment: channel,
    payment_method: channel === 'alipay' ? 'page' : 'cashier',
    expires_at: Date.now() + 15 * 60_000,
    paid_at: null,
    ...order,
  });
  const trade = await ensureTrade(
    db,
    row,
    channel,
    channel === 'alipay' ? 'page' : 'cashier',
    'http://127.0.0.1',
  );
  return {
    id: row.id,
    order_no: row.order_no,
    out_trade_no: trade.out_trade_no,
    user_id: order.user_id,
    total_fen: order.total_fen,
    goods_type: order.goods_type,
  };
}

/**
 * Alipay's notification that a trade was paid, signed with the fake Alipay's key by its own signing code
 * (for trades the fake never opened a cashier for: orders inserted by the test).
 */
export function alipayPaidNotification(fake: FakeAlipay, trade: { out_trade_no: string; total_fen: number }) {
  const params: Record<string, string> = {
    notify_type: 'trade_status_sync',
    notify_id: `N${trade.out_trade_no}`,
    notify_time: '2026-11-26 12:00:00',
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    app_id: fake.settings.appId,
    seller_id: fake.settings.sellerId,
    out_trade_no: trade.out_trade_no,
    trade_no: `2026${trade.out_trade_no.replace(/\D/g, '').slice(-16)}`,
    trade_status: 'TRADE_SUCCESS',
    total_amount: `${Math.trunc(trade.total_fen / 100)}.${String(trade.total_fen % 100).padStart(2, '0')}`,
  };
  params.sign = rsa2Sign(fake.keys.alipay.privateKey, notifySignContent(params));
  return new URLSearchParams(params).toString();
}
