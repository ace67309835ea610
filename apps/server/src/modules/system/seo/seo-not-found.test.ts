import { H5_BASE, H5_PAGES, STOREFRONT_PAGES } from '@shuyuan/contract/web-pages';
import { describe, expect, it } from 'vitest';
import {
  createActivate,
  createArticle,
  createCourse,
  createKecheng,
  createTeacher,
  DAY_MS,
} from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { headOf, SITE, useWebDist } from './testing/web-dist';

/*
 * Issue 20, search engines: an unknown address, or an item a visitor may not see, answers HTTP 404 with the
 * web app's not-found page (its title nowhere); every page of the shared table answers 200 (seo.test.ts: the
 * heads of the pages).
 */

const dist = useWebDist();

forEachDatabase(
  (t) => {
    const ids = seedOnce(t, async (db, now) => {
      await setAppConfig(db, 'site.name', '测试网校');
      return {
        course: (await createCourse(db, { title: 'Vue 入门' })).id,
        hiddenCourse: (await createCourse(db, { title: '下架的课程', is_show: 0 })).id,
        futureCourse: (await createCourse(db, { title: '定时的课程', published_at: now + DAY_MS })).id,
        deletedCourse: (await createCourse(db, { title: '删除的课程', deleted_at: now })).id,
        article: (await createArticle(db, { title: '一篇文章' })).id,
        hiddenArticle: (await createArticle(db, { title: '下架的文章', is_show: 0 })).id,
        activate: (await createActivate(db, { title: '线下活动' })).id,
        futureActivate: (await createActivate(db, { title: '定时的活动', published_at: now + DAY_MS })).id,
        kecheng: (await createKecheng(db, { title: '全栈专栏' })).id,
        hiddenKecheng: (await createKecheng(db, { title: '下架的专栏', is_show: 0 })).id,
        teacher: (await createTeacher(db, { name: '王老师' })).id,
      };
    });

    const page = (url: string, headers: Record<string, string> = {}) => t.inject({ url, headers });

    describe('not found', () => {
      it('an item a visitor may not see gets the not-found page, its title nowhere', async () => {
        const hidden: [string, string][] = [
          [`/courses/detail/${ids.hiddenCourse}`, '下架的课程'],
          [`/h5/courses/detail/${ids.hiddenCourse}`, '下架的课程'],
          [`/courses/detail/${ids.futureCourse}`, '定时的课程'],
          [`/courses/detail/${ids.deletedCourse}`, '删除的课程'],
          [`/articles/detail/${ids.hiddenArticle}`, '下架的文章'],
          [`/h5/activates/detail/${ids.futureActivate}`, '定时的活动'],
          [`/kecheng/${ids.hiddenKecheng}`, '下架的专栏'],
        ];
        for (const [url, title] of hidden) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toContain(title);
          expect(response.body).toContain('<div id="root"></div>');
          expect(headOf(response.body)).toMatchObject({ title: '页面不存在 - 测试网校', robots: 'noindex' });
          expect(headOf(response.body).canonical).toBeUndefined();
        }
      });

      it('so do missing items and ids that are not ids', async () => {
        for (const url of [
          '/courses/detail/999999',
          '/courses/detail/abc',
          '/teacher/0',
          '/announcement?id=999999',
          '/announcement?id=x',
          '/h5/kecheng/-1',
        ]) {
          expect((await page(url)).statusCode, url).toBe(404);
        }
      });

      it('an unknown address answers 404 with the web app (its not-found screen), in the reader language', async () => {
        for (const url of [
          '/no/such/page',
          '/courses/detail',
          '/courses/detail/1/x',
          '/h5/nothing',
          '/memberx',
        ]) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.body).toContain('<div id="root"></div>');
        }
        const english = await page('/no/such/page', { 'accept-language': 'en' });
        expect(headOf(english.body).title).toBe('Page not found - 测试网校');
      });

      it('every page of the shared table answers 200 (desktop and /h5, trailing slash and case as the router)', async () => {
        const params: Record<string, string> = {
          courseId: String(ids.course),
          activateId: String(ids.activate),
          articleId: String(ids.article),
          teacherId: String(ids.teacher),
          kechengId: String(ids.kecheng),
          videoId: '1',
          // Private pages (the exams'): answered without reading the record.
          paperId: '1',
          attemptId: '1',
        };
        // A page with a parameter this list lacks fails here, not as a 404 of an address missing its id.
        const fill = (path: string) =>
          path
            .replace(/:(\w+)/g, (_, n: string) => {
              const value = params[n];
              if (value === undefined) throw new Error(`no value for :${n} of ${path}`);
              return value;
            })
            .replace('*', 'x');
        const urls = [
          ...Object.values(STOREFRONT_PAGES).map((p) => `/${fill(p.path)}`),
          ...Object.values(H5_PAGES).map((p) => `/${H5_BASE}/${fill(p.path)}`),
          '/admin',
          '/courses/',
          '/Courses',
          '/h5/',
          '/h5?from=/courses',
        ];
        for (const url of urls) expect((await page(url)).statusCode, url).toBe(200);
      });
    });
  },
  { webDistDir: dist, config: { publicUrl: SITE } },
);
