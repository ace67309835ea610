import { expect, it } from 'vitest';
import {
  createActivate,
  createAnnouncement,
  createArticle,
  createCategory,
  createViewBlock,
  DAY_MS,
} from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/** The list blocks of the home page beyond MeEdu's vod/code/slider (contract: ZViewBlock). */
forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    ids.a1 = (
      await createActivate(db, {
        title: '活动一',
        started_at: now + 2 * DAY_MS,
        ended_at: now + 2.1 * DAY_MS,
      })
    ).id;
    ids.a2 = (
      await createActivate(db, { title: '活动二', started_at: now + DAY_MS, ended_at: now + 1.1 * DAY_MS })
    ).id;
    ids.aPast = (
      await createActivate(db, {
        title: '已结束',
        started_at: now - 3 * DAY_MS,
        ended_at: now - 2.9 * DAY_MS,
      })
    ).id;
    const cat = await createCategory(db, { type: 'article', name: '技术' });
    ids.art1 = (
      await createArticle(db, { title: '旧文', category_id: cat.id, published_at: now - 2 * DAY_MS })
    ).id;
    ids.art2 = (await createArticle(db, { title: '新文', published_at: now - DAY_MS })).id;
    ids.n1 = (await createAnnouncement(db, { title: '公告甲' })).id;
    ids.n2 = (await createAnnouncement(db, { title: '公告乙' })).id;
    const block = (sign: string, sort: number, config: object) =>
      createViewBlock(db, { page: 'blocks-test', sign, sort, config });
    await block('pc-activate-v1', 1, { title: '线下课', items: [{ id: ids.aPast }, { id: 4040 }, ids.a1] });
    await block('pc-activate-v1', 2, { title: '即将开始', limit: 5 });
    await block('pc-article-v1', 3, { title: '文章', limit: 1 });
    await block('pc-article-v1', 4, { title: '技术文章', category_id: cat.id });
    await block('pc-announcement-v1', 5, { title: '公告', limit: 99 });
    await block('grid-nav', 6, { items: [{ name: '课程', url: '/courses' }] });
  });

  it('renders offline-course, article and announcement blocks from current rows', async () => {
    const res = await t.get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=blocks-test');
    expect(res.code).toBe(0);
    const [configured, upcoming, latest, byCategory, notices, nav] = res.data;
    expect(configured.config_render.items.map((a: { id: number }) => a.id)).toEqual([ids.aPast, ids.a1]);
    expect(configured.config_render.items[0]).toMatchObject({ title: '已结束', state: 'ended' });
    expect(upcoming.config_render).toMatchObject({ title: '即将开始' });
    expect(upcoming.config_render.items.map((a: { id: number }) => a.id)).toEqual([ids.a2, ids.a1]);
    expect(latest.config_render.items.map((a: { id: number }) => a.id)).toEqual([ids.art2]);
    expect(byCategory.config_render.items.map((a: { id: number }) => a.id)).toEqual([ids.art1]);
    expect(notices.config_render.items.map((n: { id: number }) => n.id)).toEqual([ids.n2, ids.n1]);
    expect(notices.config_render.items[0]).toMatchObject({ title: '公告乙', view_times: 0 });
    expect(nav.config_render).toEqual({ items: [{ name: '课程', url: '/courses' }] });
  });
});
