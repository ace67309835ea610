import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createSlider, createViewBlock } from '#seed/factories/index';
import { forEachDatabase } from '#test/helpers/test-app';
import { renderDecorationPage } from './decoration';

/* GET /api/v2/decorationPage/blocks in MeEdu's current shapes, which its own PC and H5 clients read. */

/** Asset addresses in answers are absolute (core/http/asset-urls.ts); injected requests come from here. */
const SITE = 'http://localhost:80';

type Block = { id: number; sign: string; config_render: unknown };

forEachDatabase((t) => {
  let courseId: number;

  const page = async (name: string) => {
    const res = await t.get(`/api/v2/decorationPage/blocks?page_name=${name}`);
    expect(res.code, res.message).toBe(0);
    return res.data as Block[];
  };

  beforeAll(async () => {
    courseId = (await createCourse(t.db, { title: '装修课程' })).id;
    await createSlider(t.db, {
      platform: 'PC',
      sort: 2,
      thumb: '/storage/pc-b.svg',
      url: 'https://example.com/b',
    });
    await createSlider(t.db, {
      platform: 'PC',
      sort: 1,
      thumb: '/storage/pc-a.svg',
      url: `/courses/detail/${courseId}`,
    });
    await createViewBlock(t.db, {
      sign: 'pc-vod-v1',
      sort: 1,
      config: { title: '推荐', items: [{ id: courseId }] },
    });
    await createViewBlock(t.db, {
      sign: 'code',
      sort: 2,
      config: { html: '<p>你好</p><script>x()</script>' },
    });
    const h5 = { platform: 'h5', page: 'h5-page-index' };
    await createViewBlock(t.db, {
      ...h5,
      sign: 'slider',
      sort: 1,
      config: {
        items: [
          { thumb: '/storage/h5-a.svg', url: `/courses/detail/${courseId}` },
          { thumb: '', url: '/nothing' },
          { thumb: '/storage/h5-b.svg', url: 'https://example.com/x' },
          { thumb: '/storage/h5-c.svg', url: '/h5/articles' },
        ],
      },
    });
    await createViewBlock(t.db, {
      ...h5,
      sign: 'grid-nav',
      sort: 2,
      config: {
        line_count: 4,
        items: [
          { src: '/storage/i1.svg', name: '全部课程', href: '/courses' },
          { src: '/storage/i2.svg', name: '学习', href: '/study-center' },
          { src: '/storage/i3.svg', name: '会员', href: '/vip' },
        ],
      },
    });
    await createViewBlock(t.db, {
      ...h5,
      sign: 'h5-vod-v1',
      sort: 3,
      config: { title: '好课', items: [courseId] },
    });
  });

  describe('GET /api/v2/decorationPage/blocks', () => {
    it('gives the PC home a pc-slider of {src, href} from the carousel slides, then its blocks', async () => {
      const blocks = await page('pc-page-index');
      expect(blocks.map((b) => b.sign)).toEqual(['pc-slider', 'pc-vod-v1', 'code']);
      expect(blocks[0]).toMatchObject({ id: 0, page: 'pc-page-index', platform: 'pc' });
      expect(blocks[0].config_render).toEqual([
        { src: `${SITE}/storage/pc-a.svg`, href: `/courses/detail/${courseId}` },
        { src: `${SITE}/storage/pc-b.svg`, href: 'https://example.com/b' },
      ]);
      expect(blocks[1].config_render).toMatchObject({
        title: '推荐',
        items: [{ id: courseId, title: '装修课程' }],
      });
      expect(blocks[2].config_render).toEqual({ html: '<p>你好</p>' });
    });

    it('gives the H5 home its slider and grid-nav in MeEdu’s shapes, every in-site link its /h5 twin', async () => {
      const blocks = await page('h5-page-index');
      expect(blocks.map((b) => b.sign)).toEqual(['slider', 'grid-nav', 'h5-vod-v1']);
      expect(blocks[0].config_render).toEqual([
        { src: `${SITE}/storage/h5-a.svg`, href: `/h5/courses/detail/${courseId}` },
        { src: `${SITE}/storage/h5-b.svg`, href: 'https://example.com/x' },
        { src: `${SITE}/storage/h5-c.svg`, href: '/h5/articles' },
      ]);
      expect(blocks[1].config_render).toEqual({
        line_count: 4,
        items: [
          { src: `${SITE}/storage/i1.svg`, name: '全部课程', href: '/h5/courses' },
          { src: `${SITE}/storage/i2.svg`, name: '学习', href: '/h5/study' },
          // No mobile twin: the desktop page, as stored.
          { src: `${SITE}/storage/i3.svg`, name: '会员', href: '/vip' },
        ],
      });
      expect(blocks[2].config_render).toMatchObject({ title: '好课', items: [{ id: courseId }] });
      // The older route keeps the stored shape for clients of MeEdu 4.9.28 and before.
      const old = await t.get('/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index');
      expect(old.data[0].config_render.items[0]).toEqual({
        thumb: `${SITE}/storage/h5-a.svg`,
        url: `/courses/detail/${courseId}`,
      });
    });

    it('answers page_name参数不能为空 without a page name and [] for an unknown page', async () => {
      for (const query of ['', '?page_name=', '?page_name=%20%20']) {
        expect(await t.get(`/api/v2/decorationPage/blocks${query}`), query).toEqual({
          code: 1,
          message: 'page_name参数不能为空',
          data: [],
        });
      }
      for (const name of ['nope', 'pc-page-nope', 'h5-other']) expect(await page(name), name).toEqual([]);
      expect((await t.get(`/api/v2/decorationPage/blocks?page_name=${'x'.repeat(65)}`)).code).toBe(1);
    });
  });

  describe('the H5 home without a slider block', () => {
    it('takes the H5 slides, else the PC ones, with /h5 links', async () => {
      await t.db
        .deleteFrom('view_blocks')
        .where('page', '=', 'h5-page-index')
        .where('sign', '=', 'slider')
        .execute();
      const fromPc = await renderDecorationPage(t.db, 'h5-page-index');
      expect(fromPc[0]).toMatchObject({ id: 0, sign: 'slider' });
      expect(fromPc[0].config_render).toEqual([
        { src: '/storage/pc-a.svg', href: `/h5/courses/detail/${courseId}` },
        { src: '/storage/pc-b.svg', href: 'https://example.com/b' },
      ]);
      await createSlider(t.db, { platform: 'H5', thumb: '/storage/h5-own.svg', url: '/articles' });
      const own = await renderDecorationPage(t.db, 'h5-page-index');
      expect(own[0].config_render).toEqual([{ src: '/storage/h5-own.svg', href: '/h5/articles' }]);
    });
  });
});
