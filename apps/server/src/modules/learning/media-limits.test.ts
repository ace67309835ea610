import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { pathOf, patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabaseAndStore, type TestApp } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

/*
 * Issue 18.6: the bytes of a video do not spend the API's per-IP budget (a classroom behind one NAT would
 * stop playing after 120 requests a minute); the media route has its own budget per member, and every
 * refusal on it is an HTTP status a player understands, never an HTTP 200 envelope.
 */

const CLASSROOM_IP = '198.51.100.20';

/** Members who own a course of one 1000-byte MP4, each with a signed address of it. */
function classroom(t: TestApp, size: number) {
  const members: { m: MemberWithToken; url: string }[] = [];
  let videoId = 0;
  beforeAll(async () => {
    const url = writeMedia(t.dataDir, 'limits/a.mp4', patternBytes(1000));
    const course = await createCourse(t.db);
    videoId = (await createVideo(t.db, { course_id: course.id, url, duration: 20 })).id;
    for (let i = 0; i < size; i++) {
      const m = await createMemberWithToken(t);
      await grantCourse(t.db, m.user.id, course.id);
      const info = await t.get(`/api/v2/video/${videoId}/playinfo`, m.headers);
      expect(info.code, info.message).toBe(0);
      members.push({ m, url: pathOf(info.data.urls[0].url) });
    }
  });
  const range = (url: string, start: number, ip = CLASSROOM_IP) =>
    t.inject({ url, remoteAddress: ip, headers: { range: `bytes=${start}-${start + 9}` } });
  return { members, range, videoId: () => videoId };
}

describe('under the production rate limits (120 API requests a minute per IP)', () => {
  forEachDatabaseAndStore(
    (t) => {
      const { members, range } = classroom(t, 3);

      it('plays 200 range requests from one address with the tokens of several members', async () => {
        for (let i = 0; i < 200; i++) {
          const { url } = members[i % members.length] as { url: string };
          const answer = await range(url, (i * 10) % 990);
          expect(answer.statusCode, answer.body.slice(0, 200)).toBe(206);
        }
        // The address's API budget is untouched by them.
        const api = await t.inject({ url: '/api/v2/navs', remoteAddress: CLASSROOM_IP });
        expect(api.headers['x-ratelimit-remaining']).toBe('119');
      });

      it('answers what is no media address under the route with HTTP 404, never an HTTP 200 envelope', async () => {
        const [{ url } = { url: '' }] = members;
        for (const ask of [
          { url: '/api/v3/media/' },
          { url: '/api/v3/media' },
          { url, method: 'POST' as const },
        ]) {
          const answer = await t.inject({ ...ask, remoteAddress: CLASSROOM_IP });
          expect(answer.statusCode, ask.url).toBe(404);
          expect(answer.headers['cache-control']).toBe('private, no-store');
        }
      });
    },
    { config: { rateLimitPerMinute: 120, writeRateLimitPerMinute: 60, mediaRateLimitPerMinute: 600 } },
  );
});

describe("a member's media budget", () => {
  forEachDatabaseAndStore(
    (t) => {
      const { members, range } = classroom(t, 2);

      it('answers HTTP 429 with Retry-After past it, while other members behind the same address play on', async () => {
        const [first, second] = members.map((member) => member.url) as [string, string];
        for (let i = 0; i < 5; i++) expect((await range(first, 0)).statusCode).toBe(206);
        const refused = await range(first, 0);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(refused.headers['cache-control']).toBe('private, no-store');
        expect(refused.body.length).toBeLessThan(200);
        // Another address does not help: the budget is the member's.
        expect((await range(first, 0, '198.51.100.21')).statusCode).toBe(429);
        expect((await range(second, 0)).statusCode).toBe(206);
      });
    },
    { config: { mediaRateLimitPerMinute: 5 } },
  );
});
