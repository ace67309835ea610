import { beforeAll, beforeEach, expect } from 'vitest';
import { createCourse } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import type { MemberWithToken } from '#test/helpers/member';
import { readRow, readRows } from '#test/helpers/rows';
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
      const order = await readRow(t.db, 'orders', { order_no: res.data.order_no });
      return { res: res.data, order };
    },
    orderOf: (id: number) => readRow(t.db, 'orders', { id: id }),
    refundsOf: (orderId: number) => readRows(t.db, 'payment_refunds', { order_id: orderId }),
    /** The member's rows for the course in user_courses. */
    owned: async (uid: number) =>
      (await readRows(t.db, 'user_courses', { user_id: uid })).filter((row) => row.course_id === courseId),
  };
}
