import { describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { refundOrder } from './admin';
import { orderFixtures, payBySandbox } from './testing/order-fixtures';

/*
 * Issue 19: what a refund shows and takes back, exactly once. The member's orders read 已退款 with the amount
 * and the time; the course leaves the study centre (购买 and 在学); its certificate is revoked, and its code
 * verifies as revoked.
 */
forEachDatabase((t) => {
  const { placeOrder } = orderFixtures(t);

  /** A member who bought a 99-yuan course at the sandbox, finished it and holds its certificate. */
  async function studiedPurchase() {
    const member = await createMemberWithToken(t);
    const course = await createCourse(t.db, { title: '退款测试课', charge_fen: 9900 });
    const video = await createVideo(t.db, { course_id: course.id });
    const res = await placeOrder(member.user.id, 'COURSE', course.id);
    expect((await payBySandbox(t, String(res.order_no))).statusCode).toBe(200);
    const now = Date.now();
    await t.db
      .insertInto('video_watch_records')
      .values({
        user_id: member.user.id,
        course_id: course.id,
        video_id: video.id,
        watch_seconds: 60,
        watched_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The certificate page issues it now that every lesson is finished (course-completion.ts).
    const cert = await t.get(`/api/v3/member/certificate/${course.id}`, member.headers);
    expect(cert.code, cert.message).toBe(0);
    const order = await readRow(t.db, 'orders', { order_no: res.order_no });
    return { member, courseId: course.id, order, code: cert.data.code as string };
  }

  const ids = (res: { data: { data: { course_id: number }[] } }) => res.data.data.map((c) => c.course_id);

  describe('a refunded course', () => {
    it('reads 已退款 with amount and time, leaves the study centre and its certificate is revoked', async () => {
      const { member, courseId, order, code } = await studiedPurchase();
      expect(ids(await t.get('/api/v3/member/courses/learned', member.headers))).toContain(courseId);

      await refundOrder(t.app, order.id, { adminId: 1, note: '测试退款' });

      const orders = await t.get('/api/v2/member/orders', member.headers);
      const row = orders.data.data.find((o: { order_id: string }) => o.order_id === order.order_no);
      expect(row).toMatchObject({ status: 9, is_refund: 1, refund_amount: 99 });
      expect(Date.parse(row.refunded_at)).toBeGreaterThan(Date.now() - 60_000);

      expect(ids(await t.get('/api/v3/member/courses', member.headers))).not.toContain(courseId);
      expect(ids(await t.get('/api/v3/member/courses/learned', member.headers))).not.toContain(courseId);
      const course = await t.get(`/api/v2/course/${courseId}`, member.headers);
      expect(course.data.is_buy).toBe(false);

      // No certificate of the course for the member any more (nor issued again from the progress that stays).
      const mine = await t.get(`/api/v3/member/certificate/${courseId}`, member.headers);
      expect(mine.code).toBe(404);
      const verified = await t.get(`/api/v3/certificate/${code}`);
      expect(verified.code).toBe(0);
      expect(verified.data.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const page = await t.inject(`/certificate/${code}`);
      expect(page.body).toContain('撤销');
      expect(page.body).not.toContain('本证书真实有效');
    });

    it('is refunded once: a second refund changes nothing', async () => {
      const { order, code } = await studiedPurchase();
      await refundOrder(t.app, order.id, { adminId: 1, note: '第一次' });
      const revoked = await readRow(t.db, 'course_certificates', { code });
      await expect(refundOrder(t.app, order.id, { adminId: 1, note: '第二次' })).rejects.toThrow(
        '订单未支付或已退款',
      );
      expect(await readRow(t.db, 'course_certificates', { code })).toEqual(revoked);
      const refunds = await t.db
        .selectFrom('payment_refunds')
        .select('id')
        .where('order_id', '=', order.id)
        .execute();
      expect(refunds).toHaveLength(1);
    });

    it('a certificate of a course still valid verifies without a revocation', async () => {
      const { code } = await studiedPurchase();
      const verified = await t.get(`/api/v3/certificate/${code}`);
      expect(verified.data.revoked_at).toBeNull();
      expect((await t.inject(`/certificate/${code}`)).body).toContain('本证书真实有效');
    });
  });
});
