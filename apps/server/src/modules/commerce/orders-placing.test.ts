import { describe, expect, it } from 'vitest';
import { createUserCourse, DAY_MS } from '#seed/factories/index';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { createOrder, findOwnOrder, listOwnOrders } from './orders';
import { orderStatus } from './status';
import { orderFixtures, SITE } from './testing/order-fixtures';

/* Placing an order: the public roles and promo-code calls, pricing and refusals, promo rules, ownership. */

forEachDatabase((t) => {
  const { goods, member, promo, placeOrder } = orderFixtures(t);

  describe('roles and promo codes (public calls)', () => {
    it('lists visible roles with yuan prices and description rows', async () => {
      const { roleId } = goods;
      const res = await t.get('/api/v2/roles');
      expect(res.code).toBe(0);
      const role = res.data.find((r: { id: number }) => r.id === roleId);
      expect(role).toEqual({
        id: roleId,
        name: expect.any(String),
        charge: 29,
        expire_days: 30,
        desc_rows: ['全站课程免费看', '专属客服'],
      });
      expect((await t.get(`/api/v2/role/${roleId}`)).data.charge).toBe(29);
      expect((await t.get('/api/v2/role/999999')).code).toBe(404);
    });

    it('shows a promo code or []', async () => {
      const code = await promo({ discount_fen: 1250 });
      const res = await t.get(`/api/v2/promoCode/${code}`);
      expect(res.data).toMatchObject({ code, invited_user_reward: 12.5, expired_at: null });
      expect((await t.get('/api/v2/promoCode/NOPE-NOPE')).data).toEqual([]);
      const long = await t.get(`/api/v2/promoCode/${'A'.repeat(80)}`);
      expect([long.code, long.message]).toEqual([1, '参数错误']);
    });

    it('refuses member calls without a token', async () => {
      const { courseId } = goods;
      expect(
        (await t.post('/api/v3/order', { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 })).code,
      ).toBe(401);
      expect((await t.get('/api/v2/order/status?order_id=1')).code).toBe(401);
      expect((await t.get('/api/v2/member/orders')).code).toBe(401);
    });
  });

  describe('creating orders', () => {
    it('prices a course on the server and answers the cashier as pay_url, choosing no channel yet', async () => {
      const { courseId } = goods;
      const uid = await member();
      const res = await placeOrder(uid, 'COURSE', courseId);
      expect(res).toEqual({
        order_no: res.order_no,
        total: 99,
        discount: 0,
        is_paid: false,
        pay_url: res.pay_url,
        sign: res.sign,
      });
      expect(res.order_no).toMatch(/^\d{26}$/);
      expect(res.pay_url).toBe(`${SITE}/payment/index?sign=${encodeURIComponent(String(res.sign))}`);
      const row = await readRow(t.db, 'orders', { order_no: res.order_no });
      expect(row).toMatchObject({
        user_id: uid,
        total_fen: 9900,
        status: 5,
        payment: '',
        payment_method: '',
      });
      expect(row.expires_at - row.created_at).toBe(15 * 60_000);
    });

    it('refuses missing agreement, free courses, unknown goods and what the member owns', async () => {
      const { courseId, freeCourseId, roleId } = goods;
      const uid = await member();
      await expect(
        createOrder(t.app, uid, { goods_type: 'COURSE', goods_id: courseId }, SITE),
      ).rejects.toThrow('请同意付费内容购买协议');
      await expect(createOrder(t.app, uid, { goods_type: 'ROLE', goods_id: roleId }, SITE)).rejects.toThrow(
        '请同意会员服务协议',
      );
      await expect(placeOrder(uid, 'COURSE', freeCourseId)).rejects.toThrow('当前课程无法购买');
      await expect(placeOrder(uid, 'COURSE', 999999)).rejects.toMatchObject({ code: 404 });
      await createUserCourse(t.db, { user_id: uid, course_id: courseId });
      await expect(placeOrder(uid, 'COURSE', courseId)).rejects.toThrow('您已购买此课程，无需重复购买');
    });

    it('pays a 0-total order at once and delivers it', async () => {
      const { courseId } = goods;
      const uid = await member();
      const code = await promo({ discount_fen: 20000 });
      const res = await placeOrder(uid, 'COURSE', courseId, code);
      expect(res).toEqual({ order_no: expect.any(String), total: 0, discount: 99, is_paid: true });
      const owned = await readRows(t.db, 'user_courses', { user_id: uid });
      expect(owned).toHaveLength(1);
      expect(owned[0]).toMatchObject({ course_id: courseId, source: 'order', charge_fen: 0 });
    });
  });

  describe('promo codes', () => {
    it('applies the rules: own code, window, per-member once, use limit', async () => {
      const { courseId } = goods;
      const uid = await member();
      const own = await promo({ user_id: uid });
      await expect(placeOrder(uid, 'COURSE', courseId, own)).rejects.toThrow('此优惠码无效');
      const expired = await promo({ expired_at: Date.now() - 1000 });
      await expect(placeOrder(uid, 'COURSE', courseId, expired)).rejects.toThrow('此优惠码无效');
      const later = await promo({ started_at: Date.now() + DAY_MS });
      await expect(placeOrder(uid, 'COURSE', courseId, later)).rejects.toThrow('此优惠码无效');
      await expect(placeOrder(uid, 'COURSE', courseId, 'NO-SUCH-CODE')).rejects.toThrow('此优惠码无效');
      const good = await promo({ discount_fen: 1000 });
      const first = await placeOrder(uid, 'COURSE', courseId, good);
      expect(first).toMatchObject({ total: 89, discount: 10 });
      await expect(placeOrder(uid, 'COURSE', courseId, good)).rejects.toThrow('此优惠码无效');
    });

    it('gives the last use to exactly one of several concurrent orders', async () => {
      const { courseId } = goods;
      const code = await promo({ use_times: 1 });
      const members = await Promise.all([member(), member(), member(), member()]);
      const results = await Promise.allSettled(
        members.map((uid) => placeOrder(uid, 'COURSE', courseId, code)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected') expect(String(r.reason.message)).toBe('此优惠码无效');
      const row = await readRow(t.db, 'promo_codes', { code });
      expect(row.used_times).toBe(1);
      const uses = await t.db
        .selectFrom('promo_code_uses')
        .selectAll()
        .where('promo_code_id', '=', row.id)
        .execute();
      expect(uses).toHaveLength(1);
    });
  });

  describe('orders are the member’s own', () => {
    it('answers another member’s order as not found (status and list)', async () => {
      const { courseId } = goods;
      const owner = await member();
      const probe = await member();
      const res = await placeOrder(owner, 'COURSE', courseId);
      await expect(orderStatus(t.app, probe, res.order_no)).rejects.toMatchObject({ code: 404 });
      await expect(findOwnOrder(t.app, probe, res.order_no)).rejects.toMatchObject({ code: 404 });
      expect((await listOwnOrders(t.app, probe, {})).total).toBe(0);
      const mine = await listOwnOrders(t.app, owner, {});
      expect(mine.total).toBe(1);
      expect(mine.data[0]).toMatchObject({
        order_id: res.order_no,
        status: 5,
        status_text: '支付中',
        continue_pay: true,
        charge: 99,
      });
    });
  });
});
