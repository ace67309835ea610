import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCourse, DAY_MS } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * The course list pages are cut from a cached order of ids (course-order.ts): these check that a write
 * through the console shows on every page at once (counts, totals, order), and that pages tile the order.
 */
const API = '/backend/api/v1';

interface Item {
  id: number;
  videos_count: number;
}

forEachDatabase((t) => {
  let token = '';
  let categoryId = 0;
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, token, body);
  const list = async (query: string) => {
    const res = await t.get(`/api/v2/courses?${query}`);
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { data: Item[]; total: number; last_page: number; current_page: number };
  };
  const inCategory = (query = '') => list(`category_id=${categoryId}&page_size=5${query}`);
  const countOf = async (id: number) => (await inCategory()).data.find((c) => c.id === id)?.videos_count;

  beforeAll(async () => {
    token = (await adminOfRole(t, 'editor')).token;
    categoryId = (await createCategory(t.db, { type: 'course', name: '分页检验' })).id;
    // 12 courses a day apart, newest last: the category's order is known.
    for (let i = 0; i < 12; i++) {
      await createCourse(t.db, {
        title: `分页课程 ${i}`,
        category_id: categoryId,
        published_at: Date.now() - (20 - i) * DAY_MS,
      });
    }
  });

  describe('GET /api/v2/courses after console writes', () => {
    it('pages tile the whole order: no course twice, none missing, and past the end is empty', async () => {
      const all = (await list(`category_id=${categoryId}&page_size=100`)).data.map((c) => c.id);
      expect(all).toHaveLength(12);
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++)
        paged.push(...(await inCategory(`&page=${page}`)).data.map((c) => c.id));
      expect(paged).toEqual(all);
      expect(await inCategory('&page=4')).toMatchObject({
        data: [],
        total: 12,
        last_page: 3,
        current_page: 4,
      });
    });

    it('counts a video as soon as it is added, hidden, shown again and removed', async () => {
      const course = (
        await call('POST', '/courses', { title: '计数课程', category_id: categoryId, is_show: true })
      ).data.id as number;
      // Warm the cached pages and order: each write below must drop them.
      expect(await countOf(course)).toBe(0);
      const chapter = (await call('POST', `/courses/${course}/chapters`, { title: '第一章' })).data
        .id as number;
      const video = { chapter_id: chapter, title: '一节', url: '/storage/media/a.mp4', duration: 60 };
      const added = await call('POST', `/courses/${course}/videos`, { ...video, is_show: true });
      expect(added.code).toBe(0);
      expect(await countOf(course)).toBe(1);
      expect((await call('PUT', `/videos/${added.data.id}`, { ...video, is_show: false })).code).toBe(0);
      expect(await countOf(course)).toBe(0);
      expect((await call('PUT', `/videos/${added.data.id}`, { ...video, is_show: true })).code).toBe(0);
      expect(await countOf(course)).toBe(1);
      expect((await call('DELETE', `/videos/${added.data.id}`)).code).toBe(0);
      expect(await countOf(course)).toBe(0);
    });

    it('shows a published course first and drops a hidden one, with the totals of every page following', async () => {
      const before = await inCategory('&page=3');
      const id = (
        await call('POST', '/courses', { title: '最新课程', category_id: categoryId, is_show: true })
      ).data.id as number;
      expect((await inCategory()).data[0].id).toBe(id);
      const after = await inCategory('&page=3');
      expect(after.total).toBe(before.total + 1);
      expect((await list('page_size=5')).data[0].id).toBe(id);

      expect((await call('POST', `/courses/${id}/publish`, { is_show: false })).code).toBe(0);
      expect((await inCategory()).data.map((c) => c.id)).not.toContain(id);
      expect((await inCategory('&page=3')).total).toBe(before.total);
      expect((await list('page_size=5')).data.map((c) => c.id)).not.toContain(id);
    });
  });
});
