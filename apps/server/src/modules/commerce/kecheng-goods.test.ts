import { describe, expect, it } from 'vitest';
import { createCourse, createKecheng, createUserCourse } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { refundOrder } from './admin';
import { orderFixtures, payBySandbox } from './testing/order-fixtures';

/*
 * A 专栏 is a goods kind (issue 19): one order gives each course of the series the member does not own yet,
 * and a refund takes back exactly those.
 */
forEachDatabase((t) => {
  const { placeOrder } = orderFixtures(t);

  async function series() {
    const a = await createCourse(t.db, { title: '专栏课 A', charge_fen: 9900 });
    const b = await createCourse(t.db, { title: '专栏课 B', charge_fen: 19900 });
    const hidden = await createCourse(t.db, { title: '专栏课（下架）', charge_fen: 5000, is_show: 0 });
    const k = await createKecheng(t.db, { title: '测试专栏', charge_fen: 19900 }, [a.id, b.id, hidden.id]);
    return { a: a.id, b: b.id, hidden: hidden.id, kecheng: k.id };
  }

  const owned = async (userId: number) =>
    (await readRows(t.db, 'user_courses', { user_id: userId })).map((r) => r.course_id).sort();

  describe('buying a 专栏', () => {
    it('gives its visible courses not owned yet; a refund takes back only those', async () => {
      const s = await series();
      const member = await createMemberWithToken(t);
      await createUserCourse(t.db, { user_id: member.user.id, course_id: s.a });
      const res = await placeOrder(member.user.id, 'KECHENG', s.kecheng);
      expect(res.total).toBe(199);
      expect((await payBySandbox(t, String(res.order_no))).statusCode).toBe(200);
      expect(await owned(member.user.id)).toEqual([s.a, s.b].sort());
      const course = await t.get(`/api/v2/course/${s.b}`, member.headers);
      expect(course.data.is_buy).toBe(true);

      const order = await readRow(t.db, 'orders', { order_no: res.order_no });
      expect(order).toMatchObject({ goods_type: 'KECHENG', status: 9 });
      await refundOrder(t.app, order.id, { adminId: 1, note: '专栏退款' });
      // The course owned before stays; the one the series gave goes.
      expect(await owned(member.user.id)).toEqual([s.a]);
      const orders = await t.get('/api/v2/member/orders', member.headers);
      expect(orders.data.data[0]).toMatchObject({ is_refund: 1, refund_amount: 199 });
    });

    it('is refused when the member owns every course already, and unknown or hidden series are not found', async () => {
      const s = await series();
      const member = await createMemberWithToken(t);
      for (const id of [s.a, s.b]) await createUserCourse(t.db, { user_id: member.user.id, course_id: id });
      await expect(placeOrder(member.user.id, 'KECHENG', s.kecheng)).rejects.toThrow('全部课程');
      await expect(placeOrder(member.user.id, 'KECHENG', 999999)).rejects.toThrow();
      const hidden = await createKecheng(t.db, { is_show: 0 }, [s.b]);
      await expect(placeOrder(member.user.id, 'KECHENG', hidden.id)).rejects.toThrow();
    });

    it('the order API takes goods_type KECHENG', async () => {
      const s = await series();
      const member = await createMemberWithToken(t);
      const res = await t.post(
        '/api/v3/order',
        { goods_type: 'KECHENG', goods_id: s.kecheng, agree_protocol: 1 },
        member.headers,
      );
      expect(res.code, res.message).toBe(0);
      expect(res.data.total).toBe(199);
    });
  });
});
