import { describe, expect, it } from 'vitest';
import { canSeeCourse } from '#modules/catalogue';
import { createCourse, DAY_MS } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { readRow, readRows } from '#test/helpers/rows';
import { readSeats } from '#test/helpers/seats';
import { forEachDatabase } from '#test/helpers/test-app';
import { confirmHandPay, refundOrder } from './admin';
import { cancelExpiredOrders, runExpirySweep } from './expiry';
import { startOrderPayment } from './payments/start';
import { orderStatus } from './status';
import { createUpcomingActivate, orderFixtures, payBySandbox, SITE } from './testing/order-fixtures';

/* What becomes of an order: expiry, delivery (VIP, a seat), refunds, hand pay, a seat that filled up meanwhile. */

forEachDatabase((t) => {
  const { goods, member, promo, placeOrder } = orderFixtures(t);

  describe('expiry', () => {
    it('cancels unpaid orders after 15 minutes once, even with two sweepers, and gives the promo use back', async () => {
      const { courseId } = goods;
      const uid = await member();
      const code = await promo({ use_times: 1 });
      const res = await placeOrder(uid, 'COURSE', courseId, code);
      expect(await cancelExpiredOrders(t.app, Date.now())).toBe(0);
      const later = Date.now() + 15 * 60_000 + 1;
      const [a, b] = await Promise.all([
        cancelExpiredOrders(t.app, later),
        cancelExpiredOrders(t.app, later),
      ]);
      const row = await readRow(t.db, 'orders', { order_no: res.order_no });
      expect(row.status).toBe(7);
      expect(a + b).toBeGreaterThanOrEqual(1);
      const promoRow = await readRow(t.db, 'promo_codes', { code });
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
      const { courseId, roleId } = goods;
      const uid = await member();
      for (let i = 0; i < 2; i++) {
        const code = await promo({ discount_fen: 2900 });
        const res = await placeOrder(uid, 'ROLE', roleId, code);
        expect(res.is_paid).toBe(true);
      }
      const user = await readRow(t.db, 'users', { id: uid });
      expect(user.role_id).toBe(roleId);
      const days = (Number(user.role_expired_at) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(59.9);
      expect(days).toBeLessThanOrEqual(60);
      const vipFree = await createCourse(t.db, { charge_fen: 9900, is_vip_free: 1 });
      expect(await canSeeCourse(t.db, uid, { id: vipFree.id, is_free: 0, is_vip_free: 1 })).toBe(true);
      expect(await canSeeCourse(t.db, uid, { id: courseId, is_free: 0, is_vip_free: 0 })).toBe(false);
    });

    it('enrols a paid offline course with a seat', async () => {
      const activate = await createUpcomingActivate(t, 5000, 2);
      const uid = await member();
      const code = await promo({ discount_fen: 5000 });
      const res = await placeOrder(uid, 'ACTIVATE', activate.id, code);
      expect(res.is_paid).toBe(true);
      const { enrolled_count, seats } = await readSeats(t.db, activate.id);
      expect(seats).toMatchObject([{ user_id: uid, source: 'order' }]);
      expect(enrolled_count).toBe(1);
      await expect(placeOrder(uid, 'ACTIVATE', activate.id)).rejects.toThrow('您已报名');
    });

    it('refunds a paid order once and takes the course back', async () => {
      const { courseId } = goods;
      const uid = await member();
      const code = await promo({ discount_fen: 9900 });
      const res = await placeOrder(uid, 'COURSE', courseId, code);
      const order = await readRow(t.db, 'orders', { order_no: res.order_no });
      const by = { adminId: 1, note: '测试退款' };
      expect(await refundOrder(t.app, order.id, by)).toEqual({ order_no: res.order_no, refunded: true });
      await expect(refundOrder(t.app, order.id, by)).rejects.toThrow('订单未支付或已退款');
      const owned = await readRows(t.db, 'user_courses', { user_id: uid });
      expect(owned).toHaveLength(0);
    });
  });

  describe('hand pay and full offline courses', () => {
    it('waits for an admin to confirm a hand-pay order; the cashier shows the transfer text', async () => {
      const { courseId } = goods;
      await setAppConfig(t.db, 'payment.sandbox', { enabled: false });
      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账至测试账户' });
      try {
        const uid = await member();
        const res = await placeOrder(uid, 'COURSE', courseId);
        const created = await readRow(t.db, 'orders', { order_no: res.order_no });
        // The only method: the cashier shows the transfer text at once.
        const page = await t.inject(`/payment/index?sign=${encodeURIComponent(String(res.sign))}`);
        expect(page.body).toContain('请转账至测试账户');
        expect(page.body).not.toContain('>支付</button>');
        const action = await startOrderPayment(t.app, {
          order: created,
          channel: 'handpay',
          scene: 'pc',
          returnUrl: '',
          clientIp: '127.0.0.1',
          siteUrl: SITE,
        });
        expect(action).toEqual({ type: 'transfer', text: '请转账至测试账户' });
        const order = await readRow(t.db, 'orders', { order_no: res.order_no });
        expect(order).toMatchObject({ payment: 'handpay', payment_method: 'transfer' });
        expect(order.expires_at - order.created_at).toBe(7 * DAY_MS);
        expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 5 });
        expect(await confirmHandPay(t.app, order.id)).toBe('paid');
        expect(await confirmHandPay(t.app, order.id)).toBe('already');
        const owned = await readRows(t.db, 'user_courses', { user_id: uid });
        expect(owned).toHaveLength(1);
      } finally {
        await setAppConfig(t.db, 'payment.handpay', { enabled: false });
        await setAppConfig(t.db, 'payment.sandbox', { enabled: true });
      }
    });

    it('refunds a payment for an offline course that filled up meanwhile, never passing the quota', async () => {
      const activate = await createUpcomingActivate(t, 3000, 1);
      const [a, b] = [await member(), await member()];
      const first = await placeOrder(a, 'ACTIVATE', activate.id);
      const second = await placeOrder(b, 'ACTIVATE', activate.id);
      const answers = await Promise.all([payBySandbox(t, first.order_no), payBySandbox(t, second.order_no)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const { enrolled_count, seats } = await readSeats(t.db, activate.id);
      expect(enrolled_count).toBe(1);
      expect(seats).toHaveLength(1);
      // The member who came second paid for no seat: the order is cancelled and the money goes back.
      const orders = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', 'in', [first.order_no, second.order_no])
        .execute();
      expect(orders.map((o) => o.status).sort()).toEqual([7, 9]);
      const cancelled = orders.find((o) => o.status === 7);
      const refunds = await readRows(t.db, 'payment_refunds', { order_id: cancelled?.id ?? 0 });
      expect(refunds).toMatchObject([{ reason: 'seat_full', status: 'success', amount_fen: 3000 }]);
    });
  });
});
