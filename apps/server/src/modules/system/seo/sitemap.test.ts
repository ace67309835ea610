import { describe, expect, it } from 'vitest';
import {
  createActivate,
  createAnnouncement,
  createArticle,
  createCourse,
  createKecheng,
  createTeacher,
  DAY_MS,
} from '#seed/factories/index';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Issue 20, search engines: robots.txt keeps crawlers out of the member's and the console's pages and names
 * the sitemap; sitemap.xml lists every public page (paged through an index when large), with absolute
 * addresses and lastmod, and nothing a visitor may not see or a switched-off module's page.
 */

const SITE = 'https://school.example';
const PAGE_SIZE = 4;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

forEachDatabase(
  (t) => {
    const ids = seedOnce(t, async (db, now) => ({
      course: (await createCourse(db, { title: '公开的课程' })).id,
      plain: (await createCourse(db, { title: '另一门课' })).id,
      hiddenCourse: (await createCourse(db, { title: '下架的课程', is_show: 0 })).id,
      futureCourse: (await createCourse(db, { title: '定时的课程', published_at: now + DAY_MS })).id,
      deletedCourse: (await createCourse(db, { title: '删除的课程', deleted_at: now })).id,
      article: (await createArticle(db, { title: '一篇文章' })).id,
      hiddenArticle: (await createArticle(db, { title: '下架的文章', is_show: 0 })).id,
      activate: (await createActivate(db, { title: '线下活动' })).id,
      futureActivate: (await createActivate(db, { title: '定时的活动', published_at: now + DAY_MS })).id,
      kecheng: (await createKecheng(db, { title: '全栈专栏' })).id,
      hiddenKecheng: (await createKecheng(db, { title: '下架的专栏', is_show: 0 })).id,
      teacher: (await createTeacher(db)).id,
      announcement: (await createAnnouncement(db)).id,
    }));

    const page = (url: string) => t.inject({ url });

    describe('robots.txt and sitemap.xml', () => {
      it('robots.txt keeps crawlers out of the member, order and console pages and names the sitemap', async () => {
        const response = await page('/robots.txt');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        const lines = response.body.split('\n');
        for (const path of [
          '/member',
          '/order',
          '/study-center',
          '/courses/video',
          '/admin',
          '/backend',
          '/login',
          '/h5/member',
          '/h5/study',
          '/h5/order/pay',
          '/h5/courses/video',
        ]) {
          expect(lines, path).toContain(`Disallow: ${path}`);
        }
        // `/member` covers `/member/orders`; the public pages stay open.
        expect(lines).not.toContain('Disallow: /member/orders');
        expect(response.body).not.toMatch(/Disallow: \/(courses|articles|h5)?\n/);
        expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      });

      /** Every address of the sitemap: its index's pages read one by one. */
      async function allLocs(): Promise<{ locs: string[]; lastmods: number; pages: number }> {
        const index = await page('/sitemap.xml');
        expect(index.statusCode).toBe(200);
        expect(index.headers['content-type']).toMatch(/^application\/xml/);
        expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const pages = locsOf(index.body);
        const locs: string[] = [];
        let lastmods = 0;
        for (const [i, loc] of pages.entries()) {
          expect(loc).toBe(`${SITE}/sitemap-${i + 1}.xml`);
          const part = await page(loc.slice(SITE.length));
          expect(part.statusCode).toBe(200);
          expect(part.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
          const found = locsOf(part.body);
          expect(found.length).toBeLessThanOrEqual(PAGE_SIZE);
          locs.push(...found);
          lastmods += (part.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g) ?? []).length;
        }
        return { locs, lastmods, pages: pages.length };
      }

      it('lists every public page once, paged, with lastmod; nothing a visitor may not see', async () => {
        const { locs, lastmods, pages } = await allLocs();
        expect(pages).toBe(Math.ceil(locs.length / PAGE_SIZE));
        expect(new Set(locs).size).toBe(locs.length);
        for (const path of [
          '/',
          '/courses',
          '/activates',
          '/articles',
          '/kechengs',
          '/about',
          '/vip',
          `/courses/detail/${ids.course}`,
          `/courses/detail/${ids.plain}`,
          `/articles/detail/${ids.article}`,
          `/activates/detail/${ids.activate}`,
          `/kecheng/${ids.kecheng}`,
          `/teacher/${ids.teacher}`,
          `/announcement?id=${ids.announcement}`,
        ]) {
          expect(locs, path).toContain(`${SITE}${path.replace('&', '&amp;')}`);
        }
        for (const id of [ids.hiddenCourse, ids.futureCourse, ids.deletedCourse]) {
          expect(locs).not.toContain(`${SITE}/courses/detail/${id}`);
        }
        expect(locs).not.toContain(`${SITE}/articles/detail/${ids.hiddenArticle}`);
        expect(locs).not.toContain(`${SITE}/activates/detail/${ids.futureActivate}`);
        expect(locs).not.toContain(`${SITE}/kecheng/${ids.hiddenKecheng}`);
        expect(locs.some((l) => l.includes('/member') || l.includes('/h5'))).toBe(false);
        // Items carry their own time; the site pages the newest of what they list.
        expect(lastmods).toBeGreaterThanOrEqual(locs.length - 1);
        expect((await page(`/sitemap-${pages + 1}.xml`)).statusCode).toBe(404);
        expect((await page('/sitemap-0.xml')).statusCode).toBe(404);
        expect((await page('/sitemap-x.xml')).statusCode).toBe(404);
      });

      it('leaves out the page of a switched-off module', async () => {
        await setFeatureSwitches(t.db, { vip: false });
        try {
          const { locs } = await allLocs();
          expect(locs).not.toContain(`${SITE}/vip`);
          expect(locs).toContain(`${SITE}/courses`);
        } finally {
          await setFeatureSwitches(t.db, { vip: true });
        }
      });
    });
  },
  { sitemapPageSize: PAGE_SIZE, config: { publicUrl: SITE } },
);

describe('a site that fits one sitemap page', () => {
  forEachDatabase((t) => {
    it('answers sitemap.xml with the list itself, from the request origin without PUBLIC_URL', async () => {
      const response = await t.inject({ url: '/sitemap.xml', headers: { host: 'learn.example:8080' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<urlset');
      expect(locsOf(response.body)).toContain('http://learn.example:8080/courses');
      const robots = await t.inject({ url: '/robots.txt', headers: { host: 'learn.example:8080' } });
      expect(robots.body).toContain('Sitemap: http://learn.example:8080/sitemap.xml');
    });
  }, {});
});
