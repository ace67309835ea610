import { describe, expect, it } from 'vitest';
import { createActivate, createArticle, createCourse, createVideo, DAY_MS } from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { plainText } from './plain-text';
import { makeSnippet } from './snippet';

interface Hit {
  id: number;
  resource_id: number;
  resource_type: string;
  title: string;
  p: string;
}

forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    // One course matches the search words in its title, the other only in its body.
    const courses = {
      vue: ['Vue3 组件化开发实战', '从零搭建组件库', '本课程讲解响应式原理与组合式接口。'],
      bodyOnly: ['前端工程化', '构建与发布', '其中一章会用到 Vue3 组件化 的写法，并介绍打包工具的配置。'],
    };
    for (const [key, [title, short_description, original_desc]] of Object.entries(courses))
      ids[key] = (await createCourse(db, { title, short_description, original_desc })).id;
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
    ids.markdown = (
      await createCourse(db, {
        title: '微积分',
        short_description: '',
        original_desc:
          '## 极限\n\n**定义**：当 $x \\to 0$ 时，[见讲义](https://example.com) 求 $$\\frac{\\sin x}{x}$$ 的极限。',
      })
    ).id;
  });

  const hits = async (query: string) => {
    const res = await t.get(`/api/v3/search?${query}`);
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { total: number; data: Hit[] };
  };
  /** Searches for `words` as the storefront does (every kind), with more of the query string after them. */
  const search = (words: string, more = '') => hits(`keywords=${encodeURIComponent(words)}&kinds=all${more}`);
  /** The resource ids found for `words`. */
  const foundIds = async (words: string) => (await search(words)).data.map((h) => h.resource_id);

  describe('GET /api/v3/search', () => {
    it('gives snippets as text, without Markdown or LaTeX', async () => {
      const hit = (await search('极限')).data.find((h) => h.resource_id === ids.markdown);
      expect(hit?.p).toBe('极限 定义：当 x → 0 时，见讲义 求 sin x/x 的极限。');
    });

    it('finds courses, videos, offline courses and articles by a Chinese word, title hits first', async () => {
      const res = await search('组件化');
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
      const res = await search('组件化');
      const found = res.data.map((h) => `${h.resource_type}:${h.resource_id}`);
      expect(found).not.toContain(`vod:${ids.hidden}`);
      expect(found).not.toContain(`article:${ids.future}`);
    });

    it('matches two-character Chinese words and English case-insensitively', async () => {
      expect(await foundIds('数据')).toEqual([ids.article]);
      expect(await foundIds('PYTHON')).toEqual([ids.article]);
      expect((await search('vue3')).data[0]).toMatchObject({
        resource_type: 'vod',
        resource_id: ids.vue,
      });
    });

    it('answers a caller in MeEdu’s shape (no type, no kinds=all) only the kinds its clients know', async () => {
      const meedu = await hits(`keywords=${encodeURIComponent('组件化')}`);
      expect(meedu.data.map((h) => h.resource_type).sort()).toEqual(['video', 'vod', 'vod']);
      expect(meedu.total).toBe(3);
      for (const type of ['', '0']) {
        const typed = await hits(`keywords=${encodeURIComponent('组件化')}&type=${type}`);
        expect(typed.total, type).toBe(3);
      }
      // Named explicitly, a kind of ours is still found (only our clients name it).
      const named = await hits(`keywords=${encodeURIComponent('组件化')}&type=activate`);
      expect(named.data.map((h) => h.resource_id)).toEqual([ids.activate]);
      expect((await hits(`keywords=${encodeURIComponent('数据')}`)).total).toBe(0);
      expect((await search('数据')).data.map((h) => h.resource_type)).toEqual(['article']);
      expect(await t.get('/api/v3/search?keywords=x&kinds=some')).toEqual({
        code: 1,
        message: '参数错误',
        data: [],
      });
    });

    it('requires every word', async () => {
      expect(await foundIds('组件化 沙龙')).toEqual([ids.activate]);
    });

    it('filters by type and pages', async () => {
      expect((await search('组件化', '&type=vod')).data.map((h) => h.resource_type)).toEqual(['vod', 'vod']);
      expect((await search('组件化', '&type=video')).data.map((h) => h.resource_id)).toEqual([ids.video]);
      const page2 = await search('组件化', '&page=2&size=3');
      expect(page2.total).toBe(4);
      expect(page2.data).toHaveLength(1);
      // Snippets are made per page: the body-only hit on page 2 still shows the text around the word.
      expect(page2.data[0]).toMatchObject({
        resource_id: ids.bodyOnly,
        p: expect.stringContaining('Vue3 组件化'),
      });
      expect((await search('组件化', '&page=3&size=3')).data).toEqual([]);
    });

    it('answers any number of pages of one query, each the same when asked again', async () => {
      const all = (await search('组件化', '&size=10')).data.map((h) => h.resource_id);
      const pageOf = async (page: number) =>
        (await search('组件化', `&page=${page}&size=1`)).data.map((h) => h.resource_id);
      const first: number[][] = [];
      for (let page = 1; page <= 12; page++) first.push(await pageOf(page));
      expect(first.flat()).toEqual(all);
      for (let page = 1; page <= 4; page++) expect(await pageOf(page)).toEqual(first[page - 1]);
    });

    it('gives a snippet around the match in the body', async () => {
      const res = await search('打包工具');
      expect(res.data[0].resource_id).toBe(ids.bodyOnly);
      expect(res.data[0].p).toContain('打包工具');
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await foundIds('100%')).toEqual([ids.percent]);
      expect(await foundIds('%')).toEqual([ids.percent]);
      expect((await search('"OR"')).total).toBe(0);
    });

    it('finds words of one and two characters anywhere, the end of a title or body included', async () => {
      const course = await createCourse(t.db, {
        title: 'Go 语言摄影',
        short_description: '',
        original_desc: '结尾处是冷僻',
      });
      await t.app.cache.invalidate('catalogue:');
      expect(await foundIds('摄影')).toEqual([course.id]);
      expect(await foundIds('GO')).toEqual([course.id]);
      expect(await foundIds('冷僻')).toEqual([course.id]);
      expect(await foundIds('僻')).toEqual([course.id]);
      expect(await foundIds('言摄 冷僻')).toEqual([course.id]);
      expect((await search('僻处')).total).toBe(0);
      await t.db.updateTable('courses').set({ title: '改名后的课' }).where('id', '=', course.id).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await search('摄影')).total).toBe(0);
      expect(await foundIds('名后')).toEqual([course.id]);
      await t.db.deleteFrom('courses').where('id', '=', course.id).execute();
    });

    it('follows edits and deletions through the triggers', async () => {
      const course = await createCourse(t.db, { title: '临时检索课程' });
      await t.app.cache.invalidate('catalogue:');
      expect((await search('临时检索')).total).toBe(1);
      await t.db.updateTable('courses').set({ title: '改过名的课' }).where('id', '=', course.id).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await search('临时检索')).total).toBe(0);
      expect((await search('改过名')).total).toBe(1);
      await t.db.deleteFrom('courses').where('id', '=', course.id).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await search('改过名')).total).toBe(0);
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

