import { describe, expect, it } from 'vitest';
import { createActivate, createCategory, createMember, DAY_MS } from '#seed/factories/index';
import { createCategoryTree } from '#test/helpers/category-tree';
import { readSeats } from '#test/helpers/seats';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { takeSeat } from './service';

forEachDatabase((t) => {
  const cats = seedOnce(t, async (db) => ({
    ...(await createCategoryTree(db, 'activate', { parent: '沙龙', child: '北京沙龙', other: '训练营' })),
    course: (await createCategory(db, { type: 'course', name: '课程分类' })).id,
  }));
  const ids = seedOnce(t, async (db, now) => {
    const at = (days: number) => now + days * DAY_MS;
    /** An offline course starting, ending and closing enrolment so many days from now. */
    const scheduled = async (
      title: string,
      [start, end, enrollEnd]: [number, number, number],
      extra: Parameters<typeof createActivate>[1] = {},
    ) =>
      (
        await createActivate(db, {
          title,
          started_at: at(start),
          ended_at: at(end),
          enroll_ended_at: at(enrollEnd),
          ...extra,
        })
      ).id;
    ids.soon = await scheduled('三天后', [3, 3.2, 2], { category_id: cats.parent });
    ids.later = await scheduled('十天后', [10, 10.2, 9], {
      category_id: cats.child,
      quota: 2,
      charge_fen: 9900,
    });
    ids.past = await scheduled('上周', [-7, -6.9, -8], { category_id: cats.other });
    ids.closed = await scheduled('截止', [1, 1.2, -1], { category_id: cats.other });
    ids.full = await scheduled('满员', [5, 5.1, 4], { quota: 1, enrolled_count: 1 });
    ids.hidden = (await createActivate(db, { title: '隐藏', is_show: 0 })).id;
    ids.unlimited = await scheduled('不限名额', [20, 20.1, 19], { quota: 0 });
  });

  describe('GET /api/v2/activate_categories/show', () => {
    it('lists offline-course categories in two levels for any platform', async () => {
      for (const platform of ['PC', 'h5', '']) {
        const res = await t.get(`/api/v2/activate_categories/show?platform=${platform}`);
        expect(res.code).toBe(0);
        expect(res.data.map((c: { id: number }) => c.id)).toEqual([cats.parent, cats.other]);
        expect(res.data[0]).toMatchObject({
          type: 'activate',
          children: [{ id: cats.child, name: '北京沙龙' }],
        });
      }
    });
  });

  describe('GET /api/v2/activates', () => {
    it('lists upcoming soonest first, then past ones, with seats and states', async () => {
      const res = await t.get('/api/v2/activates');
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ total: 6, current_page: 1, per_page: 12, last_page: 1 });
      expect(res.data.data.map((a: { id: number }) => a.id)).toEqual([
        ids.closed,
        ids.soon,
        ids.full,
        ids.later,
        ids.unlimited,
        ids.past,
      ]);
      const byId = new Map(res.data.data.map((a: { id: number }) => [a.id, a]));
      expect(byId.get(ids.later)).toMatchObject({
        quota: 2,
        seats_left: 2,
        charge: 99,
        is_free: 0,
        state: 'open',
        category: { id: cats.child },
      });
      expect(byId.get(ids.full)).toMatchObject({ seats_left: 0, state: 'full' });
      expect(byId.get(ids.closed)).toMatchObject({ state: 'closed' });
      expect(byId.get(ids.past)).toMatchObject({ state: 'ended' });
      expect(byId.get(ids.unlimited)).toMatchObject({ seats_left: null, state: 'open' });
    });

    it('filters by cid including its children, and pages', async () => {
      const ofParent = await t.get(`/api/v2/activates?cid=${cats.parent}`);
      expect(ofParent.data.data.map((a: { id: number }) => a.id)).toEqual([ids.soon, ids.later]);
      expect((await t.get(`/api/v2/activates?cid=${cats.course}`)).data.total).toBe(0);
      expect((await t.get('/api/v2/activates?cid=987654')).data).toMatchObject({ total: 0, data: [] });
      const page = await t.get('/api/v2/activates?page=2&page_size=4');
      expect(page.data).toMatchObject({ total: 6, current_page: 2, last_page: 2 });
      expect(page.data.data).toHaveLength(2);
    });

    it('refuses bad paging with 参数错误', async () => {
      for (const q of ['page=0', 'page_size=0', 'page_size=500', 'cid=-3', 'cid=x']) {
        expect(await t.get(`/api/v2/activates?${q}`), q).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });

  describe('GET /api/v2/activate/{id}', () => {
    it('answers the detail with sanitised HTML for visitors', async () => {
      const res = await t.get(`/api/v2/activate/${ids.soon}`);
      expect(res.data).toMatchObject({
        activate: { id: ids.soon, title: '三天后', state: 'open' },
        is_enrolled: false,
        is_like: false,
      });
      // Written through a seed's factory, which stores rich text sanitised like every writer (decision 037).
      const unsafe = await createActivate(t.db, { render_desc: '<p>介绍</p><img src=x onerror="a()">' });
      const detail = await t.get(`/api/v2/activate/${unsafe.id}`);
      expect(detail.data.activate.render_desc).toBe('<p>介绍</p><img src="x" />');
    });

    it('is 404 for hidden or missing ones and 参数错误 for id 0', async () => {
      expect((await t.get(`/api/v2/activate/${ids.hidden}`)).code).toBe(404);
      expect((await t.get('/api/v2/activate/55555')).code).toBe(404);
      expect((await t.get('/api/v2/activate/0')).code).toBe(1);
    });

    it('needs a token to enrol or like', async () => {
      expect(await t.post(`/api/v2/activate/${ids.soon}/enroll`)).toEqual({
        code: 401,
        message: '请登录',
        data: [],
      });
      expect((await t.get(`/api/v2/activate/${ids.soon}/like`)).code).toBe(401);
      expect((await t.get('/api/v3/member/activates/like')).code).toBe(401);
    });
  });

  describe('takeSeat (the enrolment seam commerce calls)', () => {
    it('gives exactly quota seats to members enrolling at the same time', async () => {
      const activate = await createActivate(t.db, { title: '抢座', quota: 2 });
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t.db)));
      const results = await Promise.allSettled(
        members.map((m) =>
          t.db.transaction().execute((trx) => takeSeat(trx, activate.id, m.id, { source: 'free' })),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const { enrolled_count, seats } = await readSeats(t.db, activate.id);
      expect(enrolled_count).toBe(2);
      expect(seats).toHaveLength(2);
    });

    it('never passes the quota and refuses a second seat for the same member', async () => {
      const members = await Promise.all([1, 2, 3].map(() => createMember(t.db)));
      const take = (userId: number) =>
        t.db
          .transaction()
          .execute((trx) =>
            takeSeat(trx, ids.later, userId, { source: 'order', order_id: 7, charge_fen: 9900 }),
          );
      expect(await take(members[0].id)).toBe(1);
      await expect(take(members[0].id)).rejects.toThrow('您已报名');
      expect(await take(members[1].id)).toBe(0);
      await expect(take(members[2].id)).rejects.toThrow('名额已满');
      const { enrolled_count, seats } = await readSeats(t.db, ids.later);
      expect(enrolled_count).toBe(2);
      expect(seats.map((s) => s.user_id).sort()).toEqual([members[0].id, members[1].id].sort());
      expect(seats[0]).toMatchObject({ source: 'order', order_id: 7, charge_fen: 9900 });
    });
  });
});
