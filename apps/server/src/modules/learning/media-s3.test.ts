import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { pathOf, patternBytes } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { startS3Server, type TestS3 } from '#test/helpers/s3-server';
import { signatureOf } from '#test/helpers/sigv4';
import { forEachDatabase } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

/** Media in an S3-compatible bucket: pre-signed for members with access, previews streamed through the server. */
forEachDatabase((t) => {
  const ids: Record<string, number> = {};
  let owner: MemberWithToken;
  let stranger: MemberWithToken;

  const playUrls = async (id: number, m: MemberWithToken) => {
    const answer = await t.get(`/api/v2/video/${id}/playinfo`, m.headers);
    expect(answer.code, answer.message).toBe(0);
    return answer.data.urls as { url: string; format: string; name: string; duration: number }[];
  };
  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: pathOf(url), headers });

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMemberWithToken(t), createMemberWithToken(t)]);
  });

  describe('S3-compatible storage', () => {
    let s3: TestS3;
    let endpoint: string;
    const object = patternBytes(2000);

    beforeAll(async () => {
      // A real S3-compatible server (path style) holding the objects.
      s3 = await startS3Server();
      endpoint = s3.endpoint;
      await s3.store.put('v/movie.mp4', object, 'video/mp4');
      await s3.store.put(
        'v/index.m3u8',
        '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\ns0.ts\n#EXTINF:6,\ns1.ts\n#EXTINF:6,\ns2.ts\n#EXT-X-ENDLIST\n',
      );
      for (const n of [0, 1, 2]) await s3.store.put(`v/s${n}.ts`, `segment ${n}`);
      await setAppConfig(t.db, 'media.s3', s3.settings);
      const course = await createCourse(t.db);
      await grantCourse(t.db, owner.user.id, course.id);
      /** A lesson in the bucket with a 4-second preview. */
      const s3Video = async (url: string, duration: number) =>
        (await createVideo(t.db, { course_id: course.id, url, duration, free_seconds: 4 })).id;
      ids.s3Video = await s3Video('s3:v/movie.mp4', 20);
      ids.s3Hls = await s3Video('s3:v/index.m3u8', 18);
    });

    afterAll(async () => {
      await t.db.deleteFrom('app_config').where('key', '=', 'media.s3').execute();
      await s3.close();
    });

    it('gives members with access a pre-signed URL of the bucket', async () => {
      const asked = Math.floor(Date.now() / 1000);
      const answer = await t.get(`/api/v2/video/${ids.s3Video}/playinfo`, owner.headers);
      const answered = Math.ceil(Date.now() / 1000);
      const url = new URL(answer.data.urls[0]?.url ?? '');
      expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`${endpoint}/media/v/movie.mp4`);
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Valid until the play info expires (at least 30 minutes after the request), counted from the moment of
      // signing: on a busy machine that can be a second or more after the play info set its expiry.
      const expiresAt = Date.parse(answer.data.expires_at) / 1000;
      expect(expiresAt - asked).toBeGreaterThanOrEqual(1800);
      const lifetime = Number(url.searchParams.get('X-Amz-Expires'));
      expect(lifetime).toBeLessThanOrEqual(expiresAt - asked);
      expect(lifetime).toBeGreaterThanOrEqual(expiresAt - answered);
      expect(url.searchParams.get('X-Amz-Signature')).toBe(signatureOf(url, 'S3RVER'));
      // The address fetches the object from the bucket.
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(object)).toBe(true);
    });

    it('streams a preview through the server, capped in bytes', async () => {
      const [play] = await playUrls(ids.s3Video, stranger);
      expect(play?.url).toContain('/api/v3/media/');
      const whole = await fetchMedia(play?.url ?? '');
      // (4 + 2) / 20 of 2000 bytes.
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-length']).toBe('600');
      expect(whole.rawPayload.equals(object.subarray(0, 600))).toBe(true);
      expect((await fetchMedia(play?.url ?? '', { range: 'bytes=700-' })).statusCode).toBe(416);
    });

    it('rewrites an S3 playlist with pre-signed segments, truncated for a preview', async () => {
      const [full] = await playUrls(ids.s3Hls, owner);
      const all = (await fetchMedia(full?.url ?? '')).body.split('\n').filter((l) => l.startsWith('http'));
      expect(all).toHaveLength(3);
      expect(all[0]).toMatch(new RegExp(`^${endpoint}/media/v/s0\\.ts\\?X-Amz-Algorithm=`));
      expect(await (await fetch(all[2] ?? '')).text()).toBe('segment 2');
      const [preview] = await playUrls(ids.s3Hls, stranger);
      const some = (await fetchMedia(preview?.url ?? '')).body
        .split('\n')
        .filter((l) => l.startsWith('http'));
      expect(some).toHaveLength(1);
    });
  });
});
