import { beforeAll, describe, expect, it } from 'vitest';
import {
  createActivate,
  createAnnouncement,
  createArticle,
  createCategory,
  createCourse,
  createViewBlock,
} from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';
type Block = { id: number; sign: string; config_render: Record<string, unknown> };

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  const ids: Record<string, number> = {};
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);
  const storefront = async (platform: string, page: string) =>
    (await t.get(`/api/v2/viewBlock/page/blocks?platform=${platform}&page_name=${page}`)).data as Block[];
  const create = (body: Record<string, unknown>) => call('POST', '/view-blocks', body);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    ids.c1 = (await createCourse(t.db, { title: '第一门课', is_show: 1 })).id;
    ids.c2 = (await createCourse(t.db, { title: '第二门课', is_show: 1 })).id;
    ids.gone = (await createCourse(t.db, { title: '已删除的课', deleted_at: Date.now() })).id;
    ids.a1 = (await createActivate(t.db, { title: '周末工作坊', is_show: 1 })).id;
    ids.cat = (await createCategory(t.db, { type: 'article', name: '学习方法' })).id;
    ids.courseCat = (await createCategory(t.db, { type: 'course', name: '后端' })).id;
    await createArticle(t.db, { title: '怎样做笔记', category_id: ids.cat, is_show: 1 });
    await createAnnouncement(t.db, { title: '开学通知', announcement: '<p>开学</p>' });
  });

  describe('home blocks', () => {
    it('creates each kind at the end of its page; the storefront shows them at once, sanitised', async () => {
      // Warm the storefront cache: each write must drop it.
      expect(await storefront('pc', 'pc-page-index')).toEqual([]);
      const place = { platform: 'pc', page: 'pc-page-index' };
      const made = [
        await create({ ...place, kind: 'vod', config: { title: '精选课程', course_ids: [ids.c2, ids.c1] } }),
        await create({
          ...place,
          kind: 'code',
          config: {
            html: '<div style="color: red" onclick="steal()">会员限时<script>alert(1)</script></div>',
          },
        }),
        await create({
          ...place,
          kind: 'slider',
          config: { items: [{ thumb: '/storage/media/a.png', url: '/vip' }] },
        }),
        await create({ ...place, kind: 'activate', config: { title: '线下活动', activate_ids: [ids.a1] } }),
        await create({
          ...place,
          kind: 'article',
          config: { title: '文章', limit: 3, category_id: ids.cat },
        }),
        await create({ ...place, kind: 'announcement', config: { title: '公告', limit: 2 } }),
      ];
      for (const m of made) expect(m.code, m.message).toBe(0);
      const [vod, code, slider, activate, article, announcement] = made.map((m) => m.data.id as number);

      const shown = await storefront('pc', 'pc-page-index');
      expect(shown.map((b) => b.id)).toEqual([vod, code, slider, activate, article, announcement]);
      expect(shown.map((b) => b.sign)).toEqual([
        'pc-vod-v1',
        'code',
        'slider',
        'pc-activate-v1',
        'pc-article-v1',
        'pc-announcement-v1',
      ]);
      const vodItems = shown[0].config_render.items as { id: number }[];
      expect(vodItems.map((c) => c.id)).toEqual([ids.c2, ids.c1]);
      const html = String(shown[1].config_render.html);
      expect(html).toContain('会员限时');
      expect(html).not.toMatch(/script|onclick/);
      expect((shown[3].config_render.items as { title: string }[])[0].title).toBe('周末工作坊');
      expect((shown[4].config_render.items as { title: string }[]).map((a) => a.title)).toEqual([
        '怎样做笔记',
      ]);
      expect((shown[5].config_render.items as { title: string }[])[0].title).toBe('开学通知');

      const list = await call('GET', '/view-blocks?platform=pc&page=pc-page-index');
      expect(list.code).toBe(0);
      expect(list.data.map((b: { sort: number }) => b.sort)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(list.data[0]).toMatchObject({
        kind: 'vod',
        config: { title: '精选课程', course_ids: [ids.c2, ids.c1] },
        picked: [
          { id: ids.c2, title: '第二门课' },
          { id: ids.c1, title: '第一门课' },
        ],
      });
      expect(list.data[3]).toMatchObject({
        kind: 'activate',
        config: { activate_ids: [ids.a1], limit: 5 },
        picked: [{ id: ids.a1, title: '周末工作坊' }],
      });
      expect(list.data[4].config).toEqual({ title: '文章', limit: 3, category_id: ids.cat });
      expect(list.data[2].config).toEqual({ items: [{ thumb: '/storage/media/a.png', url: '/vip' }] });
      expect(await lastAudit(t, 'view_block.create')).toMatchObject({
        admin_id: editor.id,
        target: `view_block:${announcement}`,
        before: null,
        after: { platform: 'pc', sign: 'pc-announcement-v1', sort: 6 },
      });
    });

    it('edits, reorders and deletes; each write reaches the storefront and the audit log', async () => {
      const place = { platform: 'h5', page: 'h5-page-index' };
      const a = (await create({ ...place, kind: 'vod', config: { title: '推荐', course_ids: [ids.c1] } }))
        .data.id;
      const b = (await create({ ...place, kind: 'announcement', config: { title: '公告' } })).data.id;
      const c = (await create({ ...place, kind: 'code', config: { html: '<p>你好</p>' } })).data.id;
      expect((await storefront('h5', 'h5-page-index')).map((x) => x.sign)).toEqual([
        'h5-vod-v1',
        'h5-announcement-v1',
        'code',
      ]);

      const edited = await call('PUT', `/view-blocks/${a}`, {
        kind: 'vod',
        config: { title: '新课推荐', course_ids: [ids.c1, ids.c2] },
      });
      expect(edited.code, edited.message).toBe(0);
      const afterEdit = await storefront('h5', 'h5-page-index');
      expect(afterEdit[0].config_render).toMatchObject({ title: '新课推荐' });
      expect((afterEdit[0].config_render.items as { id: number }[]).map((x) => x.id)).toEqual([
        ids.c1,
        ids.c2,
      ]);
      const log = await lastAudit(t, 'view_block.update');
      expect(log?.target).toBe(`view_block:${a}`);
      expect(JSON.parse(log?.before.config)).toMatchObject({ title: '推荐' });
      expect(JSON.parse(log?.after.config)).toMatchObject({ title: '新课推荐' });

      expect((await call('POST', '/view-blocks/sort', { ...place, ids: [c, a, b] })).code).toBe(0);
      expect((await storefront('h5', 'h5-page-index')).map((x) => x.id)).toEqual([c, a, b]);
      expect(await lastAudit(t, 'view_block.sort')).toMatchObject({
        target: 'view_blocks:h5:h5-page-index',
        before: { ids: [a, b, c] },
        after: { ids: [c, a, b] },
      });
      // A stale or partial order is refused whole.
      for (const stale of [
        [c, a],
        [c, a, b, b],
        [c, a, 987654],
      ])
        expect(await call('POST', '/view-blocks/sort', { ...place, ids: stale })).toMatchObject({
          code: 1,
          message: '区块列表已变化，请刷新后重试',
        });

      expect((await call('DELETE', `/view-blocks/${b}`)).code).toBe(0);
      expect((await storefront('h5', 'h5-page-index')).map((x) => x.id)).toEqual([c, a]);
      expect(await lastAudit(t, 'view_block.delete')).toMatchObject({
        target: `view_block:${b}`,
        after: null,
      });
      expect((await call('DELETE', `/view-blocks/${b}`)).code).toBe(404);
      expect((await call('PUT', `/view-blocks/${b}`, { kind: 'code', config: { html: 'x' } })).code).toBe(
        404,
      );
    });

    it('lists blocks it does not edit as other, and refuses to edit a block of another platform', async () => {
      const nav = await createViewBlock(t.db, {
        platform: 'pc',
        page: 'pc-other',
        sign: 'grid-nav',
        config: { items: [{ name: '课程' }] },
      });
      const list = await call('GET', '/view-blocks?platform=pc&page=pc-other');
      expect(list.data).toEqual([
        expect.objectContaining({
          id: nav.id,
          kind: 'other',
          config: { items: [{ name: '课程' }] },
          picked: [],
        }),
      ]);
      const app = await createViewBlock(t.db, {
        platform: 'app',
        page: 'app-index',
        sign: 'code',
        config: {},
      });
      expect(
        await call('PUT', `/view-blocks/${app.id}`, { kind: 'code', config: { html: '<p>x</p>' } }),
      ).toMatchObject({
        code: 1,
        message: '该平台的区块不能在后台编辑',
      });
    });

    it('answers bad input with the envelope: unknown kinds, bad ids, huge strings', async () => {
      const place = { platform: 'pc', page: 'pc-bad-input' };
      const refused = async (body: unknown, message: string) => {
        const answer = await create(body as Record<string, unknown>);
        expect(answer.code, JSON.stringify(body).slice(0, 120)).not.toBe(0);
        expect(answer.message, JSON.stringify(body).slice(0, 120)).toContain(message);
      };
      await refused({ ...place, kind: 'marquee', config: {} }, '区块类型错误');
      await refused({ ...place, config: { html: 'x' } }, '区块类型错误');
      await refused({ ...place, kind: 'vod', config: { title: 't', course_ids: [987654] } }, '课程不存在');
      await refused({ ...place, kind: 'vod', config: { title: 't', course_ids: [ids.gone] } }, '课程不存在');
      await refused(
        { ...place, kind: 'vod', config: { title: 't', course_ids: [99999999999] } },
        '课程不存在',
      );
      await refused(
        { ...place, kind: 'vod', config: { title: 't', course_ids: ['1 or 1=1'] } },
        '课程格式错误',
      );
      await refused({ ...place, kind: 'vod', config: { title: 't', course_ids: [] } }, '请选择课程');
      await refused({ ...place, kind: 'vod', config: { title: 't', course_ids: 'all' } }, '课程格式错误');
      await refused(
        {
          ...place,
          kind: 'vod',
          config: { title: 't', course_ids: Array.from({ length: 25 }, (_, i) => i + 1) },
        },
        '课程最多 24 个',
      );
      await refused(
        { ...place, kind: 'activate', config: { title: 't', activate_ids: [987654] } },
        '线下课不存在',
      );
      await refused(
        { ...place, kind: 'article', config: { title: 't', category_id: ids.courseCat } },
        '文章分类不存在',
      );
      await refused(
        { ...place, kind: 'announcement', config: { title: 't', limit: 0 } },
        '数量须在 1 到 20 之间',
      );
      await refused(
        { ...place, kind: 'announcement', config: { title: 'x'.repeat(61) } },
        '标题不能超过60个字符',
      );
      await refused({ ...place, kind: 'announcement', config: { title: '标题\u0000' } }, '标题含有非法字符');
      await refused({ ...place, kind: 'code', config: { html: 'x'.repeat(50_001) } }, 'HTML过长');
      await refused({ ...place, kind: 'code', config: { html: '   ' } }, '请输入 HTML');
      await refused({ ...place, kind: 'code', config: null }, '参数错误');
      await refused({ ...place, kind: 'slider', config: { items: [] } }, '请添加图片');
      await refused(
        { ...place, kind: 'slider', config: { items: [{ thumb: 'javascript:alert(1)', url: '' }] } },
        '图片须为 http(s) 地址或本站 /storage/ 路径',
      );
      await refused(
        { ...place, kind: 'slider', config: { items: [{ thumb: '/storage/a.png', url: 'javascript:x' }] } },
        '链接须为站内路径或 http(s) 地址',
      );
      await refused(
        { platform: 'app', page: 'pc-page-index', kind: 'code', config: { html: 'x' } },
        '平台错误',
      );
      await refused({ platform: 'pc', page: '../etc', kind: 'code', config: { html: 'x' } }, '页面错误');
      await refused(
        { platform: 'pc', page: 'p'.repeat(65), kind: 'code', config: { html: 'x' } },
        '页面错误',
      );
      // Larger than the body limit (1 MiB in tests): still the envelope.
      const huge = await create({ ...place, kind: 'code', config: { html: 'x'.repeat(1_200_000) } });
      expect(huge.code).not.toBe(0);
      expect((await call('GET', '/view-blocks?platform=pc&page=pc-bad-input')).data).toEqual([]);

      expect((await call('PUT', '/view-blocks/987654', { kind: 'code', config: { html: 'x' } })).code).toBe(
        404,
      );
      expect((await call('PUT', '/view-blocks/abc', { kind: 'code', config: { html: 'x' } })).code).toBe(404);
      expect(
        (await call('PUT', '/view-blocks/99999999999', { kind: 'code', config: { html: 'x' } })).code,
      ).toBe(404);
      expect((await call('DELETE', '/view-blocks/987654')).code).toBe(404);
      expect((await call('POST', '/view-blocks/sort', { ...place, ids: ['a'] })).code).toBe(1);
      expect((await call('POST', '/view-blocks/sort', { ...place, ids: [1.5] })).code).toBe(1);
      expect((await call('GET', '/view-blocks')).code).toBe(1);
      expect((await call('GET', '/view-blocks?platform=pc&page=%00')).code).toBe(1);
    });
  });
});
