import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAnnouncement,
  createCourse,
  createSlider,
  createViewBlock,
  DAY_MS,
} from '#seed/factories/index';
import { forEachDatabase } from '#test/helpers/test-app';

/** The parts of a rendered block these tests read. */
type RenderedBlock = {
  sign: string;
  sort: number;
  config: string;
  config_render: { title?: string; html?: string; items: { id: number }[] };
};

forEachDatabase((t) => {
  const courses: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.db;
    courses.x = (await createCourse(db, { title: '课程 X' })).id;
    courses.y = (await createCourse(db, { title: '课程 Y' })).id;
    courses.hidden = (await createCourse(db, { title: '隐藏课程', is_show: 0 })).id;

    await createSlider(db, { platform: 'PC', sort: 2, thumb: '/storage/pc-b.svg', url: '/b' });
    await createSlider(db, { platform: 'PC', sort: 1, thumb: '/storage/pc-a.svg', url: '/a' });
    await createSlider(db, { platform: 'H5', sort: 1, thumb: '/storage/h5.svg', url: '/h5' });
    await createSlider(db, { platform: 'APP', sort: 1, thumb: '/storage/app.svg', url: '' });

    await createViewBlock(db, {
      sign: 'code',
      sort: 2,
      config: {
        html: '<p class="x">你好</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(1)">',
      },
    });
    await createViewBlock(db, {
      sign: 'pc-vod-v1',
      sort: 1,
      config: {
        title: '推荐课程',
        items: [{ id: courses.y }, { id: 99999 }, { id: courses.x }, { id: courses.hidden }],
      },
    });
    await createViewBlock(db, {
      sign: 'slider',
      sort: 3,
      config: { items: [{ thumb: '/s.svg', url: '/x' }] },
    });
    await createViewBlock(db, { sign: 'pc-vod-v1', sort: 4, config: 'not json' });
    await createViewBlock(db, {
      platform: 'h5',
      page: 'h5-page-index',
      sign: 'h5-vod-v1',
      config: { title: '免费好课', items: [courses.x] },
    });
  });

  describe('GET /api/v2/sliders', () => {
    it('lists one platform ordered by sort, case-insensitively', async () => {
      const res = await t.get('/api/v2/sliders?platform=pc');
      expect(res).toEqual({
        code: 0,
        message: '',
        data: [
          // Asset paths reach clients as absolute addresses (issue 20); links stay as written.
          { thumb: 'http://localhost:80/storage/pc-a.svg', url: '/a', sort: 1, platform: 'PC' },
          { thumb: 'http://localhost:80/storage/pc-b.svg', url: '/b', sort: 2, platform: 'PC' },
        ],
      });
      expect((await t.get('/api/v2/sliders?platform=H5')).data).toHaveLength(1);
    });

    it('defaults to the APP platform like MeEdu', async () => {
      expect((await t.get('/api/v2/sliders')).data).toEqual([
        { thumb: 'http://localhost:80/storage/app.svg', url: '', sort: 1, platform: 'APP' },
      ]);
    });
  });

  describe('GET /api/v2/viewBlock/page/blocks', () => {
    const pcBlocks = async () => {
      const res = await t.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index');
      expect(res.code).toBe(0);
      return res.data as RenderedBlock[];
    };

    it('returns the page blocks ordered by sort', async () => {
      expect((await pcBlocks()).map((b) => [b.sign, b.sort])).toEqual([
        ['pc-vod-v1', 1],
        ['code', 2],
        ['slider', 3],
        ['pc-vod-v1', 4],
      ]);
    });

    it('renders vod blocks as full course items in configured order, dropping missing and hidden courses', async () => {
      const vod = (await pcBlocks())[0];
      expect(vod.config_render.title).toBe('推荐课程');
      expect(vod.config_render.items.map((c) => c.id)).toEqual([courses.y, courses.x]);
      expect(vod.config_render.items[0]).toMatchObject({
        title: '课程 Y',
        charge: 99,
        videos_count: 0,
        category: null,
      });
      expect(JSON.parse(vod.config).items).toHaveLength(4);
    });

    it('strips scripts and event handlers from code blocks, in config_render and in config', async () => {
      const code = (await pcBlocks())[1];
      expect(code.config_render.html).toBe('<p class="x">你好</p><img />');
      expect(code.config).not.toMatch(/script|onerror|javascript/);
      expect(JSON.parse(code.config).html).toBe(code.config_render.html);
    });

    it('passes other blocks through and survives a config that is not JSON', async () => {
      const blocks = await pcBlocks();
      expect(blocks[2].config_render).toEqual({
        items: [{ thumb: 'http://localhost:80/s.svg', url: '/x' }],
      });
      expect(blocks[3].config_render).toEqual({ title: '', items: [] });
    });

    it('matches the platform case-insensitively and accepts bare course ids', async () => {
      const res = await t.get('/api/v2/viewBlock/page/blocks?platform=H5&page_name=h5-page-index');
      expect(res.data).toHaveLength(1);
      expect(res.data[0].config_render.items.map((c: { id: number }) => c.id)).toEqual([courses.x]);
    });

    it('answers [] for an unknown page and code 1 without platform or page_name', async () => {
      expect((await t.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=nope')).data).toEqual([]);
      for (const query of ['platform=pc', 'page_name=pc-page-index', '']) {
        expect(await t.get(`/api/v2/viewBlock/page/blocks?${query}`), query).toEqual({
          code: 1,
          message: '参数错误',
          data: [],
        });
      }
    });
  });

  describe('GET /api/v2/announcement/latest', () => {
    it('answers [] when there is no announcement', async () => {
      expect(await t.get('/api/v2/announcement/latest')).toEqual({ code: 0, message: '', data: [] });
    });

    it('answers the newest announcement with Eloquent timestamps', async () => {
      const at = Date.UTC(2025, 0, 2, 3, 4, 5);
      await createAnnouncement(t.db, { title: '旧公告', created_at: at - DAY_MS, updated_at: at - DAY_MS });
      const newest = await createAnnouncement(t.db, {
        title: '新公告',
        admin_id: 7,
        view_times: 3,
        announcement: '<p>内容<script>x()</script></p>',
        created_at: at,
        updated_at: at,
      });
      // An admin write invalidates the cached answer the same way.
      await t.app.cache.invalidate('content:');
      expect((await t.get('/api/v2/announcement/latest')).data).toEqual({
        id: newest.id,
        admin_id: 7,
        title: '新公告',
        announcement: '<p>内容</p>',
        view_times: 3,
        created_at: '2025-01-02T03:04:05.000000Z',
        updated_at: '2025-01-02T03:04:05.000000Z',
      });
    });
  });
});
