import { beforeAll, describe, expect, it } from 'vitest';
import { createActivate, createArticle, createCourse, createVideo, DAY_MS } from '#seed/factories/index';
import { forEachDatabase } from '#test/helpers/test-app';
import { makeSnippet } from './snippet';

interface Hit {
  id: number;
  resource_id: number;
  resource_type: string;
  title: string;
  p: string;
}

forEachDatabase((t) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.db;
    const now = Date.now();
    ids.vue = (
      await createCourse(db, {
        title: 'Vue3 组件化开发实战',
        short_description: '从零搭建组件库',
        original_desc: '本课程讲解响应式原理与组合式接口。',
      })
    ).id;
    ids.bodyOnly = (
      await createCourse(db, {
        title: '前端工程化',
        short_description: '构建与发布',
        original_desc: '其中一章会用到 Vue3 组件化 的写法，并介绍打包工具的配置。',
      })
    ).id;
    ids.video = (await createVideo(db, { course_id: ids.vue, title: '组件化通信：props 与 emit' })).id;
    ids.activate = (
      await createActivate(db, { title: '北京线下沙龙：组件化设计', short_description: '面对面交流' })
    ).id;
    ids.article = (
      await createArticle(db, {
        title: 'Python 数据分析入门',
        short_description: '用 pandas 处理表格',
        original_content: '数据清洗是数据分析中最耗时的一步。',
      })
    ).id;
    ids.hidden = (await createCourse(db, { title: '隐藏的组件化课程', is_show: 0 })).id;
    ids.future = (await createArticle(db, { title: '未来的组件化文章', published_at: now + DAY_MS })).id;
    ids.percent = (await createCourse(db, { title: '折扣 100% 课程' })).id;
  });

  const hits = async (query: string) => {
    const res = await t.get(`/api/v3/search?${query}`);
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { total: number; data: Hit[] };
  };

  describe('GET /api/v3/search', () => {
    it('finds courses, videos, offline courses and articles by a Chinese word, title hits first', async () => {
      const res = await hits(`keywords=${encodeURIComponent('组件化')}`);
      const found = res.data.map((h) => `${h.resource_type}:${h.resource_id}`);
      expect(found).toEqual(
        expect.arrayContaining([
          `vod:${ids.vue}`,
          `vod:${ids.bodyOnly}`,
          `video:${ids.video}`,
          `activate:${ids.activate}`,
        ]),
      );
      expect(res.total).toBe(4);
      // The body-only match ranks after every title match.
      expect(found.indexOf(`vod:${ids.bodyOnly}`)).toBe(3);
    });

    it('leaves out hidden and unpublished rows', async () => {
      const res = await hits(`keywords=${encodeURIComponent('组件化')}`);
      const found = res.data.map((h) => `${h.resource_type}:${h.resource_id}`);
      expect(found).not.toContain(`vod:${ids.hidden}`);
      expect(found).not.toContain(`article:${ids.future}`);
    });

    it('matches two-character Chinese words and English case-insensitively', async () => {
      expect((await hits(`keywords=${encodeURIComponent('数据')}`)).data.map((h) => h.resource_id)).toEqual([
        ids.article,
      ]);
      expect((await hits('keywords=PYTHON')).data.map((h) => h.resource_id)).toEqual([ids.article]);
      expect((await hits('keywords=vue3')).data[0]).toMatchObject({
        resource_type: 'vod',
        resource_id: ids.vue,
      });
    });

    it('requires every word', async () => {
      const res = await hits(`keywords=${encodeURIComponent('组件化 沙龙')}`);
      expect(res.data.map((h) => h.resource_id)).toEqual([ids.activate]);
    });

    it('filters by type and pages', async () => {
      const q = `keywords=${encodeURIComponent('组件化')}`;
      expect((await hits(`${q}&type=vod`)).data.map((h) => h.resource_type)).toEqual(['vod', 'vod']);
      expect((await hits(`${q}&type=video`)).data.map((h) => h.resource_id)).toEqual([ids.video]);
      const page2 = await hits(`${q}&page=2&size=3`);
      expect(page2.total).toBe(4);
      expect(page2.data).toHaveLength(1);
    });

    it('gives a snippet around the match in the body', async () => {
      const res = await hits(`keywords=${encodeURIComponent('打包工具')}`);
      expect(res.data[0].resource_id).toBe(ids.bodyOnly);
      expect(res.data[0].p).toContain('打包工具');
    });

    it('takes LIKE wildcards literally', async () => {
      expect((await hits(`keywords=${encodeURIComponent('100%')}`)).data.map((h) => h.resource_id)).toEqual([
        ids.percent,
      ]);
      expect((await hits(`keywords=${encodeURIComponent('%')}`)).data.map((h) => h.resource_id)).toEqual([
        ids.percent,
      ]);
      expect((await hits(`keywords=${encodeURIComponent('"OR"')}`)).total).toBe(0);
    });

    it('follows edits and deletions through the triggers', async () => {
      const course = await createCourse(t.db, { title: '临时检索课程' });
      await t.app.cache.invalidate('catalogue:');
      expect((await hits(`keywords=${encodeURIComponent('临时检索')}`)).total).toBe(1);
      await t.db.updateTable('courses').set({ title: '改过名的课' }).where('id', '=', course.id).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await hits(`keywords=${encodeURIComponent('临时检索')}`)).total).toBe(0);
      expect((await hits(`keywords=${encodeURIComponent('改过名')}`)).total).toBe(1);
      await t.db.deleteFrom('courses').where('id', '=', course.id).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await hits(`keywords=${encodeURIComponent('改过名')}`)).total).toBe(0);
    });

    it('answers 请输入关键字 without keywords and 参数错误 for bad paging or types', async () => {
      for (const q of ['', 'keywords=', 'keywords=%20%20']) {
        expect(await t.get(`/api/v3/search?${q}`), q).toEqual({ code: 1, message: '请输入关键字', data: [] });
      }
      for (const q of [
        'keywords=a&size=0',
        'keywords=a&size=101',
        'keywords=a&page=-1',
        'keywords=a&type=book',
      ]) {
        expect(await t.get(`/api/v3/search?${q}`), q).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });
});

describe('makeSnippet', () => {
  it('prefers the short description, then the text around the word, with tags removed', () => {
    expect(makeSnippet(['vue'], '学习 Vue', '<p>x</p>')).toBe('学习 Vue');
    const body = `<p>${'甲'.repeat(50)}关键${'乙'.repeat(100)}</p>`;
    const p = makeSnippet(['关键'], '简介', body);
    expect(p.startsWith('…')).toBe(true);
    expect(p.endsWith('…')).toBe(true);
    expect(p).toContain('关键');
    expect(p).not.toContain('<p>');
  });
});
