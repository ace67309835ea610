import { describe, expect, it } from 'vitest';
import {
  createActivate,
  createArticle,
  createCourse,
  createKecheng,
  createUserCourse,
  createVideo,
  DAY_MS,
} from '#seed/factories/index';
import { adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Issue 19: an unpublished item (hidden in the console, or scheduled) is not public: its detail call answers
 * MeEdu's not found and lists leave it out; a member who bought a hidden course still opens it; the console's
 * preview (the admin token on the public call) opens them all.
 */
forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    const hiddenCourse = await createCourse(db, { title: '下架的课程', is_show: 0 });
    const futureCourse = await createCourse(db, { title: '定时的课程', published_at: now + DAY_MS });
    return {
      hiddenCourse: hiddenCourse.id,
      futureCourse: futureCourse.id,
      hiddenVideo: (await createVideo(db, { course_id: hiddenCourse.id })).id,
      hiddenArticle: (await createArticle(db, { title: '下架的文章', is_show: 0 })).id,
      futureArticle: (await createArticle(db, { title: '定时的文章', published_at: now + DAY_MS })).id,
      hiddenActivate: (await createActivate(db, { title: '下架的活动', is_show: 0 })).id,
      hiddenKecheng: (await createKecheng(db, { title: '下架的专栏', is_show: 0 }, [hiddenCourse.id])).id,
      futureKecheng: (await createKecheng(db, { title: '定时的专栏', published_at: now + DAY_MS })).id,
    };
  });

  const details = () => [
    `/api/v2/course/${ids.hiddenCourse}`,
    `/api/v2/course/${ids.futureCourse}`,
    `/api/v2/video/${ids.hiddenVideo}`,
    `/api/v2/article/${ids.hiddenArticle}`,
    `/api/v2/article/${ids.futureArticle}`,
    `/api/v2/activate/${ids.hiddenActivate}`,
    `/api/v2/kecheng/${ids.hiddenKecheng}`,
    `/api/v2/kecheng/${ids.futureKecheng}`,
  ];

  describe('unpublished items', () => {
    it('answer not found on their detail calls, to visitors and members alike', async () => {
      const member = await createMemberWithToken(t);
      for (const url of details()) {
        for (const headers of [{}, member.headers]) {
          const res = await t.get(url, headers);
          expect(res, url).toEqual({ code: 404, message: expect.any(String), data: [] });
        }
      }
    });

    it('stay out of the lists', async () => {
      const lists = {
        '/api/v2/courses?page_size=100': [ids.hiddenCourse, ids.futureCourse],
        '/api/v2/articles?page_size=100': [ids.hiddenArticle, ids.futureArticle],
        '/api/v2/activates?page_size=100': [ids.hiddenActivate],
        '/api/v2/kechengs?page_size=100': [ids.hiddenKecheng, ids.futureKecheng],
      };
      for (const [url, hidden] of Object.entries(lists)) {
        const res = await t.get(url);
        expect(res.code, url).toBe(0);
        const listed = (res.data.data as { id: number }[]).map((row) => row.id);
        for (const id of hidden) expect(listed, url).not.toContain(id);
      }
    });

    it('a hidden course stays open to the member who bought it', async () => {
      const buyer = await createMemberWithToken(t);
      await createUserCourse(t.db, { user_id: buyer.user.id, course_id: ids.hiddenCourse });
      const course = await t.get(`/api/v2/course/${ids.hiddenCourse}`, buyer.headers);
      expect(course.code).toBe(0);
      expect(course.data.is_buy).toBe(true);
      expect((await t.get(`/api/v2/video/${ids.hiddenVideo}`, buyer.headers)).code).toBe(0);
    });

    it('open for the console preview: the admin token of a content editor on the public call', async () => {
      const editor = await adminOfRole(t, 'editor');
      const headers = { authorization: `Bearer ${editor.token}` };
      for (const url of details().filter((u) => !u.includes('/video/'))) {
        const res = await t.get(url, headers);
        expect(res.code, `${url}: ${res.message}`).toBe(0);
      }
      expect((await t.get(`/api/v2/course/${ids.hiddenCourse}`, headers)).data.course.title).toBe(
        '下架的课程',
      );
      // Still not found for the public afterwards: the preview is never cached.
      expect((await t.get(`/api/v2/course/${ids.hiddenCourse}`)).code).toBe(404);
      expect((await t.get(`/api/v2/kecheng/${ids.hiddenKecheng}`)).code).toBe(404);
    });

    it('no preview for an administrator who may not edit content, nor for a made-up admin token', async () => {
      const finance = await adminOfRole(t, 'finance');
      for (const token of [finance.token, 'adm_made-up']) {
        const res = await t.get(`/api/v2/course/${ids.hiddenCourse}`, { authorization: `Bearer ${token}` });
        expect(res.code).toBe(404);
      }
    });
  });
});
