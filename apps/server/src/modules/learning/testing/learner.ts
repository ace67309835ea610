import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import type { Envelope, TestApp } from '#test/helpers/test-app';
import { grantCourse } from './fixtures';

/**
 * Drives a member through videos with a fake wall clock (only Date is faked: timers and I/O stay real), for
 * the progress clamp. Call inside forEachDatabase*: installs its own beforeEach/afterEach.
 */
export function learner(t: TestApp) {
  let clock = 0;
  let url = '';
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.now();
    vi.setSystemTime(clock);
    if (!url) url = writeMedia(t.dataDir, 'learner/a.mp4', patternBytes(100));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = (seconds: number) => {
    clock += seconds * 1000;
    vi.setSystemTime(clock);
  };
  const playinfo = (id: number, m: MemberWithToken) => t.get(`/api/v2/video/${id}/playinfo`, m.headers);
  const record = (id: number, m: MemberWithToken, duration: number, final?: boolean): Promise<Envelope> =>
    t.post(`/api/v2/video/${id}/record`, final === undefined ? { duration } : { duration, final }, m.headers);

  /** A member who owns a new course of `count` videos of `duration` seconds. */
  async function ownedCourse(count: number, duration = 20, extra: { ban_drag?: number } = {}) {
    const m = await createMemberWithToken(t);
    const course = await createCourse(t.db);
    const videos: number[] = [];
    for (let i = 0; i < count; i++) {
      const published_at = clock - 86_400_000 + i;
      videos.push(
        (await createVideo(t.db, { course_id: course.id, url, duration, published_at, ...extra })).id,
      );
    }
    await grantCourse(t.db, m.user.id, course.id);
    return { m, courseId: course.id, videos };
  }

  /** Plays a video through from the start, reporting every 10 s and at the end. */
  async function watchThrough(m: MemberWithToken, videoId: number, duration: number): Promise<Envelope> {
    expect((await playinfo(videoId, m)).code).toBe(0);
    for (let at = 10; at < duration; at += 10) {
      tick(10);
      await record(videoId, m, at);
    }
    tick(duration % 10 || 10);
    return record(videoId, m, duration);
  }

  const credits = (m: MemberWithToken) =>
    t.db
      .selectFrom('credit1_records')
      .select(['sum', 'remark', 'unique_key'])
      .where('user_id', '=', m.user.id)
      .orderBy('id')
      .execute();

  /** The member's watch record of a video (undefined before the first report is written). */
  const watchRow = (m: MemberWithToken, videoId: number) =>
    t.db
      .selectFrom('video_watch_records')
      .selectAll()
      .where('user_id', '=', m.user.id)
      .where('video_id', '=', videoId)
      .executeTakeFirst();

  return { tick, playinfo, record, ownedCourse, watchThrough, credits, watchRow, mediaUrl: () => url };
}
