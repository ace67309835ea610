import { describe, expect, it } from 'vitest';
import type { MemberWithToken } from '#test/helpers/member';
import { messagesOf } from '#test/helpers/notifications';
import { readRow } from '#test/helpers/rows';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { learner } from './testing/learner';

/** POST /api/v2/video/{id}/record, finishing: a video and a course end once, with their rewards and messages. */
forEachDatabaseAndStore((t) => {
  const { tick, playinfo, record, ownedCourse, watchThrough, credits, watchRow } = learner(t);

  const titles = new Map<number, string>();
  const courseTitle = (id: number) => titles.get(id) ?? '';
  /** The course messages of a member for one course (and the course's title, for the expectation). */
  const completionNotes = async (m: MemberWithToken, courseId: number) => {
    const course = await readRow(t.db, 'courses', { id: courseId });
    titles.set(courseId, course.title);
    return t.db
      .selectFrom('notifications')
      .select(['type', 'message', 'url'])
      .where('user_id', '=', m.user.id)
      .where('url', '=', `/courses/detail/${courseId}`)
      .execute();
  };

  describe('finishing', () => {
    it('finishes a video at its duration and rewards it once, with the record and the notification', async () => {
      const { m, courseId, videos } = await ownedCourse(2, 20);
      const [video] = videos as [number];
      const last = await watchThrough(m, video, 20);
      expect(last?.data).toMatchObject({
        watch_seconds: 20,
        is_watched: true,
        course_progress: 50,
        course_watched: false,
      });
      const row = await watchRow(m, video);
      expect(row).toMatchObject({ watch_seconds: 20, course_id: courseId });
      expect(row?.watched_at).not.toBeNull();
      tick(5);
      await record(video, m, 20);
      await record(video, m, 20, true);
      expect(await credits(m)).toEqual([{ sum: 2, remark: '看完视频送2积分', unique_key: `video:${video}` }]);
      const user = await readRow(t.db, 'users', { id: m.user.id });
      expect(user.credit1).toBe(2);
      expect(await messagesOf(t.db, m.user.id, 'credit')).toEqual(['积分变动:2，备注:看完视频送2积分']);
    });

    it('accepts the end a fraction of a second short of the duration', async () => {
      const { m, videos } = await ownedCourse(1, 20);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(10);
      await record(video, m, 10);
      tick(10);
      expect((await record(video, m, 19.4)).data).toMatchObject({ is_watched: true, watch_seconds: 20 });
    });

    it('completes the course, rewards it and issues one certificate under concurrent final reports', async () => {
      const { m, courseId, videos } = await ownedCourse(2, 20);
      const [a, b] = videos as [number, number];
      await watchThrough(m, a, 20);
      await playinfo(b, m);
      tick(10);
      await record(b, m, 10);
      tick(10);
      const answers = await Promise.all(Array.from({ length: 6 }, () => record(b, m, 20, true)));
      for (const answer of answers) expect(answer.code, answer.message).toBe(0);
      expect(answers.some((answer) => answer.data.course_watched)).toBe(true);
      expect(await credits(m)).toEqual([
        { sum: 2, remark: '看完视频送2积分', unique_key: `video:${a}` },
        { sum: 2, remark: '看完视频送2积分', unique_key: `video:${b}` },
        { sum: 20, remark: '看完点播课程送20积分', unique_key: `course:${courseId}` },
      ]);
      const courseRecord = await t.db
        .selectFrom('course_user_records')
        .selectAll()
        .where('user_id', '=', m.user.id)
        .where('course_id', '=', courseId)
        .execute();
      expect(courseRecord).toHaveLength(1);
      expect(courseRecord[0]).toMatchObject({ progress: 100, is_watched: 1 });
      const certificates = await t.db
        .selectFrom('course_certificates')
        .selectAll()
        .where('user_id', '=', m.user.id)
        .execute();
      expect(certificates).toHaveLength(1);
      const notes = await messagesOf(t.db, m.user.id);
      expect(notes.filter((message) => message === '积分变动:20，备注:看完点播课程送20积分')).toHaveLength(1);
      // One completion message, leading to the course page, however many final reports raced.
      const done = await completionNotes(m, courseId);
      expect(done).toEqual([
        {
          type: 'course',
          message: `恭喜你学完课程《${courseTitle(courseId)}》`,
          url: `/courses/detail/${courseId}`,
        },
      ]);
      const inbox = await t.get('/api/v2/member/messages?page_size=20', m.headers);
      expect(inbox.data.data.map((n: { data: unknown }) => n.data)).toContainEqual({
        message: `恭喜你学完课程《${courseTitle(courseId)}》`,
        url: `/courses/detail/${courseId}`,
      });
    });

    it('completes a course once when its last two videos end at the same moment', async () => {
      const { m, courseId, videos } = await ownedCourse(2, 20);
      const [a, b] = videos as [number, number];
      await playinfo(a, m);
      await playinfo(b, m);
      // One wall clock for both: each reaches 18 s in its own turn, then both end at once.
      for (const id of [a, b]) {
        for (const at of [9, 18]) {
          tick(9);
          expect((await record(id, m, at)).data.watch_seconds).toBe(at);
        }
      }
      tick(10);
      const answers = await Promise.all([a, b, a, b].map((id) => record(id, m, 20, true)));
      for (const answer of answers) expect(answer.data.is_watched).toBe(true);
      const rows = await credits(m);
      expect(rows.filter((r) => r.unique_key === `course:${courseId}`)).toHaveLength(1);
      expect(rows).toHaveLength(3);
      expect(await completionNotes(m, courseId)).toHaveLength(1);
    });

    it('sends the completion message once for two concurrent final reports, and not again on a repeat', async () => {
      const { m, courseId, videos } = await ownedCourse(1, 20);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(10);
      await record(video, m, 10);
      tick(10);
      const answers = await Promise.all([record(video, m, 20, true), record(video, m, 20, true)]);
      for (const answer of answers)
        expect(answer.data).toMatchObject({ is_watched: true, course_watched: true });
      tick(5);
      expect((await record(video, m, 20, true)).data.course_watched).toBe(true);
      expect(await completionNotes(m, courseId)).toHaveLength(1);
    });

    it('follows the reward settings (0 gives no credit)', async () => {
      await t.db
        .updateTable('app_config')
        .set({ value: '0' })
        .where('key', '=', 'credit1.watched_video')
        .execute();
      try {
        const { m, videos } = await ownedCourse(2, 10);
        await watchThrough(m, videos[0] as number, 10);
        expect(await credits(m)).toEqual([]);
      } finally {
        await t.db
          .updateTable('app_config')
          .set({ value: '2' })
          .where('key', '=', 'credit1.watched_video')
          .execute();
      }
    });
  });
});
