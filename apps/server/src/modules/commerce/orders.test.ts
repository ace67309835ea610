import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers/test-app';
import { createActivate, createCourse, createMember, createRole, DAY_MS } from '../../seed/factories';
import { canSeeCourse } from '../catalogue/access';
import { confirmHandPay, refundOrder } from './admin';
import { cancelExpiredOrders, runExpirySweep } from './expiry';
import { createOrder, findOwnOrder, listOwnOrders } from './orders';
import { settleOrder } from './settle';
import { orderStatus } from './status';
import { setConfig } from './testing/channels';

const SITE = 'http://shop.test';

forEachDatabase((t) => {
  let courseId: number;
  let freeCourseId: number;
  let roleId: number;

  beforeAll(async () => {
    await setConfig(t.db, 'payment.provider', 'sandbox');
    await setConfig(t.db, 'credit1.paid_order', 1);
    courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
    freeCourseId = (await createCourse(t.db, { charge_fen: 0, is_free: 1 })).id;
    roleId = (
      await createRole(t.db, { charge_fen: 2900, expire_days: 30, description: '全站课程免费看\n专属客服' })
    ).id;
  });

  const member = async () => (await createMember(t.db)).id;
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

  describe('roles and promo codes (public calls)', () => {
    it('lists visible roles with yuan prices and description rows', async () => {
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
      expect(
        (await t.post('/api/v3/order', { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 })).code,
      ).toBe(401);
      expect((await t.get('/api/v2/order/status?order_id=1')).code).toBe(401);
      expect((await t.get('/api/v2/member/orders')).code).toBe(401);
    });
  });

  describe('creating orders', () => {
    it('prices a course on the server and answers a sandbox pay_url', async () => {
      const uid = await member();
      const res = await createOrder(
        t.app,
        uid,
        { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
        SITE,
      );
      expect(res).toMatchObject({ total: 99, discount: 0, is_paid: false, payment: 'sandbox' });
      expect(res.order_no).toMatch(/^\d{26}$/);
      expect(res.pay_url).toBe(`${SITE}/payment/index?sign=${encodeURIComponent(String(res.sign))}`);
      const row = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.order_no)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: uid, total_fen: 9900, status: 1, payment: 'sandbox' });
      expect(row.expires_at - row.created_at).toBe(15 * 60_000);
    });

    it('refuses missing agreement, free courses, unknown goods and what the member owns', async () => {
      const uid = await member();
      await expect(
        createOrder(t.app, uid, { goods_type: 'COURSE', goods_id: courseId }, SITE),
      ).rejects.toThrow('请同意付费内容购买协议');
      await expect(createOrder(t.app, uid, { goods_type: 'ROLE', goods_id: roleId }, SITE)).rejects.toThrow(
        '请同意会员服务协议',
      );
      await expect(
        createOrder(t.app, uid, { goods_type: 'COURSE', goods_id: freeCourseId, agree_protocol: 1 }, SITE),
      ).rejects.toThrow('当前课程无法购买');
      await expect(
        createOrder(t.app, uid, { goods_type: 'COURSE', goods_id: 999999, agree_protocol: 1 }, SITE),
      ).rejects.toMatchObject({ code: 404 });
      const now = Date.now();
      await t.db
        .insertInto('user_courses')
        .values({ user_id: uid, course_id: courseId, source: 'admin', created_at: now, updated_at: now })
        .execute();
      await expect(
        createOrder(t.app, uid, { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 }, SITE),
      ).rejects.toThrow('您已购买此课程，无需重复购买');
    });

    it('pays a 0-total order at once and delivers it', async () => {
      const uid = await member();
      const code = await promo({ discount_fen: 20000 });
      const res = await createOrder(
        t.app,
        uid,
        { goods_type: 'COURSE', goods_id: courseId, promo_code: code, agree_protocol: 1 },
        SITE,
      );
      expect(res).toEqual({ order_no: expect.any(String), total: 0, discount: 99, is_paid: true });
      const owned = await t.db.selectFrom('user_courses').selectAll().where('user_id', '=', uid).execute();
      expect(owned).toHaveLength(1);
      expect(owned[0]).toMatchObject({ course_id: courseId, source: 'order', charge_fen: 0 });
    });
  });

  describe('promo codes', () => {
    it('applies the rules: own code, window, per-member once, use limit', async () => {
      const uid = await member();
      const input = (promo_code: string) => ({
        goods_type: 'COURSE' as const,
        goods_id: courseId,
        promo_code,
        agree_protocol: 1,
      });
      const own = await promo({ user_id: uid });
      await expect(createOrder(t.app, uid, input(own), SITE)).rejects.toThrow('此优惠码无效');
      const expired = await promo({ expired_at: Date.now() - 1000 });
      await expect(createOrder(t.app, uid, input(expired), SITE)).rejects.toThrow('此优惠码无效');
      const later = await promo({ started_at: Date.now() + DAY_MS });
      await expect(createOrder(t.app, uid, input(later), SITE)).rejects.toThrow('此优惠码无效');
      await expect(createOrder(t.app, uid, input('NO-SUCH-CODE'), SITE)).rejects.toThrow('此优惠码无效');
      const good = await promo({ discount_fen: 1000 });
      const first = await createOrder(t.app, uid, input(good), SITE);
      expect(first).toMatchObject({ total: 89, discount: 10 });
      await expect(createOrder(t.app, uid, input(good), SITE)).rejects.toThrow('此优惠码无效');
    });

    it('gives the last use to exactly one of several concurrent orders', async () => {
      const code = await promo({ use_times: 1 });
      const members = await Promise.all([member(), member(), member(), member()]);
      const results = await Promise.allSettled(
        members.map((uid) =>
          createOrder(
            t.app,
            uid,
            { goods_type: 'COURSE', goods_id: courseId, promo_code: code, agree_protocol: 1 },
            SITE,
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected') expect(String(r.reason.message)).toBe('此优惠码无效');
      const row = await t.db
        .selectFrom('promo_codes')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
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
      const owner = await member();
      const probe = await member();
      const res = await createOrder(
        t.app,
        owner,
        { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
        SITE,
      );
      await expect(orderStatus(t.app, probe, res.order_no)).rejects.toMatchObject({ code: 404 });
      await expect(findOwnOrder(t.app, probe, res.order_no)).rejects.toMatchObject({ code: 404 });
      expect((await listOwnOrders(t.app, probe, {})).total).toBe(0);
      const mine = await listOwnOrders(t.app, owner, {});
      expect(mine.total).toBe(1);
      expect(mine.data[0]).toMatchObject({
        order_id: res.order_no,
        status: 1,
        status_text: '未支付',
        continue_pay: true,
        charge: 99,
      });
    });
  });

  describe('expiry', () => {
    it('cancels unpaid orders after 15 minutes once, even with two sweepers, and gives the promo use back', async () => {
      const uid = await member();
      const code = await promo({ use_times: 1 });
      const res = await createOrder(
        t.app,
        uid,
        { goods_type: 'COURSE', goods_id: courseId, promo_code: code, agree_protocol: 1 },
        SITE,
      );
      expect(await cancelExpiredOrders(t.app, Date.now())).toBe(0);
      const later = Date.now() + 15 * 60_000 + 1;
      const [a, b] = await Promise.all([
        cancelExpiredOrders(t.app, later),
        cancelExpiredOrders(t.app, later),
      ]);
      const row = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.order_no)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(7);
      expect(a + b).toBeGreaterThanOrEqual(1);
      const promoRow = await t.db
        .selectFrom('promo_codes')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(promoRow.used_times).toBe(0);
      expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 7 });
    });

    it('sweeps once per interval however many processes try (a lock in the shared store)', async () => {
      const runs = await Promise.all([runExpirySweep(t.app), runExpirySweep(t.app), runExpirySweep(t.app)]);
      expect(runs.filter((cancelled) => cancelled !== null)).toHaveLength(1);
      expect(await runExpirySweep(t.app)).toBeNull();
    });
  });

  describe('VIP, offline courses and refunds', () => {
    it('extends a VIP membership on a repeat purchase', async () => {
      const uid = await member();
      for (let i = 0; i < 2; i++) {
        const code = await promo({ discount_fen: 2900 });
        const res = await createOrder(
          t.app,
          uid,
          { goods_type: 'ROLE', goods_id: roleId, promo_code: code, agree_protocol: 1 },
          SITE,
        );
        expect(res.is_paid).toBe(true);
      }
      const user = await t.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
      expect(user.role_id).toBe(roleId);
      const days = (Number(user.role_expired_at) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(59.9);
      expect(days).toBeLessThanOrEqual(60);
      const vipFree = await createCourse(t.db, { charge_fen: 9900, is_vip_free: 1 });
      expect(await canSeeCourse(t.db, uid, { id: vipFree.id, is_free: 0, is_vip_free: 1 })).toBe(true);
      expect(await canSeeCourse(t.db, uid, { id: courseId, is_free: 0, is_vip_free: 0 })).toBe(false);
    });

    it('enrols a paid offline course with a seat', async () => {
      const now = Date.now();
      const activate = await createActivate(t.db, {
        charge_fen: 5000,
        quota: 2,
        enroll_ended_at: now + DAY_MS,
        started_at: now + 2 * DAY_MS,
        ended_at: now + 3 * DAY_MS,
      });
      const uid = await member();
      const code = await promo({ discount_fen: 5000 });
      const res = await createOrder(
        t.app,
        uid,
        { goods_type: 'ACTIVATE', goods_id: activate.id, promo_code: code, agree_protocol: 1 },
        SITE,
      );
      expect(res.is_paid).toBe(true);
      const seat = await t.db
        .selectFrom('activate_users')
        .selectAll()
        .where('activate_id', '=', activate.id)
        .execute();
      expect(seat).toMatchObject([{ user_id: uid, source: 'order' }]);
      const row = await t.db
        .selectFrom('activates')
        .select('enrolled_count')
        .where('id', '=', activate.id)
        .executeTakeFirstOrThrow();
      expect(row.enrolled_count).toBe(1);
      await expect(
        createOrder(t.app, uid, { goods_type: 'ACTIVATE', goods_id: activate.id, agree_protocol: 1 }, SITE),
      ).rejects.toThrow('您已报名');
    });

    it('refunds a paid order once and takes the course back', async () => {
      const uid = await member();
      const code = await promo({ discount_fen: 9900 });
      const res = await createOrder(
        t.app,
        uid,
        { goods_type: 'COURSE', goods_id: courseId, promo_code: code, agree_protocol: 1 },
        SITE,
      );
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.order_no)
        .executeTakeFirstOrThrow();
      expect(await refundOrder(t.app, order.id)).toEqual({ order_no: res.order_no, refunded: true });
      await expect(refundOrder(t.app, order.id)).rejects.toThrow('订单未支付或已退款');
      const owned = await t.db.selectFrom('user_courses').selectAll().where('user_id', '=', uid).execute();
      expect(owned).toHaveLength(0);
    });
  });
  describe('hand pay and full offline courses', () => {
    it('waits for an admin to confirm a hand-pay order; the cashier shows the transfer text', async () => {
      await setConfig(t.db, 'payment.provider', 'handpay');
      await setConfig(t.db, 'payment.handpay', { text: '请转账至测试账户' });
      try {
        const uid = await member();
        const res = await createOrder(
          t.app,
          uid,
          { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
          SITE,
        );
        expect(res.payment).toBe('handpay');
        const page = await t.inject(`/payment/index?sign=${encodeURIComponent(String(res.sign))}`);
        expect(page.body).toContain('请转账至测试账户');
        expect(page.body).not.toContain('>支付</button>');
        const order = await t.db
          .selectFrom('orders')
          .selectAll()
          .where('order_no', '=', res.order_no)
          .executeTakeFirstOrThrow();
        expect(order.expires_at - order.created_at).toBe(7 * DAY_MS);
        expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 1 });
        expect(await confirmHandPay(t.app, order.id)).toBe('paid');
        expect(await confirmHandPay(t.app, order.id)).toBe('already');
        const owned = await t.db.selectFrom('user_courses').selectAll().where('user_id', '=', uid).execute();
        expect(owned).toHaveLength(1);
      } finally {
        await setConfig(t.db, 'payment.provider', 'sandbox');
      }
    });

    it('books a payment for an offline course that filled up meanwhile without passing the quota', async () => {
      const now = Date.now();
      const activate = await createActivate(t.db, {
        charge_fen: 3000,
        quota: 1,
        enroll_ended_at: now + DAY_MS,
        started_at: now + 2 * DAY_MS,
        ended_at: now + 3 * DAY_MS,
      });
      const [a, b] = [await member(), await member()];
      const first = await createOrder(
        t.app,
        a,
        { goods_type: 'ACTIVATE', goods_id: activate.id, agree_protocol: 1 },
        SITE,
      );
      const second = await createOrder(
        t.app,
        b,
        { goods_type: 'ACTIVATE', goods_id: activate.id, agree_protocol: 1 },
        SITE,
      );
      const id = async (no: string) =>
        (await t.db.selectFrom('orders').select('id').where('order_no', '=', no).executeTakeFirstOrThrow())
          .id;
      const outcomes = await Promise.all([
        settleOrder(t.app, await id(first.order_no), 't1'),
        settleOrder(t.app, await id(second.order_no), 't2'),
      ]);
      expect(outcomes.sort()).toEqual(['paid', 'seat_full']);
      const row = await t.db
        .selectFrom('activates')
        .select(['enrolled_count', 'quota'])
        .where('id', '=', activate.id)
        .executeTakeFirstOrThrow();
      expect(row.enrolled_count).toBe(1);
      const seats = await t.db
        .selectFrom('activate_users')
        .selectAll()
        .where('activate_id', '=', activate.id)
        .execute();
      expect(seats).toHaveLength(1);
      const full = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('delivery', '=', 'seat_full')
        .where('goods_id', '=', activate.id)
        .execute();
      expect(full).toHaveLength(1);
      expect(full[0].status).toBe(9);
    });
  });
});
