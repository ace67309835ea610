import { beforeAll } from 'vitest';
import { sandboxSettings } from '#providers/payment/index';
import { sandboxNotification, sandboxPay } from '#providers/payment/sandbox';
import { createCourse, createMember, createRole } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import type { TestApp } from '#test/helpers/test-app';
import { ensureTrade } from '../payments/trades';

/** The cashier's base URL the order tests pass to createOrder. */
export const SITE = 'http://shop.test';

export interface OrderGoods {
  /** A paid course (99 yuan). */
  courseId: number;
  freeCourseId: number;
  /** A 30-day VIP membership (29 yuan) with two benefit rows. */
  roleId: number;
}

/**
 * The goods the order tests buy, on the sandbox channel with a credit reward per paid order. Call inside
 * forEachDatabase*: installs a beforeAll; `goods` is filled in by it.
 */
export function orderFixtures(t: TestApp) {
  const goods = {} as OrderGoods;

  beforeAll(async () => {
    await setAppConfig(t.db, 'payment.sandbox', { enabled: true });
    await setAppConfig(t.db, 'credit1.paid_order', 1);
    goods.courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
    goods.freeCourseId = (await createCourse(t.db, { charge_fen: 0, is_free: 1 })).id;
    goods.roleId = (
      await createRole(t.db, { charge_fen: 2900, expire_days: 30, description: '全站课程免费看\n专属客服' })
    ).id;
  });

  /** A new member's id. */
  const member = async () => (await createMember(t.db)).id;

  /** A new site promo code (10 yuan off, unlimited, always valid unless overridden); returns the code. */
  const promo = async (over: Record<string, unknown> = {}) => {
    const now = Date.now();
    const code = `P${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await t.db
      .insertInto('promo_codes')
      .values({
        code,
        discount_fen: 1000,
        use_times: 0,
        started_at: null,
        expired_at: null,
        deleted_at: null,
        created_at: now,
        updated_at: now,
        ...over,
      })
      .execute();
    return code;
  };

  return { goods, member, promo };
}

/**
 * Pays an order as the sandbox cashier's 支付 does: its trade at the sandbox channel, then the signed
 * notification to the callback route. With `late`, the notification is sent even when the trade was closed
 * (a payment that arrives after the order was cancelled). Answers the callback's HTTP answer.
 */
export async function payBySandbox(t: TestApp, orderNo: string, options: { late?: boolean } = {}) {
  const order = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  const trade = await ensureTrade(t.db, order, 'sandbox', 'cashier', SITE);
  const settings = sandboxSettings(t.app);
  const paid =
    (await sandboxPay(settings, t.app.store, trade.out_trade_no, trade.amount_fen)) ??
    (options.late
      ? sandboxNotification(settings, {
          outTradeNo: trade.out_trade_no,
          totalFen: trade.amount_fen,
          tradeNo: `SB${trade.out_trade_no}`,
        })
      : null);
  if (!paid) throw new Error('the sandbox trade is closed');
  return t.inject({
    method: 'POST',
    url: '/payment/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': paid.signature },
    payload: paid.body,
  });
}
