import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { learner } from './testing/learner';

/*
 * A position reads back at once (issue 20): the video and course details show the member's newest position
 * while it still waits for the progress buffer's flush, from the shared store, so a position buffered in
 * another process shows too. The buffer's timer is stopped here, so "before the flush" is certain.
 */
forEachDatabaseAndStore((t) => {
  const { tick, playinfo, record, ownedCourse, watchRow } = learner(t);
  beforeAll(async () => {
    await t.app.progress.close();
  });
  afterAll(() => {
    t.app.progress.start();
  });

  const progressOf = async (m: Parameters<typeof playinfo>[1], video: number, courseId: number) => {
    const detail = await t.get(`/api/v2/video/${video}`, m.headers);
    const course = await t.get(`/api/v2/course/${courseId}`, m.headers);
    return {
      video: detail.data.video_watched_progress[String(video)]?.watch_seconds,
      course: course.data.videoWatchedProgress[String(video)]?.watch_seconds,
    };
  };

  describe('video and course detail', () => {
    it('show a position reported a moment ago, first report and later ones, before any flush', async () => {
      const { m, courseId, videos } = await ownedCourse(2, 600);
      const [video, other] = videos as [number, number];
      await playinfo(video, m);
      tick(10);
      await record(video, m, 10);
      expect(t.app.progress.size).toBeGreaterThan(0);
      expect(await watchRow(m, video)).toBeUndefined();
      expect(await progressOf(m, video, courseId)).toEqual({ video: 10, course: 10 });
      tick(10);
      await record(video, m, 20);
      expect(await progressOf(m, video, courseId)).toEqual({ video: 20, course: 20 });
      // The buffer's later write of the same position changes nothing; a video never played has no row.
      await t.app.progress.flush();
      expect((await watchRow(m, video))?.watch_seconds).toBe(20);
      expect(await progressOf(m, video, courseId)).toEqual({ video: 20, course: 20 });
      expect(await watchRow(m, other)).toBeUndefined();
    });

    it('show a position buffered in another process (only the shared store has it)', async () => {
      const { m, courseId, videos } = await ownedCourse(1, 600);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(10);
      await record(video, m, 10);
      await t.app.progress.flush();
      tick(10);
      await record(video, m, 20);
      // What another process's buffer would hold is not in this one.
      t.app.progress.discard(m.user.id, video);
      expect((await watchRow(m, video))?.watch_seconds).toBe(10);
      expect(await progressOf(m, video, courseId)).toEqual({ video: 20, course: 20 });
    });

    it('never move a finished video back, nor show another member’s position', async () => {
      const { m, courseId, videos } = await ownedCourse(1, 20);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(20);
      expect((await record(video, m, 20)).data.is_watched).toBe(true);
      expect(await progressOf(m, video, courseId)).toEqual({ video: 20, course: 20 });
      const { m: stranger } = await ownedCourse(0);
      const anon = await t.get(`/api/v2/course/${courseId}`);
      expect(anon.data.videoWatchedProgress).toEqual({});
      const theirs = await t.get(`/api/v2/course/${courseId}`, stranger.headers);
      expect(theirs.data.videoWatchedProgress).toEqual({});
    });
  });
});
