import { expect, it } from 'vitest';
import { createUserCourse } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { orderFixtures, payBySandbox } from './testing/order-fixtures';

/* What MeEdu's own clients read (issue 20): paginator numbers, VIP join records, owned courses, statuses. */

const DAY_MS = 86_400_000;

forEachDatabase((t) => {
  const { goods } = orderFixtures(t);

  const order = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.post('/api/v3/order', { agree_protocol: 1, ...body }, headers);

  it('answers a new order as paying (5) and an unknown goods_type with 无法创建订单', async () => {
    const m = await createMemberWithToken(t);
    const created = await order(m.headers, { goods_type: 'COURSE', goods_id: goods.courseId });
    expect(created.code).toBe(0);
    const status = await t.get(`/api/v2/order/status?order_id=${created.data.order_no}`, m.headers);
    expect(status.data).toEqual({ status: 5 });
    for (const goods_type of ['BOOK', 'course', 7]) {
      const answer = await order(m.headers, { goods_type, goods_id: goods.courseId });
      expect([answer.code, answer.message], String(goods_type)).toEqual([1, '无法创建订单']);
    }
    const missing = await order(m.headers, { goods_id: goods.courseId });
    expect([missing.code, missing.message]).toEqual([1, '参数错误']);
  });

  it('pages /member/orders with Laravel’s numbers', async () => {
    const m = await createMemberWithToken(t);
    for (let i = 0; i < 3; i += 1) await order(m.headers, { goods_type: 'ROLE', goods_id: goods.roleId });
    const page = await t.get('/api/v2/member/orders?page=2&page_size=2', m.headers);
    expect(page.data).toMatchObject({ total: 3, current_page: 2, per_page: 2, last_page: 2 });
    expect(page.data.data).toHaveLength(1);
  });

  it('lists the VIP terms paid orders gave in /member/roles, each once, newest first', async () => {
    const m = await createMemberWithToken(t);
    const empty = await t.get('/api/v2/member/roles', m.headers);
    expect(empty.data).toEqual({ data: [], total: 0, current_page: 1, per_page: 5, last_page: 1 });

    const first = await order(m.headers, { goods_type: 'ROLE', goods_id: goods.roleId });
    expect((await payBySandbox(t, first.data.order_no)).statusCode).toBe(200);
    // A second notification of the same payment gives no second term.
    await payBySandbox(t, first.data.order_no, { late: true });
    const second = await order(m.headers, { goods_type: 'ROLE', goods_id: goods.roleId });
    await payBySandbox(t, second.data.order_no);

    const answer = await t.get('/api/v2/member/roles', m.headers);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ total: 2, current_page: 1, per_page: 5, last_page: 1 });
    const [newer, older] = answer.data.data;
    expect(older).toMatchObject({
      user_id: m.user.id,
      role_id: goods.roleId,
      charge: 29,
      role: { id: goods.roleId, name: expect.any(String) },
    });
    expect(older.started_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(older.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // The renewal starts where the first term ends.
    expect(newer.started_at).toBe(older.expired_at);
    const user = await readRow(t.db, 'users', { id: m.user.id });
    const rows = await t.db
      .selectFrom('role_join_records')
      .selectAll()
      .where('user_id', '=', m.user.id)
      .execute();
    expect(Math.max(...rows.map((r) => Number(r.expired_at)))).toBe(Number(user.role_expired_at));
    expect(rows.map((r) => Number(r.expired_at) - Number(r.started_at))).toEqual([30 * DAY_MS, 30 * DAY_MS]);
    expect((await t.get('/api/v2/member/roles')).code).toBe(401);
  });

  it('lists owned courses in /api/v2/member/courses as {current_page, total, data}', async () => {
    const m = await createMemberWithToken(t);
    await createUserCourse(t.db, { user_id: m.user.id, course_id: goods.courseId });
    await createUserCourse(t.db, { user_id: m.user.id, course_id: goods.freeCourseId });
    const answer = await t.get('/api/v2/member/courses?page_size=1', m.headers);
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(['current_page', 'data', 'total']);
    expect(answer.data).toMatchObject({ current_page: 1, total: 2 });
    expect(answer.data.data).toHaveLength(1);
    expect(answer.data.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    const page2 = await t.get('/api/v2/member/courses?page=2&page_size=1', m.headers);
    expect(page2.data.current_page).toBe(2);
    expect(new Set([answer.data.data[0].id, page2.data.data[0].id])).toEqual(
      new Set([goods.courseId, goods.freeCourseId]),
    );
    expect((await t.get('/api/v2/member/courses')).code).toBe(401);
  });
});
