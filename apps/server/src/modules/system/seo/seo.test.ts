import { describe, expect, it } from 'vitest';
import {
  createActivate,
  createAnnouncement,
  createArticle,
  createCourse,
  createKecheng,
  createTeacher,
} from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { setAppConfig } from '#test/helpers/app-config';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { headOf, SITE, useWebDist } from './testing/web-dist';

/*
 * Issue 20, search engines: every page address is served with its own head (title, description, canonical,
 * Open Graph), desktop and /h5 alike; an unknown address or an item a visitor may not see answers 404 with
 * the not-found page (seo-not-found.test.ts; sitemap.test.ts: robots.txt and sitemap.xml).
 */

const dist = useWebDist();

forEachDatabase(
  (t) => {
    const ids = seedOnce(t, async (db) => {
      await setAppConfig(db, 'site.name', '测试网校');
      await setAppConfig(db, 'site.seo_description', '学编程的好地方');
      await setAppConfig(db, 'site.seo_keywords', '编程,课程');
      const course = await createCourse(db, {
        title: 'Vue 入门',
        short_description: '<p>一门课</p>',
        seo_description: '从零学 Vue',
        seo_keywords: 'vue,前端',
        thumb: '/storage/covers/vue.png',
      });
      const plain = await createCourse(db, {
        title: '无 SEO 的课',
        short_description: '简介：A & B',
        thumb: '',
      });
      const hostile = await createCourse(db, {
        title: '</title><script>alert(1)</script>"\'&',
        seo_description: '"><img src=x onerror=alert(2)>',
      });
      return {
        course: course.id,
        plain: plain.id,
        hostile: hostile.id,
        article: (await createArticle(db, { title: '一篇文章', short_description: '文章摘要' })).id,
        activate: (await createActivate(db, { title: '线下活动', short_description: '活动简介' })).id,
        kecheng: (await createKecheng(db, { title: '全栈专栏', short_description: '专栏简介' })).id,
        teacher: (await createTeacher(db, { name: '王老师', name_en: 'Ms Wang', description: '十年教龄' }))
          .id,
        announcement: (
          await createAnnouncement(db, { title: '开课通知', announcement: '<p>周一<b>开课</b></p>' })
        ).id,
      };
    });

    const page = (url: string, headers: Record<string, string> = {}) => t.inject({ url, headers });

    describe('page heads', () => {
      it("a course page says the course's SEO fields, desktop and /h5, with the desktop address as canonical", async () => {
        for (const url of [`/courses/detail/${ids.course}`, `/h5/courses/detail/${ids.course}`]) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.body).toContain('<div id="root"></div>');
          const head = headOf(response.body);
          expect(head).toMatchObject({
            title: 'Vue 入门 - 测试网校',
            description: '从零学 Vue',
            keywords: 'vue,前端',
            canonical: `${SITE}/courses/detail/${ids.course}`,
            ogTitle: 'Vue 入门 - 测试网校',
            ogDescription: '从零学 Vue',
            ogUrl: `${SITE}/courses/detail/${ids.course}`,
            ogImage: `${SITE}/storage/covers/vue.png`,
            ogType: 'article',
            ogSiteName: '测试网校',
            robots: undefined,
          });
          // The desktop page names its mobile twin; the twin does not point at itself.
          expect(head.mobile).toBe(
            url.startsWith('/h5') ? undefined : `${SITE}/h5/courses/detail/${ids.course}`,
          );
          expect(response.body.match(/<title>/g)).toHaveLength(1);
        }
      });

      it('falls back to the short description, and leaves og:image out without a thumb', async () => {
        const head = headOf((await page(`/courses/detail/${ids.plain}`)).body);
        expect(head.description).toBe('简介：A &amp; B');
        expect(head.keywords).toBeUndefined();
        expect(head.ogImage).toBeUndefined();
      });

      it('gives each kind of item its own head', async () => {
        const cases: [string, string, string][] = [
          [`/articles/detail/${ids.article}`, '一篇文章 - 测试网校', '文章摘要'],
          [`/h5/articles/detail/${ids.article}`, '一篇文章 - 测试网校', '文章摘要'],
          [`/activates/detail/${ids.activate}`, '线下活动 - 测试网校', '活动简介'],
          [`/h5/activates/detail/${ids.activate}`, '线下活动 - 测试网校', '活动简介'],
          [`/kecheng/${ids.kecheng}`, '全栈专栏 - 测试网校', '专栏简介'],
          [`/h5/kecheng/${ids.kecheng}`, '全栈专栏 - 测试网校', '专栏简介'],
          [`/teacher/${ids.teacher}`, '王老师 - 测试网校', '十年教龄'],
          [`/h5/teacher/${ids.teacher}`, '王老师 - 测试网校', '十年教龄'],
          [`/announcement?id=${ids.announcement}`, '开课通知 - 测试网校', '周一 开课'],
          [`/h5/announcement?id=${ids.announcement}`, '开课通知 - 测试网校', '周一 开课'],
        ];
        for (const [url, title, description] of cases) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(200);
          const head = headOf(response.body);
          expect(head, url).toMatchObject({ title, description, ogTitle: title, ogType: 'article' });
          expect(head.canonical, url).toBe(`${SITE}${url.replace(/^\/h5/, '')}`);
        }
        const english = await page(`/teacher/${ids.teacher}`, { 'accept-language': 'en' });
        expect(headOf(english.body).title).toBe('Ms Wang - 测试网校');
        expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
        expect(english.headers.vary).toMatch(/accept-language/i);
      });

      it("home and list pages say the site's name and SEO settings, in the reader's language", async () => {
        const home = headOf((await page('/')).body);
        expect(home).toMatchObject({
          title: '测试网校',
          description: '学编程的好地方',
          keywords: '编程,课程',
          canonical: `${SITE}/`,
          mobile: `${SITE}/h5`,
          ogType: 'website',
        });
        expect(headOf((await page('/h5')).body).canonical).toBe(`${SITE}/`);
        // The home page's file is the home page.
        expect(headOf((await page('/index.html')).body)).toMatchObject({
          title: '测试网校',
          canonical: `${SITE}/`,
        });
        expect(headOf((await page('/courses?page=2')).body)).toMatchObject({
          title: '在线课程 - 测试网校',
          canonical: `${SITE}/courses`,
        });
        expect(headOf((await page('/h5/kechengs')).body).title).toBe('专栏 - 测试网校');
        expect(headOf((await page('/activates', { 'accept-language': 'en' })).body).title).toBe(
          'Offline Courses - 测试网校',
        );
      });

      it("the console's SEO settings (a multi-line description) reach the served head at once", async () => {
        const root = await adminOfRole(t, 'super');
        const values = { 'site.seo_keywords': '网课', 'site.seo_description': '第一行\n第二行' };
        const saved = await adminCall(t, 'PUT', '/backend/api/v1/settings', root.token, { values });
        expect(saved.code).toBe(0);
        try {
          expect(headOf((await page('/articles')).body)).toMatchObject({
            keywords: '网课',
            description: '第一行 第二行',
          });
        } finally {
          await adminCall(t, 'PUT', '/backend/api/v1/settings', root.token, {
            values: { 'site.seo_keywords': '编程,课程', 'site.seo_description': '学编程的好地方' },
          });
        }
      });

      it('marks member pages and search results noindex', async () => {
        for (const url of [
          '/member/orders',
          '/h5/member',
          '/login',
          '/search?keywords=vue',
          '/admin/courses',
        ]) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(200);
          expect(headOf(response.body).robots, url).toBe('noindex');
        }
        expect(headOf((await page('/courses')).body).robots).toBeUndefined();
      });

      it('escapes titles and descriptions: no markup gets in through them', async () => {
        const response = await page(`/courses/detail/${ids.hostile}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('<script>alert(1)');
        expect(response.body).not.toContain('<img src=x');
        const head = headOf(response.body);
        expect(head.title).toBe(
          '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp; - 测试网校',
        );
        expect(head.description).toBe('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
      });

      it('answers 304 to a browser that has the same page', async () => {
        const first = await page('/courses');
        const again = await page('/courses', { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      });
    });
  },
  { webDistDir: dist, config: { publicUrl: SITE } },
);
