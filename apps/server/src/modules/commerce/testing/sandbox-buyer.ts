import { beforeAll, beforeEach, expect } from 'vitest';
import { createCourse } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import type { MemberWithToken } from '#test/helpers/member';
import type { TestApp } from '#test/helpers/test-app';

/**
 * The payment tests on the sandbox channel: a 99-yuan course, credit1 per paid yuan, the sandbox on and hand
 * pay off before each test. Call inside forEachDatabase; `buy` orders the course as a member over HTTP.
 */
export function sandboxBuyer(t: TestApp) {
  let courseId = 0;
  beforeAll(async () => {
    await setAppConfig(t.db, 'credit1.paid_order', 1);
    courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
  });
  beforeEach(async () => {
    await setAppConfig(t.db, 'payment.sandbox', { enabled: true });
    await setAppConfig(t.db, 'payment.handpay', { enabled: false, text: '请转账' });
  });

  return {
    courseId: () => courseId,
    /** POST /api/v3/order for the course; the answer and the order's row. */
    async buy(m: MemberWithToken, promo?: string) {
      const res = await t.post(
        '/api/v3/order',
        { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1, promo_code: promo },
        m.headers,
      );
      expect(res.code, res.message).toBe(0);
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.data.order_no)
        .executeTakeFirstOrThrow();
      return { res: res.data, order };
    },
    orderOf: (id: number) =>
      t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    refundsOf: (orderId: number) =>
      t.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute(),
    /** The member's rows for the course in user_courses. */
    owned: (uid: number) =>
      t.db
        .selectFrom('user_courses')
        .selectAll()
        .where('user_id', '=', uid)
        .where('course_id', '=', courseId)
        .execute(),
  };
}
