import { describe, expect, it } from 'vitest';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { learner } from './testing/learner';

/** The study centre lists (在学 / 购买 / 收藏), per-video progress, and certificates. */
forEachDatabase((t) => {
  const { tick, playinfo, record, ownedCourse, watchThrough } = learner(t);

  describe('study centre lists and certificates', () => {
    it('lists bought, started and liked courses with MeEdu shapes and progress', async () => {
      const { m, courseId, videos } = await ownedCourse(3, 10);
      await watchThrough(m, videos[0] as number, 10);
      await playinfo(videos[1] as number, m);
      tick(5);
      await record(videos[1] as number, m, 5, true);
      await t.get(`/api/v2/course/${courseId}/like`, m.headers);

      const bought = await t.get('/api/v3/member/courses', m.headers);
      expect(bought.code, bought.message).toBe(0);
      expect(bought.data.total).toBe(1);
      const item = bought.data.data[0];
      expect(item).toMatchObject({ course_id: courseId, user_id: m.user.id, charge: 99, learned_count: 1 });
      expect(item.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(item.course).toMatchObject({ id: courseId, videos_count: 3 });
      expect(item.watch_record).toMatchObject({
        course_id: courseId,
        user_id: m.user.id,
        progress: 33,
        is_watched: 0,
        watched_at: null,
      });
      expect(item.last_view_video).toMatchObject({ video_id: videos[1], watch_seconds: 5, watched_at: null });
      expect(item.last_view_video.created_at).toMatch(/Z$/);

      const learned = await t.get('/api/v3/member/courses/learned', m.headers);
      expect(learned.data.total).toBe(1);
      expect(learned.data.data[0]).toMatchObject({
        course_id: courseId,
        progress: 33,
        is_subscribe: 1,
        learned_count: 1,
      });

      const liked = await t.get('/api/v3/member/courses/like', m.headers);
      expect(liked.data.data[0]).toMatchObject({ course_id: courseId, user_id: m.user.id, learned_count: 1 });

      const detail = await t.get(`/api/v3/member/learned/course/${courseId}`, m.headers);
      expect(detail.data.map((v: { id: number }) => v.id)).toEqual(videos);
      expect(detail.data[0].watch_record).toMatchObject({ watch_seconds: 10 });
      expect(detail.data[0].watch_record.watched_at).toMatch(/^\d{4}-/);
      expect(detail.data[2].watch_record).toBeNull();
      expect((await t.get('/api/v3/member/learned/course/99999999', m.headers)).code).toBe(404);

      const video = await t.get(`/api/v2/video/${videos[0]}`, m.headers);
      expect(video.data.video_watched_progress[String(videos[0])]).toMatchObject({ watch_seconds: 10 });
      const course = await t.get(`/api/v2/course/${courseId}`, m.headers);
      expect(course.data.videoWatchedProgress[String(videos[1])]).toMatchObject({ watch_seconds: 5 });
      expect((await t.get(`/api/v2/course/${courseId}`)).data.videoWatchedProgress).toEqual({});

      const stranger = await createMemberWithToken(t);
      expect((await t.get('/api/v3/member/courses', stranger.headers)).data).toEqual({ data: [], total: 0 });
      expect((await t.get('/api/v3/member/courses/learned', stranger.headers)).data).toEqual({
        data: [],
        total: 0,
      });
      expect((await t.get('/api/v3/member/courses')).code).toBe(401);
      expect((await t.get('/api/v3/member/courses?size=0', m.headers)).code).toBe(1);
    });

    it('issues a printable certificate that a public URL verifies', async () => {
      const { m, courseId, videos } = await ownedCourse(1, 10);
      expect(await t.get(`/api/v3/member/certificate/${courseId}`, m.headers)).toMatchObject({
        code: 404,
        message: '证书不存在',
      });
      await watchThrough(m, videos[0] as number, 10);
      const mine = await t.get(`/api/v3/member/certificate/${courseId}`, m.headers);
      expect(mine.code, mine.message).toBe(0);
      expect(mine.data).toMatchObject({ course_id: courseId, member_name: m.user.nick_name });
      expect(mine.data.code).toMatch(/^[0-9A-Z]{16}$/);
      expect(mine.data.url).toMatch(new RegExp(`/certificate/${mine.data.code}$`));

      const page = await t.inject(new URL(mine.data.url).pathname);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('结业证书');
      expect(page.body).toContain(m.user.nick_name);
      const verified = await t.get(`/api/v3/certificate/${mine.data.code.toLowerCase()}`);
      expect(verified.data).toEqual(mine.data);
      expect(await t.get('/api/v3/certificate/ZZZZZZZZZZZZZZZZ')).toMatchObject({
        code: 404,
        message: '证书不存在',
      });
      expect((await t.inject('/certificate/nope')).statusCode).toBe(404);
      const other = await createMemberWithToken(t);
      expect((await t.get(`/api/v3/member/certificate/${courseId}`, other.headers)).code).toBe(404);
    });
  });
});
