import { describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

/*
 * Issue 18.1: progress cannot be forged with a burst of reports. On the real clock: the allowance is
 * measured from before the play info (where the member's clock starts) to after the last answer, so the
 * bound is wall time the test really spent, never a timed assertion. Whatever the order of the reports
 * (one after another or all at once, one video or a whole course), the member is credited at most that
 * time at the fastest speed (2×) plus one margin of 3 s.
 */
forEachDatabaseAndStore((t) => {
  const MARGIN = 3;
  const RATE = 2;

  async function ownedCourse(count: number, duration: number) {
    const m = await createMemberWithToken(t);
    const course = await createCourse(t.db);
    const videos: number[] = [];
    for (let i = 0; i < count; i++)
      videos.push((await createVideo(t.db, { course_id: course.id, duration, published_at: i + 1 })).id);
    await grantCourse(t.db, m.user.id, course.id);
    return { m, courseId: course.id, videos };
  }

  const record = (id: number, m: MemberWithToken, duration: number) =>
    t.post(`/api/v2/video/${id}/record`, { duration }, m.headers);

  /** Starts the stopwatch, then play info of the first video: the clock of the allowance starts there. */
  async function start(videoId: number, m: MemberWithToken) {
    const startedAt = Date.now();
    expect((await t.get(`/api/v2/video/${videoId}/playinfo`, m.headers)).code).toBe(0);
    return () => (Date.now() - startedAt) / 1000;
  }

  /** What the member holds after the burst: the stored rows after a flush, each video's furthest point. */
  async function credited(m: MemberWithToken, videos: number[]) {
    await t.app.progress.flush();
    const rows = await t.db
      .selectFrom('video_watch_records')
      .select(['video_id', 'watch_seconds', 'watched_at'])
      .where('user_id', '=', m.user.id)
      .execute();
    const total = rows
      .filter((row) => videos.includes(row.video_id))
      .reduce((sum, row) => sum + row.watch_seconds, 0);
    return { total, finished: rows.filter((row) => row.watched_at !== null).length };
  }

  async function rewards(m: MemberWithToken, courseId: number) {
    const [credit, certificates, course] = await Promise.all([
      t.db.selectFrom('credit1_records').select('id').where('user_id', '=', m.user.id).execute(),
      t.db.selectFrom('course_certificates').select('id').where('user_id', '=', m.user.id).execute(),
      t.db
        .selectFrom('course_user_records')
        .select('is_watched')
        .where('user_id', '=', m.user.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst(),
    ]);
    return { credit: credit.length, certificates: certificates.length, watched: course?.is_watched ?? 0 };
  }

  describe('a burst of reports on one video', () => {
    it('100 back-to-back reports credit at most the real time since play info', async () => {
      const { m, videos } = await ownedCourse(1, 3600);
      const [video] = videos as [number];
      const elapsed = await start(video, m);
      let furthest = 0;
      for (let i = 0; i < 100; i++) {
        const answer = await record(video, m, 3600);
        expect(answer.code, answer.message).toBe(0);
        furthest = Math.max(furthest, answer.data.watch_seconds);
      }
      const bound = elapsed() * RATE + MARGIN;
      expect(furthest).toBeLessThanOrEqual(bound);
      expect((await credited(m, videos)).total).toBeLessThanOrEqual(bound);
    });

    it('100 parallel reports credit at most the real time since play info', async () => {
      const { m, videos } = await ownedCourse(1, 3600);
      const [video] = videos as [number];
      const elapsed = await start(video, m);
      const answers = await Promise.all(Array.from({ length: 100 }, () => record(video, m, 3600)));
      const bound = elapsed() * RATE + MARGIN;
      for (const answer of answers) expect(answer.code, answer.message).toBe(0);
      expect(Math.max(...answers.map((a) => a.data.watch_seconds))).toBeLessThanOrEqual(bound);
      expect((await credited(m, videos)).total).toBeLessThanOrEqual(bound);
    });
  });

  describe('a burst of reports over a whole course', () => {
    it('100 back-to-back reports spread over four videos finish nothing and credit at most real time', async () => {
      const { m, courseId, videos } = await ownedCourse(4, 30);
      const elapsed = await start(videos[0] as number, m);
      for (let i = 0; i < 100; i++) {
        const answer = await record(videos[i % 4] as number, m, 30);
        expect(answer.code, answer.message).toBe(0);
      }
      const bound = elapsed() * RATE + MARGIN;
      const held = await credited(m, videos);
      expect(held.total).toBeLessThanOrEqual(bound);
      // Four videos of 30 s need 60 s of real time at 2×: a burst finishes none of them.
      expect(held.finished).toBe(0);
      expect(await rewards(m, courseId)).toEqual({ credit: 0, certificates: 0, watched: 0 });
    });

    it('100 parallel reports spread over four videos finish nothing and credit at most real time', async () => {
      const { m, courseId, videos } = await ownedCourse(4, 30);
      const elapsed = await start(videos[0] as number, m);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => record(videos[i % 4] as number, m, 30)),
      );
      const bound = elapsed() * RATE + MARGIN;
      for (const answer of answers) expect(answer.code, answer.message).toBe(0);
      const held = await credited(m, videos);
      expect(held.total).toBeLessThanOrEqual(bound);
      expect(held.finished).toBe(0);
      expect(await rewards(m, courseId)).toEqual({ credit: 0, certificates: 0, watched: 0 });
    });

    it('play info of every video in between does not add margins', async () => {
      const { m, courseId, videos } = await ownedCourse(4, 30);
      const elapsed = await start(videos[0] as number, m);
      for (let i = 0; i < 40; i++) {
        const video = videos[i % 4] as number;
        expect((await t.get(`/api/v2/video/${video}/playinfo`, m.headers)).code).toBe(0);
        expect((await record(video, m, 30)).code).toBe(0);
      }
      const held = await credited(m, videos);
      expect(held.total).toBeLessThanOrEqual(elapsed() * RATE + MARGIN);
      expect(await rewards(m, courseId)).toEqual({ credit: 0, certificates: 0, watched: 0 });
    });
  });
});