describe('plainText', () => {
  it('reads Markdown and LaTeX as text', () => {
    const md = [
      '## 第一章 **导数**',
      '',
      '- 见 [官方文档](https://example.com/doc) 与 ![示意图](/a.png)',
      '1. 公式 $\\frac{a}{b} \\times x^{2}$ 与 $$\\sum_{i=1}^{n} i$$',
      '> 引用 `code_here` 与 snake_case',
      '```js',
      'const a = 1;',
      '```',
    ].join('\n');
    const text = plainText(md);
    expect(text).toBe(
      '第一章 导数 见 官方文档 与 示意图 公式 a/b × x2 与 ∑i=1n i 引用 code_here 与 snake_case const a = 1;',
    );
    expect(text).not.toMatch(/[$\\#*`[\]]/);
  });

  it('only collapses the whitespace of text without marks, and still reads a mark in short text', () => {
    expect(plainText('  Go 的组件化与性能优化，\n适合想系统学习的同学。 ')).toBe(
      'Go 的组件化与性能优化， 适合想系统学习的同学。',
    );
    expect(plainText('用 **pandas** 处理表格')).toBe('用 pandas 处理表格');
    expect(plainText('第 1. 节 &amp; 2) 部分')).toBe('第 1. 节 & 2) 部分');
    expect(plainText('a<b>c</b>')).toBe('a c');
  });
});
