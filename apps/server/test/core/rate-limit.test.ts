import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/test-app';

describe('rate limit', () => {
  forEachDatabase(
    (t) => {
      it('allows RATE_LIMIT_PER_MINUTE requests a minute per IP, then answers the 429 envelope', async () => {
        const ip = { remoteAddress: '203.0.113.7' };
        for (let i = 1; i <= 3; i++) {
          const response = await t.inject({ url: '/api/v2/navs', ...ip });
          expect(response.json().code).toBe(0);
          expect(response.headers['x-ratelimit-limit']).toBe('3');
          expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - i));
        }
        const limited = await t.inject({ url: '/api/v2/navs', ...ip });
        expect(limited.statusCode).toBe(200);
        expect(limited.json()).toEqual({ code: 429, message: '请稍后再试', data: [] });
        expect(limited.headers['x-ratelimit-remaining']).toBe('0');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);

        // Another address has its own budget; pages and health checks are not limited.
        expect((await t.inject({ url: '/api/v2/navs', remoteAddress: '203.0.113.8' })).json().code).toBe(0);
        expect((await t.inject({ url: '/healthz', ...ip })).statusCode).toBe(200);
        expect((await t.inject({ url: '/user/protocol', ...ip })).statusCode).toBe(200);
      });
    },
    { config: { rateLimitPerMinute: 3 } },
  );

  forEachDatabase(
    (t) => {
      it('limits the payment and certificate pages per IP with an HTML 429; payment callbacks are not', async () => {
        const ip = { remoteAddress: '203.0.113.30' };
        const pages = ['/certificate/ABCDEFGHJKMNPQRS', '/payment/index?sign=none', '/certificate/X'];
        for (const url of pages) expect((await t.inject({ url, ...ip })).statusCode, url).toBe(404);
        for (const url of [...pages, '/payment/wechat/openid?code=x&state=y']) {
          const limited = await t.inject({ url, ...ip });
          expect(limited.statusCode, url).toBe(429);
          expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(limited.body).toContain('请稍后再试');
          expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
        // A payment channel's notification is never refused for its address; other addresses have their own budget.
        const callback = await t.inject({
          method: 'POST',
          url: '/payment/callback/alipay',
          payload: 'a=b',
          ...ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(callback.statusCode).not.toBe(429);
        expect((await t.inject({ url: pages[0] as string, remoteAddress: '203.0.113.31' })).statusCode).toBe(
          404,
        );
      });
    },
    { config: { pageRateLimitPerMinute: 3 } },
  );

  forEachDatabase((t) => {
    it('is off with RATE_LIMIT_PER_MINUTE=0 (no headers)', async () => {
      for (let i = 0; i < 5; i++) {
        const response = await t.inject({ url: '/api/v2/navs', remoteAddress: '203.0.113.9' });
        expect(response.json().code).toBe(0);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    });
  });
});
