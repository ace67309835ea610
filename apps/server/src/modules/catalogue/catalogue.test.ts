import { describe, expect, it } from 'vitest';
import { createCategory, createCourse, createVideo, DAY_MS } from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

forEachDatabase((t) => {
  const cats: Record<string, number> = {};
  const ids = seedOnce(t, async (db, now) => {
    cats.parent = (await createCategory(db, { name: '前端开发', name_en: 'Frontend', sort: 1 })).id;
    cats.childB = (
      await createCategory(db, { name: 'React', name_en: 'React', parent_id: cats.parent, sort: 2 })
    ).id;
    cats.childA = (
      await createCategory(db, { name: 'Vue', name_en: 'Vue', parent_id: cats.parent, sort: 1 })
    ).id;
    cats.grandchild = (await createCategory(db, { name: 'Nuxt', parent_id: cats.childA })).id;
    cats.other = (await createCategory(db, { name: '后端开发', name_en: 'Backend', sort: 2 })).id;
    cats.deleted = (await createCategory(db, { name: '已删除', sort: 3, deleted_at: now })).id;
    cats.hidden = (await createCategory(db, { name: '隐藏', sort: 4, is_show: 0 })).id;
    cats.article = (await createCategory(db, { name: '文章分类', type: 'article' })).id;

    const course = async (key: string, daysAgo: number, overrides: Parameters<typeof createCourse>[1]) => {
      ids[key] = (
        await createCourse(db, { title: `课程 ${key}`, published_at: now - daysAgo * DAY_MS, ...overrides })
      ).id;
    };
    await course('e', 6, { category_id: cats.deleted, user_count: 1 });
    await course('a', 5, { category_id: cats.parent, user_count: 10, is_free: 1, charge_fen: 0 });
    await course('b', 4, { category_id: cats.childA, user_count: 50, is_rec: 1, charge_fen: 19990 });
    await course('c', 3, { category_id: cats.childB, user_count: 30, is_rec: 1, is_vip_free: 1 });
    await course('d', 2, { category_id: cats.other, user_count: 5 });
    await course('g', 1, { category_id: cats.grandchild, user_count: 20 });
    await course('hidden', 1, { category_id: cats.parent, is_show: 0 });
    await course('future', -1, { category_id: cats.parent });
    await course('deleted', 1, { category_id: cats.parent, deleted_at: now });

    const video = (overrides: Partial<Parameters<typeof createVideo>[1]>) =>
      createVideo(db, { course_id: ids.b, ...overrides });
    await video({});
    await video({});
    await video({});
    await video({ is_show: 0 });
    await video({ published_at: now + DAY_MS });
    await video({ deleted_at: now });
  });

  const listIds = async (query = '') => {
    const res = await t.get(`/api/v2/courses${query}`);
    expect(res.code).toBe(0);
    return (res.data.data as { id: number }[]).map((c) => c.id);
  };

  describe('GET /api/v2/courses', () => {
    it('lists visible published courses newest first, with MeEdu item fields', async () => {
      const res = await t.get('/api/v2/courses');
      expect(res).toMatchObject({ code: 0, message: '' });
      expect(res.data.total).toBe(6);
      expect(res.data.data.map((c: { id: number }) => c.id)).toEqual(
        ['g', 'd', 'c', 'b', 'a', 'e'].map((k) => ids[k]),
      );
      expect(res.data).toMatchObject({ current_page: 1, per_page: 16, last_page: 1 });

      const b = res.data.data.find((c: { id: number }) => c.id === ids.b);
      expect(Object.keys(b).sort()).toEqual(
        [
          'id',
          'title',
          'slug',
          'thumb',
          'charge',
          'short_description',
          'seo_keywords',
          'seo_description',
          'published_at',
          'is_rec',
          'is_show',
          'user_count',
          'category_id',
          'is_free',
          'is_allow_comment',
          'is_vip_free',
          'videos_count',
          'category',
        ].sort(),
      );
      expect(b).toMatchObject({
        title: '课程 b',
        charge: 199.9,
        is_rec: 1,
        is_show: 1,
        user_count: 50,
        category_id: cats.childA,
        videos_count: 3,
        category: { id: cats.childA, name: 'Vue' },
      });
      expect(b.published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    it('leaves out hidden, unpublished and deleted courses', async () => {
      const listed = await listIds('?page_size=100');
      for (const key of ['hidden', 'future', 'deleted']) expect(listed).not.toContain(ids[key]);
    });

    it('gives a course in a deleted category a null category', async () => {
      const res = await t.get('/api/v2/courses');
      expect(res.data.data.find((c: { id: number }) => c.id === ids.e).category).toBeNull();
    });

    it('paginates with page and page_size', async () => {
      const res = await t.get('/api/v2/courses?page=2&page_size=2');
      expect(res.data).toMatchObject({ total: 6, current_page: 2, per_page: 2, last_page: 3 });
      expect(res.data.data.map((c: { id: number }) => c.id)).toEqual([ids.c, ids.b]);
      const beyond = await t.get('/api/v2/courses?page=9&page_size=2');
      expect(beyond.data).toMatchObject({ data: [], total: 6, current_page: 9 });
    });

    it('filters by a category and its direct children only', async () => {
      expect(await listIds(`?category_id=${cats.parent}`)).toEqual([ids.c, ids.b, ids.a]);
      expect(await listIds(`?category_id=${cats.childA}`)).toEqual([ids.g, ids.b]);
      expect(await listIds(`?category_id=${cats.other}`)).toEqual([ids.d]);
      expect(await listIds('?category_id=0')).toHaveLength(6);
      expect(await listIds('?category_id=999999')).toEqual([]);
    });

    it('applies the scenes: free, recom (newest id first) and sub (most learners first)', async () => {
      expect(await listIds('?scene=free')).toEqual([ids.a]);
      expect(await listIds('?scene=recom')).toEqual([ids.c, ids.b]);
      expect(await listIds('?scene=sub')).toEqual(['b', 'c', 'g', 'a', 'd', 'e'].map((k) => ids[k]));
      expect(await listIds('?scene=')).toHaveLength(6);
      expect(await listIds(`?scene=recom&category_id=${cats.parent}`)).toEqual([ids.c, ids.b]);
    });

    it('answers code 1 参数错误 for bad query values', async () => {
      for (const query of [
        'page=abc',
        'page=0',
        'page_size=100000',
        'page_size=0',
        'scene=x',
        'category_id=-1',
        'category_id=1.5',
      ]) {
        const res = await t.get(`/api/v2/courses?${query}`);
        expect(res, query).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });

  describe('GET /api/v2/course_categories', () => {
    it('returns shown course categories in two levels ordered by sort', async () => {
      const res = await t.get('/api/v2/course_categories');
      expect(res.code).toBe(0);
      expect(res.data).toEqual([
        {
          id: cats.parent,
          sort: 1,
          name: '前端开发',
          name_en: 'Frontend',
          parent_id: 0,
          children: [
            { id: cats.childA, sort: 1, name: 'Vue', name_en: 'Vue', parent_id: cats.parent },
            { id: cats.childB, sort: 2, name: 'React', name_en: 'React', parent_id: cats.parent },
          ],
        },
        { id: cats.other, sort: 2, name: '后端开发', name_en: 'Backend', parent_id: 0, children: [] },
      ]);
    });
  });
});
