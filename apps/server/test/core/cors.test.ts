import { ADMIN_TUS_PATH } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import { adminCall, adminOfRole } from '../helpers/admin';
import { forEachDatabase, type TestApp } from '../helpers/test-app';

/*
 * Issue 20: pages of other origins call the API only when their origin is listed (CORS_ORIGINS or the
 * console's `site.cors_origins`); the header names that origin, never `*`, and carries no credentials.
 */

const SHOP = 'https://shop.example.com';
const MOBILE = 'https://m.example.net';

function preflight(t: TestApp, url: string, origin: string) {
  return t.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

async function saveCorsSetting(t: TestApp, token: string, value: string) {
  return adminCall(t, 'PUT', '/backend/api/v1/settings', token, { values: { 'site.cors_origins': value } });
}

forEachDatabase(
  (t) => {
    describe('an origin of CORS_ORIGINS', () => {
      it('gets its preflight answered for the member API: its own origin, the methods and headers asked', async () => {
        const res = await preflight(t, '/api/v2/courses', SHOP);
        expect(res.statusCode).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(SHOP);
        expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
        expect(res.headers['access-control-allow-headers']).toBe('authorization,content-type');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        expect(String(res.headers.vary)).toMatch(/Origin/i);
      });

      it('reads answers, errors included, of the member API, the media route and the admin API', async () => {
        const list = await t.inject({ url: '/api/v2/courses', headers: { origin: SHOP } });
        expect(list.headers['access-control-allow-origin']).toBe(SHOP);
        expect(list.headers['access-control-expose-headers']).toMatch(/Retry-After/);
        const refused = await t.inject({ url: '/api/v2/member/detail', headers: { origin: SHOP } });
        expect(refused.json().code).toBe(401);
        expect(refused.headers['access-control-allow-origin']).toBe(SHOP);
        const unknown = await t.inject({ url: '/api/v2/no-such-route', headers: { origin: SHOP } });
        expect(unknown.headers['access-control-allow-origin']).toBe(SHOP);
        const media = await t.inject({
          url: '/api/v3/media/bad-token/index.m3u8',
          headers: { origin: SHOP },
        });
        expect(media.headers['access-control-allow-origin']).toBe(SHOP);
        const admin = await preflight(t, '/backend/api/v1/settings', SHOP);
        expect(admin.statusCode).toBe(204);
        expect(admin.headers['access-control-allow-origin']).toBe(SHOP);
      });

      it('gets nothing outside the API (pages, uploads, health)', async () => {
        for (const url of ['/healthz', '/storage/none.png', '/aboutus', '/courses']) {
          const res = await t.inject({ url, headers: { origin: SHOP } });
          expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
        }
      });
    });

    describe('the admin upload endpoint (tus), which writes its own answers', () => {
      it('names a listed origin and no other: never the * tus would send by itself', async () => {
        const admin = await adminOfRole(t, 'super');
        const create = (origin: string) =>
          t.inject({
            method: 'POST',
            url: ADMIN_TUS_PATH,
            headers: {
              origin,
              'tus-resumable': '1.0.0',
              'upload-length': '4',
              'upload-metadata': `kind ${Buffer.from('image').toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}`,
              authorization: `Bearer ${admin.token}`,
            },
          });
        const listed = await create(SHOP);
        expect(listed.statusCode).toBe(201);
        expect(listed.headers['access-control-allow-origin']).toBe(SHOP);
        expect(String(listed.headers['access-control-expose-headers'])).toMatch(/Location/i);
        const other = await create('https://evil.example.com');
        expect(other.statusCode).toBe(201);
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
      });
    });

    describe('any other origin', () => {
      it('gets no CORS header at all, and its preflight the usual 路由不存在', async () => {
        for (const origin of [
          'https://evil.example.com',
          'https://shop.example.com.evil.test',
          'null',
          '*',
        ]) {
          const pre = await preflight(t, '/api/v2/courses', origin);
          expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
          expect(pre.headers['access-control-allow-methods'], origin).toBeUndefined();
          expect(pre.json()).toMatchObject({ code: 404, message: '路由不存在' });
          const get = await t.inject({ url: '/api/v2/courses', headers: { origin } });
          expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
          expect(get.json().code).toBe(0);
        }
      });

      it('is answered as before when it sends no Origin (same-origin pages, servers)', async () => {
        const res = await t.inject('/api/v2/courses');
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.json().code).toBe(0);
      });
    });

    describe('the console setting site.cors_origins', () => {
      it('applies at once when saved and stops when removed, without a restart', async () => {
        const admin = await adminOfRole(t, 'super');
        expect(
          (await preflight(t, '/api/v2/courses', MOBILE)).headers['access-control-allow-origin'],
        ).toBeUndefined();

        expect((await saveCorsSetting(t, admin.token, `${MOBILE}\nhttp://localhost:5173/`)).code).toBe(0);
        const allowed = await preflight(t, '/api/v2/courses', MOBILE);
        expect(allowed.statusCode).toBe(204);
        expect(allowed.headers['access-control-allow-origin']).toBe(MOBILE);
        const local = await t.inject({
          url: '/api/v2/courses',
          headers: { origin: 'http://localhost:5173' },
        });
        expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
        // The console shows what was saved.
        const settings = await adminCall(t, 'GET', '/backend/api/v1/settings', admin.token);
        expect(settings.data.values['site.cors_origins']).toBe(`${MOBILE}\nhttp://localhost:5173/`);

        expect((await saveCorsSetting(t, admin.token, '')).code).toBe(0);
        expect(
          (await preflight(t, '/api/v2/courses', MOBILE)).headers['access-control-allow-origin'],
        ).toBeUndefined();
        // The environment's list is not the console's to remove.
        expect((await preflight(t, '/api/v2/courses', SHOP)).headers['access-control-allow-origin']).toBe(
          SHOP,
        );
      });

      it('refuses a wildcard, a path or another scheme with a message, and keeps the stored list', async () => {
        const admin = await adminOfRole(t, 'super');
        expect((await saveCorsSetting(t, admin.token, MOBILE)).code).toBe(0);
        for (const bad of ['*', 'https://m.example.net/app', 'ftp://m.example.net', 'm.example.net']) {
          const answer = await saveCorsSetting(t, admin.token, bad);
          expect(answer.code, bad).toBe(1);
          expect(answer.message).toMatch(/^跨域来源须为以逗号或换行分隔的来源/);
        }
        expect((await preflight(t, '/api/v2/courses', MOBILE)).headers['access-control-allow-origin']).toBe(
          MOBILE,
        );
        await saveCorsSetting(t, admin.token, '');
      });

      it('is not part of the public configuration', async () => {
        const admin = await adminOfRole(t, 'super');
        await saveCorsSetting(t, admin.token, MOBILE);
        const config = await t.inject('/api/v2/other/config');
        expect(config.body).not.toContain('m.example.net');
        await saveCorsSetting(t, admin.token, '');
      });
    });
  },
  { config: { corsOrigins: [SHOP] } },
);

describe('without CORS_ORIGINS and without the setting', () => {
  forEachDatabase((t) => {
    it('answers every origin as the same-origin site did: no CORS header', async () => {
      const pre = await preflight(t, '/api/v2/courses', SHOP);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.json()).toMatchObject({ code: 404, message: '路由不存在' });
    });
  });
});

describe('over the rate limit', () => {
  forEachDatabase(
    (t) => {
      it('the 429 still carries the allowed origin, so the page can read why', async () => {
        const ask = () =>
          t.inject({ url: '/api/v2/courses', remoteAddress: '198.51.100.40', headers: { origin: SHOP } });
        await ask();
        const over = await ask();
        expect(over.json()).toMatchObject({ code: 429, message: '请稍后再试' });
        expect(over.headers['access-control-allow-origin']).toBe(SHOP);
        expect(over.headers['retry-after']).toBeDefined();
      });
    },
    { config: { corsOrigins: [SHOP], rateLimitPerMinute: 1 } },
  );
});
