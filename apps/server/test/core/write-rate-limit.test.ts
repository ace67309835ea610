import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminOfRole } from '../helpers/admin';
import { createMemberWithToken } from '../helpers/member';
import { forEachDatabase } from '../helpers/test-app';

/*
 * WRITE_RATE_LIMIT_PER_MINUTE: writes are counted per IP, per member token or per administrator session, and
 * past the limit answered with the 429 envelope; reads are never counted. (The other headers every answer
 * carries: security-headers.test.ts.)
 */

describe('write rate limit', () => {
  const limited = { code: 429, message: '请稍后再试', data: [] };
  const login = (t: { inject: (o: object) => Promise<LightMyRequestResponse> }, ip: string) =>
    t.inject({
      method: 'POST',
      url: '/api/v2/login/password',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: '13912345678', password: 'wrong-password' }),
    });

  forEachDatabase(
    (t) => {
      it('answers the 429 envelope past WRITE_RATE_LIMIT_PER_MINUTE writes a minute per IP; reads are not counted', async () => {
        const ip = '198.51.100.20';
        for (let i = 0; i < 5; i++) {
          expect((await t.inject({ url: '/api/v2/navs', remoteAddress: ip })).json().code).toBe(0);
        }
        for (let i = 1; i <= 2; i++) {
          const response = await login(t, ip);
          expect(response.json().code).not.toBe(429);
          expect(response.headers['x-ratelimit-limit']).toBe('2');
          expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - i));
        }
        const over = await login(t, ip);
        expect(over.statusCode).toBe(200);
        expect(over.json()).toEqual(limited);
        expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        // The 429 is an answer like any other: the fixed headers are on it.
        expect(over.headers['x-content-type-options']).toBe('nosniff');
        expect(over.headers['content-security-policy']).toEqual(expect.any(String));
        // Another address has its own budget.
        expect((await login(t, '198.51.100.21')).json().code).not.toBe(429);
      });

      it('counts a member by token and an administrator by session, whatever their address', async () => {
        const ip = '198.51.100.30';
        const [a, b] = [await createMemberWithToken(t), await createMemberWithToken(t)];
        const nickname = (headers: Record<string, string>) =>
          t.inject({
            method: 'POST',
            url: '/api/v2/member/detail/nickname',
            remoteAddress: ip,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify({ nick_name: '' }),
          });
        for (let i = 0; i < 2; i++) expect((await nickname(a.headers)).json().code).toBe(1);
        expect((await nickname(a.headers)).json()).toEqual(limited);
        expect((await nickname(b.headers)).json().code).toBe(1);

        const admin = await adminOfRole(t, 'super');
        const adminWrite = () =>
          t.inject({
            method: 'DELETE',
            url: '/backend/api/v1/links/999999',
            remoteAddress: ip,
            headers: { authorization: `Bearer ${admin.token}` },
          });
        for (let i = 0; i < 2; i++) expect((await adminWrite()).json().code).not.toBe(429);
        expect((await adminWrite()).json()).toEqual(limited);
      });
    },
    { config: { writeRateLimitPerMinute: 2 } },
  );
});
