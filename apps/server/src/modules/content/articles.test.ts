import { describe, expect, it } from 'vitest';
import { createAnnouncement, createArticle, createCategory, DAY_MS } from '#seed/factories/index';
import { createCategoryTree } from '#test/helpers/category-tree';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

forEachDatabase((t) => {
  const cats = seedOnce(t, async (db) => ({
    ...(await createCategoryTree(db, 'article', { parent: '技术', child: '前端', other: '产品' })),
    hidden: (await createCategory(db, { type: 'article', name: '隐藏', is_show: 0 })).id,
  }));
  const ids = seedOnce(t, async (db, now) => {
    ids.a = (
      await createArticle(db, { title: '文章 A', category_id: cats.parent, published_at: now - 3 * DAY_MS })
    ).id;
    ids.b = (
      await createArticle(db, {
        title: '文章 B',
        category_id: cats.child,
        published_at: now - 2 * DAY_MS,
        view_times: 5,
      })
    ).id;
    ids.c = (
      await createArticle(db, {
        title: '文章 C',
        category_id: cats.other,
        published_at: now - DAY_MS,
        render_content: '<p>正文</p><script>x()</script>',
      })
    ).id;
    ids.hidden = (await createArticle(db, { title: '隐藏文章', is_show: 0 })).id;
    ids.future = (await createArticle(db, { title: '未来文章', published_at: now + DAY_MS })).id;
    const at = Date.UTC(2025, 5, 1);
    ids.n1 = (await createAnnouncement(db, { title: '公告一', created_at: at, updated_at: at })).id;
    ids.n2 = (
      await createAnnouncement(db, {
        title: '公告二',
        announcement: '<p>二</p><script>x</script>',
        view_times: 9,
        created_at: at + 1000,
        updated_at: at + 1000,
      })
    ).id;
  });

  describe('articles', () => {
    it('lists shown article categories in two levels', async () => {
      const res = await t.get('/api/v2/article_categories');
      expect(res.data.map((c: { id: number }) => c.id)).toEqual([cats.parent, cats.other]);
      expect(res.data[0].children.map((c: { id: number }) => c.id)).toEqual([cats.child]);
    });

    it('lists published articles newest first, filtered by cid with children', async () => {
      const all = await t.get('/api/v2/articles');
      expect(all.data).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
      expect(all.data.data.map((a: { id: number }) => a.id)).toEqual([ids.c, ids.b, ids.a]);
      expect(all.data.data[1]).toMatchObject({ view_times: 5, category: { id: cats.child, name: '前端' } });
      expect(
        (await t.get(`/api/v2/articles?cid=${cats.parent}`)).data.data.map((a: { id: number }) => a.id),
      ).toEqual([ids.b, ids.a]);
      expect((await t.get('/api/v2/articles?cid=31337')).data.total).toBe(0);
      expect(
        (await t.get('/api/v2/articles?page=2&page_size=2')).data.data.map((a: { id: number }) => a.id),
      ).toEqual([ids.a]);
    });

    it('counts a view on every read and sanitises the body', async () => {
      const first = await t.get(`/api/v2/article/${ids.c}`);
      expect(first.data).toMatchObject({ id: ids.c, view_times: 1, render_content: '<p>正文</p>' });
      expect((await t.get(`/api/v2/article/${ids.c}`)).data.view_times).toBe(2);
    });

    it('is 404 for hidden, future or missing articles; bad input is 参数错误', async () => {
      for (const id of [ids.hidden, ids.future, 909090])
        expect((await t.get(`/api/v2/article/${id}`)).code).toBe(404);
      for (const q of ['page=0', 'page_size=1000', 'cid=a']) {
        expect(await t.get(`/api/v2/articles?${q}`), q).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });

  describe('announcements', () => {
    it('lists newest first with MeEdu fields', async () => {
      const res = await t.get('/api/v2/announcements?size=1');
      expect(res.data.total).toBe(2);
      expect(res.data.data).toEqual([
        {
          id: ids.n2,
          title: '公告二',
          announcement: '<p>二</p>',
          view_times: 9,
          created_at: '2025-06-01T00:00:01.000000Z',
        },
      ]);
    });

    it('counts a view on every read of one announcement', async () => {
      const res = await t.get(`/api/v2/announcement/${ids.n1}`);
      expect(res.data).toMatchObject({ id: ids.n1, title: '公告一', view_times: 1 });
      expect((await t.get(`/api/v2/announcement/${ids.n1}`)).data.view_times).toBe(2);
      expect((await t.get('/api/v2/announcement/777777')).code).toBe(404);
      expect((await t.get('/api/v2/announcements?size=0')).code).toBe(1);
    });
  });
});
