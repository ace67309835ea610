import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createRole, createVideo, DAY_MS } from '#seed/factories/index';
import { patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

/** Who may play what (meedu-api.md §3.4), decided again on every play-info call. */
forEachDatabase((t) => {
  const ids: Record<string, number> = {};
  let owner: MemberWithToken;
  let stranger: MemberWithToken;
  let vip: MemberWithToken;
  let expiredVip: MemberWithToken;

  const playinfo = (id: number, m?: MemberWithToken) => t.get(`/api/v2/video/${id}/playinfo`, m?.headers);

  beforeAll(async () => {
    const url = writeMedia(t.dataDir, 'access/a.mp4', patternBytes(1000));
    const role = await createRole(t.db);
    [owner, stranger, vip, expiredVip] = await Promise.all([
      createMemberWithToken(t),
      createMemberWithToken(t),
      createMemberWithToken(t),
      createMemberWithToken(t),
    ]);
    const setRole = (m: MemberWithToken, expiresAt: number) =>
      t.db
        .updateTable('users')
        .set({ role_id: role.id, role_expired_at: expiresAt })
        .where('id', '=', m.user.id)
        .execute();
    await setRole(vip, Date.now() + DAY_MS);
    await setRole(expiredVip, Date.now() - 1000);
    const paid = await createCourse(t.db, { title: '付费课' });
    const free = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
    const vipFree = await createCourse(t.db, { is_vip_free: 1 });
    ids.paid = paid.id;
    ids.paidVideo = (await createVideo(t.db, { course_id: paid.id, url, duration: 20 })).id;
    ids.previewVideo = (
      await createVideo(t.db, { course_id: paid.id, url, duration: 20, free_seconds: 8 })
    ).id;
    ids.freeVideo = (await createVideo(t.db, { course_id: free.id, url })).id;
    ids.vipVideo = (await createVideo(t.db, { course_id: vipFree.id, url })).id;
    ids.hidden = (await createVideo(t.db, { course_id: free.id, url, is_show: 0 })).id;
    ids.future = (await createVideo(t.db, { course_id: free.id, url, published_at: Date.now() + DAY_MS })).id;
    ids.noUrl = (await createVideo(t.db, { course_id: free.id, url: '' })).id;
    await grantCourse(t.db, owner.user.id, paid.id);
  });

  it('needs a login', async () => {
    expect(await playinfo(ids.freeVideo)).toMatchObject({ code: 401, message: '请登录' });
  });

  it('plays a free course for anyone logged in', async () => {
    const answer = await playinfo(ids.freeVideo, stranger);
    expect(answer.code, answer.message).toBe(0);
    expect(answer.data).toMatchObject({ is_preview: false });
  });

  it('fills the watermark with the member own masked mobile and id', async () => {
    await t.db
      .updateTable('app_config')
      // biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's placeholders
      .set({ value: JSON.stringify({ size: 14, color: 'red', opacity: 1, text: '${mobile} ${user.id}' }) })
      .where('key', '=', 'player.bullet_secret')
      .execute();
    const { data } = await playinfo(ids.freeVideo, stranger);
    const m = stranger.user.mobile;
    expect(data.watermark.text).toBe(`${m.slice(0, 3)}****${m.slice(-4)} ${stranger.user.id}`);
    expect(JSON.stringify(data)).not.toContain(m);
  });

  it('plays a VIP-free course for an active VIP only', async () => {
    expect((await playinfo(ids.vipVideo, vip)).data.is_preview).toBe(false);
    expect(await playinfo(ids.vipVideo, expiredVip)).toMatchObject({ code: 1, message: '请购买后观看' });
    expect(await playinfo(ids.vipVideo, stranger)).toMatchObject({ code: 1, message: '请购买后观看' });
  });

  it('plays a bought course in full, and previews free_seconds of a video for others', async () => {
    expect((await playinfo(ids.paidVideo, owner)).data).toMatchObject({ is_preview: false, free_seconds: 0 });
    expect(await playinfo(ids.paidVideo, stranger)).toMatchObject({
      code: 1,
      message: '请购买后观看',
      data: [],
    });
    expect((await playinfo(ids.previewVideo, stranger)).data).toMatchObject({
      is_preview: true,
      free_seconds: 8,
    });
    expect((await playinfo(ids.previewVideo, owner)).data).toMatchObject({
      is_preview: false,
      free_seconds: 8,
    });
  });

  it('re-checks on every call: a course taken back stops playing at once', async () => {
    const m = await createMemberWithToken(t);
    await grantCourse(t.db, m.user.id, ids.paid);
    expect((await playinfo(ids.paidVideo, m)).code).toBe(0);
    await t.db.deleteFrom('user_courses').where('user_id', '=', m.user.id).execute();
    expect(await playinfo(ids.paidVideo, m)).toMatchObject({ code: 1, message: '请购买后观看' });
    expect((await playinfo(ids.previewVideo, m)).data.is_preview).toBe(true);
  });

  it('refuses progress reports without access (无权限观看此视频)', async () => {
    const answer = await t.post(`/api/v2/video/${ids.paidVideo}/record`, { duration: 5 }, stranger.headers);
    expect(answer).toMatchObject({ code: 1, message: '无权限观看此视频' });
  });

  it('answers 404 for hidden, unpublished and unknown videos and 无法获取视频播放地址 without media', async () => {
    for (const id of [ids.hidden, ids.future, 99_999_999]) {
      expect((await playinfo(id, owner)).code, String(id)).toBe(404);
      expect((await t.post(`/api/v2/video/${id}/record`, { duration: 5 }, owner.headers)).code).toBe(404);
    }
    expect((await t.get('/api/v2/video/abc/playinfo', owner.headers)).code).toBe(404);
    expect(await playinfo(ids.noUrl, owner)).toMatchObject({ code: 1, message: '无法获取视频播放地址' });
  });

  it('validates the reported position', async () => {
    for (const body of [
      {},
      { duration: 0 },
      { duration: -3 },
      { duration: 'x' },
      { duration: 5, final: 'yes' },
    ]) {
      const answer = await t.post(`/api/v2/video/${ids.freeVideo}/record`, body, owner.headers);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 1, message: '参数错误' });
    }
  });

  describe('video detail (GET /api/v2/video/{id})', () => {
    it('tells is_watch and joins the course for members who may watch', async () => {
      const anon = await t.get(`/api/v2/video/${ids.paidVideo}`);
      expect(anon.code).toBe(0);
      expect(anon.data).toMatchObject({ is_watch: false, video_watched_progress: {}, buy_videos: [] });
      expect(anon.data.video).toMatchObject({ id: ids.paidVideo, course_id: ids.paid, duration: 20 });
      expect(anon.data.course.id).toBe(ids.paid);
      expect(Object.values(anon.data.videos).flat()).toHaveLength(2);
      expect((await t.get(`/api/v2/video/${ids.paidVideo}`, stranger.headers)).data.is_watch).toBe(false);
      const mine = await t.get(`/api/v2/video/${ids.paidVideo}`, owner.headers);
      expect(mine.data.is_watch).toBe(true);
      const record = await t.db
        .selectFrom('course_user_records')
        .selectAll()
        .where('user_id', '=', owner.user.id)
        .where('course_id', '=', ids.paid)
        .executeTakeFirst();
      expect(record).toMatchObject({ progress: 0, is_watched: 0 });
      expect((await t.get(`/api/v2/video/${ids.hidden}`)).code).toBe(404);
    });
  });
});
