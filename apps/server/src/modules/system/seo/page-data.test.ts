import { PAGE_DATA_ELEMENT_ID } from '@shuyuan/contract/web-pages';
import { describe, expect, it } from 'vitest';
import {
  addCourseTeacher,
  createChapter,
  createCourse,
  createTeacher,
  createVideo,
} from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';
import { SITE, useWebDist } from './testing/web-dist';

/*
 * Issue 21: the course page's first HTML carries the course detail an anonymous caller of the API gets, in
 * an inert JSON block the web app reads at start-up; a course a visitor may not see carries nothing (404 as
 * before), and no other page carries anything.
 */

const dist = useWebDist();

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`);

/** The page-data block of a served page, parsed, or undefined when it has none. */
const pageDataOf = (html: string): Record<string, unknown> | undefined => {
  const text = html.match(BLOCK)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

forEachDatabase(
  (t) => {
    const ids = seedOnce(t, async (db) => {
      const course = await createCourse(db, {
        title: 'Vue 入门',
        thumb: '/storage/covers/vue.png',
        render_desc: '<p>第一课 <img src="/storage/images/a.png"></p>',
      });
      const chapter = await createChapter(db, { course_id: course.id, title: '第一章' });
      await createVideo(db, { course_id: course.id, chapter_id: chapter.id, title: '开篇' });
      await createVideo(db, { course_id: course.id, chapter_id: 0, title: '导读' });
      await addCourseTeacher(db, course.id, (await createTeacher(db, { name: '王老师' })).id);
      return {
        course: course.id,
        hostile: (
          await createCourse(db, {
            title: '</script><script>alert(1)</script><!-- \u2028 & >',
            render_desc: '<p>a</p></script><script>alert(2)</script>',
          })
        ).id,
        hidden: (await createCourse(db, { title: '下架的课程', is_show: 0 })).id,
      };
    });

    const page = (url: string) => t.inject({ url });
    const apiAnswer = async (id: number) => (await t.inject({ url: `/api/v2/course/${id}` })).json();

    describe('the data of the course page', () => {
      it('is the answer an anonymous caller of GET /api/v2/course/{id} gets, desktop and /h5', async () => {
        const answer = await apiAnswer(ids.course);
        expect(answer.code).toBe(0);
        expect(answer.data.course.thumb).toBe(`${SITE}/storage/covers/vue.png`);
        for (const url of [`/courses/detail/${ids.course}`, `/h5/courses/detail/${ids.course}`]) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(200);
          expect(pageDataOf(response.body), url).toEqual({ [`/api/v2/course/${ids.course}`]: answer });
        }
      });

      it('cannot end its script element or open a comment, whatever the course says', async () => {
        const response = await page(`/courses/detail/${ids.hostile}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('<script>alert(');
        expect(response.body).not.toContain('<!--');
        // One block, ending at its own </script>, which parses back to the same texts.
        const data = pageDataOf(response.body);
        const answer = data?.[`/api/v2/course/${ids.hostile}`] as { data: { course: { title: string } } };
        expect(answer.data.course.title).toBe('</script><script>alert(1)</script><!-- \u2028 & >');
        expect(data).toEqual({ [`/api/v2/course/${ids.hostile}`]: await apiAnswer(ids.hostile) });
      });

      it('is not written for a course a visitor may not see, an unknown course, or other pages', async () => {
        for (const url of [
          `/courses/detail/${ids.hidden}`,
          `/h5/courses/detail/${ids.hidden}`,
          '/courses/detail/999999',
        ]) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toContain(PAGE_DATA_ELEMENT_ID);
          expect(response.body, url).not.toContain('下架的课程');
        }
        for (const url of ['/', '/courses', `/articles/detail/${ids.course}`]) {
          expect((await page(url)).body, url).not.toContain(PAGE_DATA_ELEMENT_ID);
        }
      });
    });
  },
  { webDistDir: dist, config: { publicUrl: SITE } },
);
