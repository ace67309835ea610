import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { pathOf, patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { addRendition, grantCourse, writeHls } from './testing/fixtures';

/** GET /api/v3/media/<token>/<name>: signed, per member, with ranges, preview caps, HLS and single-use keys. */
forEachDatabase((t) => {
  const ids: Record<string, number> = {};
  let owner: MemberWithToken;
  let stranger: MemberWithToken;
  let hlsKey: string;
  const bytes = patternBytes(1000);

  const playUrls = async (id: number, m: MemberWithToken) => {
    const answer = await t.get(`/api/v2/video/${id}/playinfo`, m.headers);
    expect(answer.code, answer.message).toBe(0);
    return answer.data.urls as { url: string; format: string; name: string; duration: number }[];
  };
  const fetchMedia = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.inject({ method, url: pathOf(url), headers });

  beforeAll(async () => {
    const url = writeMedia(t.dataDir, 'route/a.mp4', bytes);
    const hls = writeHls(t.dataDir, 'route/hls');
    hlsKey = hls.key;
    [owner, stranger] = await Promise.all([createMemberWithToken(t), createMemberWithToken(t)]);
    const course = await createCourse(t.db);
    ids.video = (await createVideo(t.db, { course_id: course.id, url, duration: 20, free_seconds: 8 })).id;
    ids.hlsVideo = (await createVideo(t.db, { course_id: course.id, url, duration: 20, free_seconds: 8 })).id;
    await addRendition(t.db, {
      video_id: ids.hlsVideo,
      name: '720p',
      format: 'm3u8',
      url: hls.encrypted,
      hls_key: hls.key,
    });
    await addRendition(t.db, { video_id: ids.hlsVideo, name: '标清', format: 'mp4', url, sort: 1 });
    ids.missing = (await createVideo(t.db, { course_id: course.id, url: 'route/none.mp4' })).id;
    await grantCourse(t.db, owner.user.id, course.id);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('signed addresses', () => {
    it('are per member, not cacheable, and never under the public storage folder', async () => {
      const answer = await t.inject({ url: `/api/v2/video/${ids.video}/playinfo`, headers: owner.headers });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const [mine] = await playUrls(ids.video, owner);
      const [theirs] = await playUrls(ids.video, stranger);
      expect(mine).toMatchObject({ format: 'mp4', name: '默认', duration: 20 });
      expect(mine?.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v3\/media\/[\w-]+\.[\w-]+\/a\.mp4$/);
      expect(mine?.url).not.toBe(theirs?.url);
      expect((await t.inject('/storage/route/a.mp4')).statusCode).toBe(404);
      expect((await t.inject('/media/route/a.mp4')).statusCode).not.toBe(200);
    });

    it('serve the whole file, with content type, length and no-store', async () => {
      const [play] = await playUrls(ids.video, owner);
      const response = await fetchMedia(play?.url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(bytes)).toBe(true);
      const head = await fetchMedia(play?.url ?? '', {}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1000');
    });

    it('answer ranges with 206 and Content-Range, and bad ranges with 416 (never 500)', async () => {
      const [play] = await playUrls(ids.video, owner);
      const url = play?.url ?? '';
      const part = await fetchMedia(url, { range: 'bytes=10-19' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 10-19/1000');
      expect(part.headers['content-length']).toBe('10');
      expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
      const tail = await fetchMedia(url, { range: 'bytes=-5' });
      expect(tail.headers['content-range']).toBe('bytes 995-999/1000');
      const open = await fetchMedia(url, { range: 'bytes=990-' });
      expect(open.rawPayload.equals(bytes.subarray(990))).toBe(true);
      for (const range of [
        'bytes=1000-',
        'bytes=5-1',
        'bytes=abc',
        'bytes=-0',
        'bytes=99999999999999999999-1',
      ]) {
        const bad = await fetchMedia(url, { range });
        expect(bad.statusCode, range).toBe(416);
        expect(bad.headers['content-range'], range).toBe('bytes */1000');
      }
    });

    it("refuse another member's token, a tampered token, a logged-out login and an expired address", async () => {
      const [play] = await playUrls(ids.video, owner);
      const url = play?.url ?? '';
      expect((await fetchMedia(url, owner.headers)).statusCode).toBe(200);
      const foreign = await fetchMedia(url, stranger.headers);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 1, message: '播放地址无效' });
      const path = pathOf(url);
      const tampered = path.replace(/\/media\/(\w)/, (_m, c: string) => `/media/${c === 'A' ? 'B' : 'A'}`);
      expect((await t.inject(tampered)).statusCode).toBe(403);
      expect((await t.inject(path.replace(/\.[\w-]+\/a\.mp4$/, '.x/a.mp4'))).statusCode).toBe(403);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 7 * 3_600_000);
      const expired = await fetchMedia(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('播放地址已过期');
      vi.useRealTimers();

      const member = await createMemberWithToken(t);
      const [free] = await playUrls(ids.video, member);
      expect((await fetchMedia(free?.url ?? '')).statusCode).toBe(200);
      expect((await t.post('/api/v2/logout', undefined, member.headers)).code).toBe(0);
      expect((await fetchMedia(free?.url ?? '')).statusCode).toBe(403);
    });

    it('stop at once for a member an administrator locks (a deletion locks too)', async () => {
      const member = await createMemberWithToken(t);
      const [free] = await playUrls(ids.video, member);
      expect((await fetchMedia(free?.url ?? '')).statusCode).toBe(200);
      const root = await adminOfRole(t, 'super');
      const locked = await adminCall(
        t,
        'POST',
        `/backend/api/v1/members/${member.user.id}/lock`,
        root.token,
        {
          is_lock: true,
        },
      );
      expect(locked.code, locked.message).toBe(0);
      const refused = await fetchMedia(free?.url ?? '');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('播放地址无效');
    });

    it('answer 404 when the file is missing', async () => {
      const [play] = await playUrls(ids.missing, owner);
      expect((await fetchMedia(play?.url ?? '')).statusCode).toBe(404);
    });
  });

  describe('preview', () => {
    it('caps an MP4 at the preview in bytes on the server', async () => {
      const [play] = await playUrls(ids.video, stranger);
      const whole = await fetchMedia(play?.url ?? '');
      // (8 + 2) / 20 of 1000 bytes.
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-length']).toBe('500');
      expect(whole.rawPayload.equals(bytes.subarray(0, 500))).toBe(true);
      const inside = await fetchMedia(play?.url ?? '', { range: 'bytes=400-' });
      expect(inside.headers['content-range']).toBe('bytes 400-499/500');
      const beyond = await fetchMedia(play?.url ?? '', { range: 'bytes=600-' });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe('bytes */500');
    });
  });

  describe('HLS', () => {
    it('lists the qualities in order and signs every segment of the playlist', async () => {
      const urls = await playUrls(ids.hlsVideo, owner);
      expect(urls.map((u) => [u.name, u.format])).toEqual([
        ['720p', 'm3u8'],
        ['标清', 'mp4'],
      ]);
      const playlist = await fetchMedia(urls[0]?.url ?? '');
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers['cache-control']).toBe('private, no-store');
      const segments = playlist.body.split('\n').filter((l) => l.startsWith('/api/v3/media/'));
      expect(segments).toHaveLength(4);
      expect(playlist.body).not.toMatch(/^seg-/m);
      const segment = await t.inject(segments[1] ?? '');
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.rawPayload.length % 16).toBe(0);
    });

    it('serves the AES-128 key once per signed key address', async () => {
      const [hls] = await playUrls(ids.hlsVideo, owner);
      const playlist = (await fetchMedia(hls?.url ?? '')).body;
      const keyUrl = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
      expect(keyUrl).toMatch(/^\/api\/v3\/media\/.+\/key$/);
      const first = await t.inject(keyUrl);
      expect(first.statusCode).toBe(200);
      expect(first.rawPayload.toString('hex')).toBe(hlsKey);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const again = await t.inject(keyUrl);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('密钥已使用');
      // A new playlist brings a new key address.
      const next = (await fetchMedia(hls?.url ?? '')).body;
      const nextKey = /URI="([^"]+)"/.exec(next)?.[1] ?? '';
      expect(nextKey).not.toBe(keyUrl);
      expect((await t.inject(nextKey)).statusCode).toBe(200);
    });

    it('truncates a preview playlist at free_seconds: later segments are never signed', async () => {
      const [hls] = await playUrls(ids.hlsVideo, stranger);
      const playlist = (await fetchMedia(hls?.url ?? '')).body;
      const segments = playlist.split('\n').filter((l) => l.startsWith('/api/v3/media/'));
      // free_seconds 8: segment 0 (0–6 s) and segment 1 (6–12 s), which contains second 8.
      expect(segments).toHaveLength(2);
      expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      expect((await t.inject(segments[1] ?? '')).statusCode).toBe(200);
    });
  });
});
