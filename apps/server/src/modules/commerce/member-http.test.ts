import { beforeAll, expect, it } from 'vitest';
import { createCourse, createPromoCode } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/** The member calls over HTTP with real tokens: buy, pay at the sandbox cashier, poll, list; IDOR probes. */
forEachDatabase((t) => {
  let courseId: number;

  beforeAll(async () => {
    await setAppConfig(t.db, 'payment.sandbox', { enabled: true });
    await setAppConfig(t.db, 'credit1.paid_order', 1);
    courseId = (await createCourse(t.db, { charge_fen: 4990 })).id;
  });

  it('buys a course, pays at the cashier, sees it paid and listed; others see nothing', async () => {
    const buyer = await createMemberWithToken(t);
    const probe = await createMemberWithToken(t);
    const created = await t.post(
      '/api/v3/order',
      { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
      buyer.headers,
    );
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ total: 49.9, discount: 0, is_paid: false });
    const no = created.data.order_no as string;
    expect((await t.get(`/api/v2/order/status?order_id=${no}`, buyer.headers)).data).toEqual({ status: 5 });
    expect((await t.get(`/api/v2/order/status?order_id=${no}`, probe.headers)).code).toBe(404);
    expect((await t.get('/api/v2/order/status', buyer.headers)).message).toBe('参数错误');

    const sign = new URL(created.data.pay_url).searchParams.get('sign') ?? '';
    const paid = await t.inject({
      method: 'POST',
      url: '/payment/sandbox/pay',
      payload: `sign=${encodeURIComponent(sign)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('支付成功');
    expect((await t.get(`/api/v2/order/status?order_id=${no}`, buyer.headers)).data).toEqual({ status: 9 });

    const mine = await t.get('/api/v2/member/orders', buyer.headers);
    expect(mine.data.total).toBe(1);
    expect(mine.data.data[0]).toMatchObject({ order_id: no, status: 9, status_text: '已支付', charge: 49.9 });
    expect((await t.get('/api/v2/member/orders', probe.headers)).data).toEqual({
      data: [],
      total: 0,
      current_page: 1,
      per_page: 10,
      last_page: 1,
    });

    const again = await t.post(
      '/api/v3/order',
      { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
      buyer.headers,
    );
    expect(again.message).toBe('您已购买此课程，无需重复购买');
  });

  it('checks promo codes for the member', async () => {
    const m = await createMemberWithToken(t);
    const now = Date.now();
    await createPromoCode(t.db, { code: `HTTP${now}`, discount_fen: 500, user_id: m.user.id });
    const own = await t.get(`/api/v2/promoCode/HTTP${now}/check`, m.headers);
    expect(own.data).toMatchObject({
      can_use: 0,
      promo_code: { code: `HTTP${now}`, invited_user_reward: 5 },
    });
    const other = await createMemberWithToken(t);
    expect((await t.get(`/api/v2/promoCode/HTTP${now}/check`, other.headers)).data.can_use).toBe(1);
    expect((await t.get('/api/v2/promoCode/NOPE/check', other.headers)).data).toEqual({
      can_use: 0,
      promo_code: [],
    });
  });
});
