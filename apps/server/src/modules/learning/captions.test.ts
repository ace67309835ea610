import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { pathOf, patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

const EN = [
  'WEBVTT',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.000',
  'Hello',
  '',
  '2',
  '00:00:06.000 --> 00:00:09.000',
  'Still in the preview',
  '',
  '3',
  '00:00:12.000 --> 00:00:15.000',
  'Only for buyers',
  '',
].join('\n');
const ZH = 'WEBVTT\n\n00:00.500 --> 00:03.000\n你好\n';

type Track = { url: string; lang: string; label: string };

/** Caption tracks in play info and on the signed media route (issue 6). */
forEachDatabase((t) => {
  const ids = { full: 0, preview: 0, locked: 0, bare: 0, captionEn: 0 };
  let owner: MemberWithToken;
  let stranger: MemberWithToken;
  let paidCourseId = 0;

  const playInfo = (id: number, m: MemberWithToken) => t.get(`/api/v2/video/${id}/playinfo`, m.headers);
  const tracksOf = async (id: number, m: MemberWithToken): Promise<Track[]> => {
    const answer = await playInfo(id, m);
    expect(answer.code, answer.message).toBe(0);
    return answer.data.subtitles as Track[];
  };
  const fetchTrack = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.inject({ method, url: pathOf(url), headers });
  const addCaption = async (videoId: number, lang: string, label: string, path: string) => {
    const now = Date.now();
    const row = await t.db
      .insertInto('video_captions')
      .values({ video_id: videoId, lang, label, path, size: 10, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    const url = writeMedia(t.dataDir, 'cc/a.mp4', patternBytes(100));
    const en = writeMedia(t.dataDir, 'cc/a.en.vtt', EN);
    const zh = writeMedia(t.dataDir, 'cc/a.zh.vtt', ZH);
    [owner, stranger] = await Promise.all([createMemberWithToken(t), createMemberWithToken(t)]);
    const paid = await createCourse(t.db, { charge_fen: 9900 });
    paidCourseId = paid.id;
    ids.full = (await createVideo(t.db, { course_id: paid.id, url, duration: 20, free_seconds: 10 })).id;
    ids.locked = (await createVideo(t.db, { course_id: paid.id, url, duration: 20, free_seconds: 0 })).id;
    ids.bare = (await createVideo(t.db, { course_id: paid.id, url, duration: 20 })).id;
    ids.captionEn = await addCaption(ids.full, 'en', 'English', en);
    await addCaption(ids.full, 'zh-CN', '中文', zh);
    await addCaption(ids.locked, 'en', 'English', en);
    await grantCourse(t.db, owner.user.id, paid.id);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('a member who may watch', () => {
    it('gets every track as a signed address that serves the file as text/vtt, never cached', async () => {
      const tracks = await tracksOf(ids.full, owner);
      expect(tracks.map(({ lang, label }) => ({ lang, label }))).toEqual([
        { lang: 'en', label: 'English' },
        { lang: 'zh-CN', label: '中文' },
      ]);
      expect(tracks[0]?.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v3\/media\/[\w-]+\.[\w-]+\/en\.vtt$/);
      const en = await fetchTrack(tracks[0]?.url ?? '', owner.headers);
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(en.headers['cache-control']).toBe('private, no-store');
      expect(en.headers['x-content-type-options']).toBe('nosniff');
      expect(en.body).toBe(EN);
      const zh = await fetchTrack(tracks[1]?.url ?? '');
      expect(zh.body).toBe(ZH);
      const head = await fetchTrack(tracks[0]?.url ?? '', {}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/vtt; charset=utf-8');
      // The files are private: nothing serves them outside the signed route.
      expect((await t.inject('/storage/cc/a.en.vtt')).statusCode).toBe(404);
    });

    it('gets no subtitles key for a video without tracks', async () => {
      const answer = await playInfo(ids.bare, owner);
      expect(answer.code, answer.message).toBe(0);
      expect(answer.data).not.toHaveProperty('subtitles');
    });

    it('gets 404 once the track was deleted, though the address is still valid', async () => {
      const free = await createCourse(t.db, { is_free: 1 });
      const video = (await createVideo(t.db, { course_id: free.id, url: 'cc/a.mp4' })).id;
      const id = await addCaption(video, 'fr', 'Français', 'cc/a.en.vtt');
      const [track] = await tracksOf(video, owner);
      expect((await fetchTrack(track?.url ?? '')).statusCode).toBe(200);
      await t.db.deleteFrom('video_captions').where('id', '=', id).execute();
      const gone = await fetchTrack(track?.url ?? '');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 404, message: '资源不存在' });
    });
  });

  describe('a member without access', () => {
    it('gets no tracks for a video they may not play (the play info itself is refused)', async () => {
      const answer = await playInfo(ids.locked, stranger);
      expect(answer).toMatchObject({ code: 1, message: '请购买后观看' });
      expect(JSON.stringify(answer.data ?? null)).not.toContain('.vtt');
    });

    it("cannot use another member's track address, nor a tampered or expired one", async () => {
      const [track] = await tracksOf(ids.full, owner);
      const url = track?.url ?? '';
      const foreign = await fetchTrack(url, stranger.headers);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 1, message: '播放地址无效' });
      const path = pathOf(url);
      const tampered = path.replace(/\/media\/(\w)/, (_m, c: string) => `/media/${c === 'A' ? 'B' : 'A'}`);
      expect((await t.inject(tampered)).statusCode).toBe(403);
      const badSignature = await t.inject(path.replace(/\.[\w-]+\/en\.vtt$/, '.AAAA/en.vtt'));
      expect(badSignature.statusCode).toBe(403);
      expect(badSignature.json().message).toBe('播放地址无效');

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 7 * 3_600_000);
      const expired = await fetchTrack(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 1, message: '播放地址已过期' });
    });

    it('ends a logged-out login’s track addresses', async () => {
      const member = await createMemberWithToken(t);
      await grantCourse(t.db, member.user.id, paidCourseId);
      const [track] = await tracksOf(ids.full, member);
      expect((await fetchTrack(track?.url ?? '')).statusCode).toBe(200);
      expect((await t.post('/api/v2/logout', undefined, member.headers)).code).toBe(0);
      expect((await fetchTrack(track?.url ?? '')).statusCode).toBe(403);
    });

    it('gets, in a preview, only the cues that start inside the preview', async () => {
      const answer = await playInfo(ids.full, stranger);
      expect(answer.data).toMatchObject({ is_preview: true, free_seconds: 10 });
      const [track] = answer.data.subtitles as Track[];
      const response = await fetchTrack(track?.url ?? '', stranger.headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Hello');
      expect(response.body).toContain('Still in the preview');
      expect(response.body).not.toContain('Only for buyers');
      expect(response.body.startsWith('WEBVTT')).toBe(true);
    });
  });
});
