import { beforeAll } from 'vitest';
import { sandboxSettings } from '#providers/payment/index';
import { sandboxNotification, sandboxPay } from '#providers/payment/sandbox';
import {
  createActivate,
  createCourse,
  createMember,
  createPromoCode,
  createRole,
  DAY_MS,
} from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { readRow } from '#test/helpers/rows';
import type { TestApp } from '#test/helpers/test-app';
import type { TGoodsType } from '../goods/index';
import { createOrder } from '../orders';
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
  const promo = async (over: Parameters<typeof createPromoCode>[1] = {}) => {
    const code = `P${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    return (await createPromoCode(t.db, { code, ...over })).code;
  };

  /** The member orders goods, agreeing to the terms, with a promo code when given. */
  const placeOrder = (uid: number, goods_type: TGoodsType, goods_id: number, promo_code?: string) =>
    createOrder(
      t.app,
      uid,
      { goods_type, goods_id, ...(promo_code === undefined ? {} : { promo_code }), agree_protocol: 1 },
      SITE,
    );

  return { goods, member, promo, placeOrder };
}

/** A paid offline course whose enrolment is open: it closes in a day, starts in two, ends in three. */
export function createUpcomingActivate(t: TestApp, charge_fen: number, quota: number) {
  const now = Date.now();
  return createActivate(t.db, {
    charge_fen,
    quota,
    enroll_ended_at: now + DAY_MS,
    started_at: now + 2 * DAY_MS,
    ended_at: now + 3 * DAY_MS,
  });
}

/**
 * Pays an order as the sandbox cashier's 支付 does: its trade at the sandbox channel, then the signed
 * notification to the callback route. With `late`, the notification is sent even when the trade was closed
 * (a payment that arrives after the order was cancelled). Answers the callback's HTTP answer.
 */
export async function payBySandbox(t: TestApp, orderNo: string, options: { late?: boolean } = {}) {
  const order = await readRow(t.db, 'orders', { order_no: orderNo });
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
