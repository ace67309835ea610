import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createOrderRow, createRole } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';

const API = '/backend/api/v1';

/** An unpaid hand-pay order for a course, as the storefront leaves it when the member chose a transfer. */
async function handPayOrder(t: TestApp, userId: number, courseId: number) {
  const now = Date.now();
  return createOrderRow(t.db, {
    order_no: `${now}${randomBytes(4).toString('hex')}`,
    pay_sign: randomBytes(16).toString('hex'),
    user_id: userId,
    goods_id: courseId,
    goods_name: '付费课',
    charge_fen: 9900,
    total_fen: 9900,
    status: 1,
    payment: 'handpay',
    expires_at: now + 86_400_000,
    paid_at: null,
  });
}

forEachDatabase((t) => {
  let finance: { id: number; token: string };
  let support: { id: number; token: string };
  let courseId = 0;
  const as = (who: { token: string }) => (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, who.token, body);

  beforeAll(async () => {
    finance = await adminOfRole(t, 'finance');
    support = await adminOfRole(t, 'support');
    courseId = (await createCourse(t.db, { title: '付费课', charge_fen: 9900, is_show: 1 })).id;
  });

  describe('orders', () => {
    it('confirms a hand-pay order, then refunds it: the member gains and loses the course, both audited', async () => {
      const member = await createMemberWithToken(t, { mobile: '13912345678' });
      const order = await handPayOrder(t, member.user.id, courseId);
      const isBuy = async () => (await t.get(`/api/v2/course/${courseId}`, member.headers)).data.is_buy;
      expect(await isBuy()).toBe(false);

      expect((await as(finance)('POST', `/orders/${order.id}/confirm-handpay`)).code).toBe(0);
      expect(await isBuy()).toBe(true);
      expect(await lastAudit(t, 'order.confirm_handpay')).toMatchObject({
        admin_id: finance.id,
        target: `order:${order.id}`,
        before: { status: 1, is_refund: 0 },
        after: { status: 9, is_refund: 0 },
      });

      const list = await as(support)('GET', `/orders?user_id=${member.user.id}`);
      expect(list.data.data[0]).toMatchObject({
        id: order.id,
        status: 9,
        total: 99,
        user_mobile: '139****5678',
      });
      expect(JSON.stringify(list.data)).not.toContain('13912345678');

      expect((await as(support)('POST', `/orders/${order.id}/refund`, {})).message).toBe('无权限');
      expect((await as(finance)('POST', `/orders/${order.id}/refund`, { reason: '学员申请' })).code).toBe(0);
      expect(await isBuy()).toBe(false);
      const log = await lastAudit(t, 'order.refund');
      expect(log).toMatchObject({ before: { is_refund: 0 }, after: { is_refund: 1, reason: '学员申请' } });

      expect(await as(finance)('POST', `/orders/${order.id}/refund`, {})).toMatchObject({
        code: 1,
        message: '订单未支付或已退款',
      });
      expect(await as(finance)('POST', `/orders/${order.id}/confirm-handpay`)).toMatchObject({
        code: 1,
        message: '订单已支付，无需确认',
      });
      const detail = await as(support)('GET', `/orders/${order.id}`);
      expect(detail.data).toMatchObject({ is_refund: true, payment: 'handpay', delivery: 'done' });
      expect((await as(support)('GET', '/orders/987654')).code).toBe(404);
    });

    it('filters by order number, status, refund state and time, without a server error on odd input', async () => {
      const member = await createMemberWithToken(t);
      const order = await handPayOrder(t, member.user.id, courseId);
      const get = as(support);
      expect(
        (await get('GET', `/orders?order_no=${order.order_no.slice(-8)}`)).data.data.map(
          (o: { id: number }) => o.id,
        ),
      ).toEqual([order.id]);
      expect((await get('GET', `/orders?status=1&user_id=${member.user.id}`)).data.total).toBe(1);
      expect((await get('GET', `/orders?status=9&user_id=${member.user.id}`)).data.total).toBe(0);
      expect(
        (await get('GET', `/orders?is_refund=0&from=${order.created_at}&to=${order.created_at + 1}`)).data
          .total,
      ).toBeGreaterThanOrEqual(1);
      expect((await get('GET', '/orders?goods_type=EVIL')).code).toBe(1);
      expect((await get('GET', '/orders?order_no=%00')).code).toBe(1);
      expect((await get('GET', '/orders?payment=x%27%20or%201=1')).code).toBe(1);
    });
  });

  describe('promo codes', () => {
    it('creates one, batch-generates unique ones, lists and deletes, all audited', async () => {
      const m = as(finance);
      const one = await m('POST', '/promo-codes', { code: 'SPRING2026', discount: 10.5, use_times: 100 });
      expect(one.code).toBe(0);
      expect(await lastAudit(t, 'promo_code.create')).toMatchObject({
        after: { code: 'SPRING2026', discount: 10.5 },
      });
      expect(await m('POST', '/promo-codes', { code: 'SPRING2026', discount: 1 })).toMatchObject({
        code: 1,
        message: '优惠码已存在',
      });

      const batch = await m('POST', '/promo-codes/batch', {
        prefix: 'VIP',
        count: 25,
        discount: 5,
        use_times: 1,
      });
      expect(batch.data.codes).toHaveLength(25);
      expect(new Set(batch.data.codes).size).toBe(25);
      for (const code of batch.data.codes) expect(code).toMatch(/^VIP[A-Z2-9]{10}$/);
      expect((await lastAudit(t, 'promo_code.batch'))?.after.codes).toEqual(batch.data.codes);
      const row = await t.db
        .selectFrom('promo_codes')
        .selectAll()
        .where('code', '=', batch.data.codes[0])
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ discount_fen: 500, use_times: 1, user_id: 0 });

      const list = await as(support)('GET', '/promo-codes?keywords=VIP&size=100');
      expect(list.data.total).toBe(25);
      expect((await as(support)('GET', `/promo-codes/${one.data.id}/uses`)).data).toEqual([]);

      expect((await m('DELETE', `/promo-codes/${one.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'promo_code.delete')).toMatchObject({
        before: { code: 'SPRING2026' },
        after: null,
      });
      expect((await m('DELETE', `/promo-codes/${one.data.id}`)).code).toBe(404);
    });

    it('refuses bad codes and rules with a message', async () => {
      const m = as(finance);
      expect(await m('POST', '/promo-codes', { code: 'ab cd', discount: 1 })).toMatchObject({
        code: 1,
        message: '优惠码只能包含字母、数字、_ -',
      });
      expect(await m('POST', '/promo-codes', { code: 'ABCD', discount: 0 })).toMatchObject({
        code: 1,
        message: '优惠金额须大于0',
      });
      expect(
        await m('POST', '/promo-codes', { code: 'ABCDE', discount: 1, started_at: 2000, expired_at: 1000 }),
      ).toMatchObject({ code: 1, message: '结束时间须晚于开始时间' });
      expect(await m('POST', '/promo-codes/batch', { count: 501, discount: 1 })).toMatchObject({
        code: 1,
        message: '单次最多生成500个',
      });
      expect(await m('POST', '/promo-codes/batch', { count: 2, discount: 1, prefix: '中文' })).toMatchObject({
        code: 1,
        message: '前缀只能包含字母和数字',
      });
    });
  });

  describe('VIP roles', () => {
    it('creates and edits a plan; the storefront list follows at once; audited', async () => {
      const m = as(finance);
      await t.get('/api/v2/roles');
      const created = await m('POST', '/roles', {
        name: '年度会员',
        charge: 199,
        expire_days: 365,
        description: '全部课程\n专属答疑',
        is_show: true,
      });
      expect(created.code).toBe(0);
      expect((await t.get('/api/v2/roles')).data.map((r: { name: string }) => r.name)).toContain('年度会员');
      expect(await lastAudit(t, 'role.create')).toMatchObject({ after: { name: '年度会员', charge: 199 } });

      const existing = await createRole(t.db, { name: '月度会员' });
      expect(
        (
          await m('PUT', `/roles/${existing.id}`, {
            name: '月卡',
            charge: 29.9,
            expire_days: 30,
            is_show: true,
          })
        ).code,
      ).toBe(0);
      expect(await lastAudit(t, 'role.update')).toMatchObject({
        before: { name: '月度会员' },
        after: { name: '月卡', charge: 29.9 },
      });
      expect((await as(support)('GET', '/roles')).data.map((r: { name: string }) => r.name)).toContain(
        '月卡',
      );
      expect(await m('POST', '/roles', { name: 'x', charge: 1, expire_days: 0 })).toMatchObject({
        code: 1,
        message: '有效天数至少1天',
      });
      expect((await m('PUT', '/roles/987654', { name: 'x', charge: 1, expire_days: 1 })).code).toBe(404);
    });
  });
});
