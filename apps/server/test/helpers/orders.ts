import type { Kysely } from 'kysely';
import type { Database } from '../../src/core/db/schema';
import { newOrderNo, newPaySign } from '../../src/modules/commerce/order-no';

/** An order row as createOrder leaves it (unpaid, sandbox, 15 minutes to pay), for tests that start processes. */
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
): Promise<{ id: number; order_no: string; user_id: number; total_fen: number; goods_type: string }> {
  const now = Date.now();
  const row = await db
    .insertInto('orders')
    .values({
      order_no: newOrderNo(),
      pay_sign: newPaySign(),
      goods_name: `${order.goods_type} ${order.goods_id}`,
      charge_fen: order.total_fen,
      status: 1,
      payment: 'sandbox',
      expires_at: now + 15 * 60_000,
      paid_at: null,
      cancelled_at: null,
      refunded_at: null,
      created_at: now,
      updated_at: now,
      ...order,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  return { ...row, user_id: order.user_id, total_fen: order.total_fen, goods_type: order.goods_type };
}
