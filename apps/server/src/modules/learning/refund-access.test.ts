import { LearningMessage } from '@shuyuan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#modules/commerce';
import {
  createCourse,
  createOrderRow,
  createRole,
  createUserCourse,
  createVideo,
} from '#seed/factories/index';
import { pathOf, patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { addRendition, writeHls } from './testing/fixtures';

/*
 * Issue 18.8: a refund ends access at once. The next play info, progress report and signed media request
 * of the refunded course are refused, not after the 10 minutes of a play session or the 30 minutes to
 * 6 hours of a signed address. What the member holds otherwise keeps playing.
 */
forEachDatabaseAndStore((t) => {
  let mp4 = '';
  let hls = '';
  const by = { adminId: 1, note: '测试退款' };

  beforeAll(() => {
    mp4 = writeMedia(t.dataDir, 'refund/a.mp4', patternBytes(1000));
    hls = writeHls(t.dataDir, 'refund/hls').encrypted;
  });

  /** A paid course of an MP4 video and an encrypted HLS video (with a caption), and a member who bought it. */
  async function boughtCourse(m?: MemberWithToken) {
    const member = m ?? (await createMemberWithToken(t));
    const course = await createCourse(t.db, { charge_fen: 9900 });
    const video = (await createVideo(t.db, { course_id: course.id, url: mp4, duration: 20 })).id;
    const hlsVideo = (await createVideo(t.db, { course_id: course.id, url: mp4, duration: 20 })).id;
    await addRendition(t.db, { video_id: hlsVideo, name: '720p', format: 'm3u8', url: hls, hls_key: null });
    const order = await createOrderRow(t.db, {
      user_id: member.user.id,
      goods_id: course.id,
      goods_name: course.title,
      charge_fen: 0,
      total_fen: 0,
    });
    await createUserCourse(t.db, {
      user_id: member.user.id,
      course_id: course.id,
      order_id: order.id,
      source: 'order',
    });
    return { m: member, courseId: course.id, video, hlsVideo, orderId: order.id };
  }

  const playinfo = (id: number, m: MemberWithToken) => t.get(`/api/v2/video/${id}/playinfo`, m.headers);
  const playUrl = async (id: number, m: MemberWithToken) => {
    const answer = await playinfo(id, m);
    expect(answer.code, answer.message).toBe(0);
    return pathOf(answer.data.urls[0].url as string);
  };
  const record = (id: number, m: MemberWithToken, at: number) =>
    t.post(`/api/v2/video/${id}/record`, { duration: at }, m.headers);
  const status = async (url: string) => (await t.inject({ url, headers: { range: 'bytes=0-9' } })).statusCode;

  it('refuses the next play info, progress report and media request of a refunded course', async () => {
    const { m, video, hlsVideo, orderId } = await boughtCourse();
    const file = await playUrl(video, m);
    const playlistUrl = await playUrl(hlsVideo, m);
    const playlist = (await t.inject(playlistUrl)).body;
    const segment = playlist.split('\n').find((line) => line.startsWith('/api/v3/media/')) ?? '';
    expect(await status(file)).toBe(206);
    expect(await status(segment)).toBe(206);
    expect((await record(video, m, 2)).code).toBe(0);

    await refundOrder(t.app, orderId, by);

    expect((await playinfo(video, m)).message).toBe(LearningMessage.buyToWatch);
    const report = await record(video, m, 3);
    expect(report.message).toBe(LearningMessage.noPermission);
    for (const url of [file, playlistUrl, segment]) {
      const answer = await t.inject({ url, headers: { range: 'bytes=0-9' } });
      expect(answer.statusCode, url.slice(-20)).toBe(403);
      expect(answer.json().message).toBe(LearningMessage.noPermission);
    }
  });

  it("keeps the member's other courses playing, and a course bought again plays again", async () => {
    const first = await boughtCourse();
    const second = await boughtCourse(first.m);
    const other = await playUrl(second.video, first.m);
    expect((await record(second.video, first.m, 2)).code).toBe(0);

    await refundOrder(t.app, first.orderId, by);

    expect(await status(other)).toBe(206);
    expect((await record(second.video, first.m, 3)).code).toBe(0);
    // Bought again: new addresses and reports are honoured.
    await createUserCourse(t.db, { user_id: first.m.user.id, course_id: first.courseId });
    expect(await status(await playUrl(first.video, first.m))).toBe(206);
    expect((await record(first.video, first.m, 3)).code).toBe(0);
  });

  it('ends the VIP-free courses of a refunded membership', async () => {
    const m = await createMemberWithToken(t);
    const role = await createRole(t.db, { charge_fen: 2900, expire_days: 30 });
    const now = Date.now();
    await t.db
      .updateTable('users')
      .set({ role_id: role.id, role_expired_at: now + 30 * 86_400_000 })
      .where('id', '=', m.user.id)
      .execute();
    const order = await createOrderRow(t.db, {
      user_id: m.user.id,
      goods_type: 'ROLE',
      goods_id: role.id,
      goods_name: role.name,
      charge_fen: 0,
      total_fen: 0,
    });
    const course = await createCourse(t.db, { charge_fen: 9900, is_vip_free: 1 });
    const video = (await createVideo(t.db, { course_id: course.id, url: mp4, duration: 20 })).id;
    const file = await playUrl(video, m);
    expect(await status(file)).toBe(206);
    expect((await record(video, m, 2)).code).toBe(0);

    await refundOrder(t.app, order.id, by);

    expect(await status(file)).toBe(403);
    expect((await record(video, m, 3)).message).toBe(LearningMessage.noPermission);
  });

  describe('a preview', () => {
    it('still plays a free preview of a refunded course, cut as any preview', async () => {
      const { m, courseId, orderId } = await boughtCourse();
      const preview = (
        await createVideo(t.db, { course_id: courseId, url: mp4, duration: 20, free_seconds: 8 })
      ).id;
      const full = await playUrl(preview, m);
      expect(await status(full)).toBe(206);

      await refundOrder(t.app, orderId, by);

      // The address minted for the whole video is refused; a new play info gives the preview.
      expect(await status(full)).toBe(403);
      const info = await playinfo(preview, m);
      expect(info.data.is_preview).toBe(true);
      const cut = await t.inject(pathOf(info.data.urls[0].url));
      expect(cut.statusCode).toBe(200);
      expect(cut.headers['content-length']).toBe('500');
    });
  });
});
