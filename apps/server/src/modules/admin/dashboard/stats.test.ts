import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourse, createMember, createOrderRow, createWatchRecord } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';

const DAY = 86_400_000;

async function paidOrder(
  t: TestApp,
  userId: number,
  courseId: number,
  fen: number,
  paidAt: number,
  refunded = false,
) {
  await createOrderRow(t.db, {
    order_no: randomBytes(10).toString('hex'),
    pay_sign: randomBytes(10).toString('hex'),
    user_id: userId,
    goods_id: courseId,
    total_fen: fen,
    charge_fen: fen,
    is_refund: refunded ? 1 : 0,
    expires_at: paidAt,
    paid_at: paidAt,
    refunded_at: refunded ? paidAt : null,
    created_at: paidAt,
    updated_at: paidAt,
  });
}

forEachDatabase((t) => {
  describe('dashboard', () => {
    it('sums revenue per day without refunds, counts new members and active learners, ranks courses', async () => {
      const now = Date.now();
      const member = await createMember(t.db, { created_at: now, updated_at: now });
      const a = await createCourse(t.db, { title: '热门课 A' });
      const b = await createCourse(t.db, { title: '课程 B' });
      await paidOrder(t, member.id, a.id, 9900, now);
      await paidOrder(t, member.id, a.id, 9900, now - 2 * DAY);
      await paidOrder(t, member.id, b.id, 5000, now - 3 * DAY);
      await paidOrder(t, member.id, b.id, 7000, now, true);
      await paidOrder(t, member.id, b.id, 100, now - 40 * DAY);
      await createWatchRecord(t.db, {
        user_id: member.id,
        course_id: a.id,
        video_id: 1,
        created_at: now,
        updated_at: now,
      });

      const { token } = await adminOfRole(t, 'support');
      const answer = await adminCall(t, 'GET', '/backend/api/v1/dashboard?days=30', token);
      expect(answer.code).toBe(0);
      const d = answer.data;
      expect(d.daily).toHaveLength(30);
      expect(d.totals).toMatchObject({ revenue_today: 99, revenue: 248, paid_orders: 3, active_learners: 1 });
      expect(d.totals.new_members).toBeGreaterThanOrEqual(1);
      expect(d.daily.at(-1)).toMatchObject({ revenue: 99, orders: 1, active_learners: 1 });
      expect(d.daily.at(-1).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.top_courses[0]).toMatchObject({ id: a.id, title: '热门课 A', sales: 2, revenue: 198 });
      expect(d.top_courses[1]).toMatchObject({ id: b.id, sales: 1, revenue: 50 });
      expect((await adminCall(t, 'GET', '/backend/api/v1/dashboard?days=1000', token)).code).toBe(1);
    });
  });
});
