import { describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { type Envelope, forEachDatabaseAndStore } from '#test/helpers/test-app';
import { sessionKey } from './play-session';
import { grantCourse } from './testing/fixtures';
import { learner } from './testing/learner';

/** POST /api/v2/video/{id}/record: clamps, legitimate playback, sessions and batched writes (finishing: progress-finishing.test.ts). */
forEachDatabaseAndStore((t) => {
  const { tick, playinfo, record, ownedCourse, credits, watchRow, mediaUrl } = learner(t);

  describe('clamps', () => {
    it('cuts a forged jump down to the wall-clock time since play info (2× speed + 3 s once)', async () => {
      const { m, videos } = await ownedCourse(1, 600);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(10);
      const jump = await record(video, m, 600);
      expect(jump.data).toMatchObject({ watch_seconds: 23, is_watched: false });
      tick(10);
      // 20 s at 2× and one margin: the margin is not granted again.
      expect((await record(video, m, 600)).data.watch_seconds).toBe(43);
      // Honest reports pass unchanged.
      tick(10);
      expect((await record(video, m, 50)).data.watch_seconds).toBe(50);
      expect(await credits(m)).toEqual([]);
    });

    it('allows only 1× with ban_drag, and only the margin without a play info or a previous report', async () => {
      const { m, videos } = await ownedCourse(2, 600, { ban_drag: 1 });
      const [first, second] = videos as [number, number];
      await playinfo(first, m);
      tick(10);
      // 10 s at 1× and the margin of 1.5 s of wall time (3 s of video at 2×); rows hold whole seconds.
      expect((await record(first, m, 300)).data.watch_seconds).toBe(11);
      const other = await createMemberWithToken(t);
      await grantCourse(t.db, other.user.id, (await readRow(t.db, 'videos', { id: second })).course_id);
      expect((await record(second, other, 300)).data.watch_seconds).toBe(1);
    });

    it('shares one wall clock between videos played at the same time', async () => {
      const { m, videos } = await ownedCourse(2, 600);
      const [a, b] = videos as [number, number];
      await playinfo(a, m);
      await playinfo(b, m);
      tick(10);
      expect((await record(a, m, 20)).data.watch_seconds).toBe(20);
      tick(1);
      expect((await record(b, m, 20)).data.watch_seconds).toBe(5);
    });

    it('never lets a preview pass free_seconds, however long the wait', async () => {
      const course = await createCourse(t.db);
      const video = (
        await createVideo(t.db, { course_id: course.id, url: mediaUrl(), duration: 20, free_seconds: 8 })
      ).id;
      const m = await createMemberWithToken(t);
      expect((await playinfo(video, m)).data.is_preview).toBe(true);
      tick(3600);
      expect((await record(video, m, 20)).data).toMatchObject({ watch_seconds: 8, is_watched: false });
      tick(60);
      expect((await record(video, m, 20, true)).data.watch_seconds).toBe(8);
      expect((await watchRow(m, video))?.watched_at).toBeNull();
      expect(await credits(m)).toEqual([]);
    });
  });

  describe('legitimate playback', () => {
    /** Plays from `from` to `to` at `speed`, reporting after every `every` s of video (the player's cadence). */
    async function play(m: MemberWithToken, video: number, from: number, to: number, speed = 1, every = 10) {
      let at = from;
      let last: Envelope | undefined;
      while (at < to) {
        const step = Math.min(every, to - at);
        tick(step / speed);
        at += step;
        last = await record(video, m, at);
        expect(last.data.watch_seconds, `at ${at}`).toBe(Math.floor(at));
      }
      return last;
    }

    it('finishes a course played at 2× from start to end, with its certificate and rewards', async () => {
      const { m, courseId, videos } = await ownedCourse(2, 95);
      for (const video of videos) {
        await playinfo(video, m);
        tick(1.2);
        // The player reports every 10 s of video (5 s at 2×) and once more at the last frame.
        await play(m, video, 0, 90, 2);
        tick(2.4);
        const end = await record(video, m, 94.8, true);
        expect(end.data).toMatchObject({ watch_seconds: 95, is_watched: true });
      }
      expect((await credits(m)).map((c) => c.unique_key)).toEqual([
        `video:${videos[0]}`,
        `video:${videos[1]}`,
        `course:${courseId}`,
      ]);
      const certificates = await t.db
        .selectFrom('course_certificates')
        .select('course_id')
        .where('user_id', '=', m.user.id)
        .execute();
      expect(certificates).toEqual([{ course_id: courseId }]);
    });

    it('keeps counting across a pause, a seek back, a reload and late reports of a hidden tab', async () => {
      const { m, videos } = await ownedCourse(1, 600);
      const [video] = videos as [number];
      await playinfo(video, m);
      await play(m, video, 0, 60, 1.5);
      // Paused for ten minutes (the final report on pause), then played on.
      expect((await record(video, m, 60, true)).data.watch_seconds).toBe(60);
      tick(600);
      await play(m, video, 60, 120);
      // Back to 30 and watched again: nothing is lost, nothing is paid twice.
      tick(1);
      expect((await record(video, m, 30)).data.watch_seconds).toBe(120);
      tick(90);
      expect((await record(video, m, 120)).data.watch_seconds).toBe(120);
      await play(m, video, 120, 200, 2);
      // A reload: play info resumes at the position held; the player goes on from there.
      tick(30);
      const again = await playinfo(video, m);
      expect(again.data.last_position).toBe(200);
      tick(1);
      await play(m, video, 200, 300);
      // A hidden tab whose timers report only once a minute.
      await play(m, video, 300, 540, 1, 60);
      await play(m, video, 540, 590, 2);
      tick(5);
      expect((await record(video, m, 600)).data).toMatchObject({ watch_seconds: 600, is_watched: true });
    });

    it('finishes a drag-banned video watched at 1× that ends a fraction short of its duration', async () => {
      const { m, videos } = await ownedCourse(1, 65, { ban_drag: 1 });
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(0.8);
      await play(m, video, 0, 60);
      tick(4.6);
      expect((await record(video, m, 64.6, true)).data).toMatchObject({
        watch_seconds: 65,
        is_watched: true,
      });
    });
  });

  describe('sessions', () => {
    it('treats a stored session of another shape (an older version) as absent and re-opens it', async () => {
      const { m, videos } = await ownedCourse(1, 600);
      const [video] = videos as [number];
      const store = (session: object) => t.store.set(sessionKey(m.user.id, video), JSON.stringify(session));
      await playinfo(video, m);
      await store({ c: 1, d: 600, l: 0, b: 0, p: 10, w: false, cp: 0, cw: false, x: Date.now() });
      tick(10);
      expect((await record(video, m, 20)).data).toMatchObject({ watch_seconds: 20, is_watched: false });
      await t.app.progress.flush();
      // Today's names with the position missing, while its access decision is still fresh.
      const fresh = { accessCheckedAt: Date.now(), videoWatched: false, courseWatched: false };
      await store({ courseId: 1, duration: 600, previewLimit: 0, banDrag: 0, courseProgress: 0, ...fresh });
      tick(10);
      const answer = await record(video, m, 30);
      expect(answer.code, answer.message).toBe(0);
      expect(answer.data).toMatchObject({ watch_seconds: 30, is_watched: false });
    });
  });

  describe('writes', () => {
    it('batches in-between positions and writes final ones through; play info resumes from either', async () => {
      const { m, videos } = await ownedCourse(1, 600);
      const [video] = videos as [number];
      await playinfo(video, m);
      tick(10);
      await record(video, m, 10);
      expect((await playinfo(video, m)).data.last_position).toBe(10);
      await t.app.progress.flush();
      expect((await watchRow(m, video))?.watch_seconds).toBe(10);
      tick(10);
      await record(video, m, 20, true);
      expect((await watchRow(m, video))?.watch_seconds).toBe(20);
      // A later flush of an older position never moves it back.
      await t.app.progress.flush();
      expect((await watchRow(m, video))?.watch_seconds).toBe(20);
    });
  });
});
