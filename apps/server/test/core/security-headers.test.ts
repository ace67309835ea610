import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_TUS_PATH } from '@shuyuan/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCall, adminOfRole } from '../helpers/admin';
import { setAppConfig } from '../helpers/app-config';
import { forEachDatabase } from '../helpers/test-app';

/** The web app's real index.html (what Vite builds from): the shell must work under the policy. */
const SOURCE_INDEX = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const dist = mkdtempSync(join(tmpdir(), 'shuyuan-dist-sec-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), SOURCE_INDEX);
writeFileSync(join(dist, 'assets', 'index-Sec1.js'), 'console.log(1);');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function expectCommonHeaders(response: LightMyRequestResponse, label: string) {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(response.headers['content-security-policy'], label).toEqual(expect.any(String));
  expect(response.headers['strict-transport-security'], `${label}: HSTS over plain HTTP`).toBeUndefined();
}

/** Directives of a policy by name, e.g. `{ 'script-src': ["'self'"] }`. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(policy).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** HTML the server renders itself must carry no script of any kind: no <script>, no on…= handlers. */
function expectScriptless(html: string, label: string) {
  expect(html, label).not.toMatch(/<script/i);
  expect(html, label).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html, label).not.toMatch(/javascript:/i);
}

describe('security headers', () => {
  forEachDatabase(
    (t) => {
      it('an API answer: nosniff, referrer policy, COOP, a deny-all CSP and X-Frame-Options DENY', async () => {
        const response = await t.inject('/api/v2/navs');
        expect(response.json().code).toBe(0);
        expectCommonHeaders(response, 'api');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp['default-src']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-request-id']).toEqual(expect.any(String));
      });

      it('the HTML shell: scripts only from this origin, no inline script, framed only by itself', async () => {
        // The shell itself loads scripts from files only (site-config.js instead of an inline script).
        for (const tag of SOURCE_INDEX.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\ssrc=/);
        expectScriptless(SOURCE_INDEX.replace(/<script\b[^>]*\ssrc=[^>]*><\/script>/gi, ''), 'index.html');

        // An unknown address is the same shell with 404 (the app's not-found screen).
        for (const [url, status] of [
          ['/', 200],
          ['/courses', 200],
          ['/index.html', 200],
          ['/courses/detail/999999', 404],
        ] as const) {
          const response = await t.inject(url);
          expect(response.statusCode, url).toBe(status);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expectCommonHeaders(response, url);
          const csp = directives(response.headers['content-security-policy']);
          expect(csp['script-src']).toEqual(["'self'"]);
          expect(csp['object-src']).toEqual(["'none'"]);
          expect(csp['base-uri']).toEqual(["'self'"]);
          expect(csp['frame-ancestors']).toEqual(["'self'"]);
          // antd's CSS-in-JS inserts <style> elements (decision 020).
          expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
          expect(csp['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
          expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
          expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        }
      });

      it('a 304 for the HTML shell carries no policy, so the browser keeps the cached page policy', async () => {
        const first = await t.inject('/');
        const etag = first.headers.etag;
        const lastModified = first.headers['last-modified'];
        expect(etag || lastModified, 'the shell is revalidated').toBeTruthy();
        const again = await t.inject({
          url: '/',
          headers: etag ? { 'if-none-match': String(etag) } : { 'if-modified-since': String(lastModified) },
        });
        expect(again.statusCode).toBe(304);
        // Browsers merge a 304's headers into the cached answer: an API policy here blanked the next visit.
        expect(again.headers['content-security-policy']).toBeUndefined();
        expect(again.headers['x-content-type-options']).toBe('nosniff');
      });

      it('a static asset, a 404 and an unreadable path carry the headers too', async () => {
        const asset = await t.inject('/assets/index-Sec1.js');
        expect(asset.statusCode).toBe(200);
        expectCommonHeaders(asset, 'asset');
        expect(directives(asset.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);

        for (const url of ['/api/v2/no-such-route', '/assets/missing-123.js', '/api/%zz', '/storage/x.png']) {
          const response = await t.inject(url);
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.json().code, url).toBe(404);
          expectCommonHeaders(response, url);
          expect(response.headers['x-frame-options'], url).toBe('DENY');
        }
      });

      it('uploaded files keep their sandboxing policy', async () => {
        mkdirSync(join(t.dataDir, 'storage', 'sec'), { recursive: true });
        writeFileSync(join(t.dataDir, 'storage', 'sec', 'note.html'), '<script>alert(1)</script>');
        const response = await t.inject('/storage/sec/note.html');
        expect(response.statusCode).toBe(200);
        expectCommonHeaders(response, 'upload');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp).toHaveProperty('sandbox');
        expect(csp['default-src']).toEqual(["'none'"]);
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      });

      it('server-rendered pages hold no script and forbid it, with X-Frame-Options matching frame-ancestors', async () => {
        const pages = [
          { url: '/user/protocol', frame: 'SAMEORIGIN' },
          { url: '/aboutus', frame: 'SAMEORIGIN' },
          {
            url: '/api/dev/oauth/authorize?app=qq&state=s1&redirect_uri=%2Fapi%2Fv3%2Fauth%2Flogin%2Fsocialite%2Fqq%2Fcallback',
            frame: 'DENY',
          },
          { url: `/api/dev/face/verify?biz_token=${'g'.repeat(32)}`, frame: 'DENY' },
          { url: '/payment/index?sign=nope', frame: 'DENY' },
          { url: '/certificate/NOPE', frame: 'DENY' },
        ];
        for (const { url, frame } of pages) {
          const response = await t.inject(url);
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.headers['content-type'], url).toMatch(/^text\/html/);
          expectCommonHeaders(response, url);
          expectScriptless(response.body, url);
          const csp = directives(response.headers['content-security-policy']);
          expect(csp['default-src'], url).toEqual(["'none'"]);
          expect(csp['script-src'], url).toBeUndefined();
          expect(response.headers['x-frame-options'], url).toBe(frame);
        }
      });

      it('the API docs viewer has its own policy: its scripts are files, none inline', async () => {
        const response = await t.inject('/api/docs/');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        for (const tag of response.body.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\ssrc=/);
        const csp = directives(response.headers['content-security-policy']);
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['connect-src']).toEqual(["'self'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(response.headers['x-frame-options']).toBe('DENY');
      });

      it('answers written past Fastify (the tus upload endpoint) carry the fixed headers', async () => {
        const admin = await adminOfRole(t, 'super');
        const response = await t.inject({
          method: 'OPTIONS',
          url: ADMIN_TUS_PATH,
          headers: { authorization: `Bearer ${admin.token}`, 'tus-resumable': '1.0.0' },
        });
        expect(response.statusCode).toBeLessThan(300);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
      });

      it('names a configured S3 endpoint in media-src and connect-src, and never a malformed one', async () => {
        const s3 = {
          endpoint: 'http://127.0.0.1:9000',
          bucket: 'videos',
          access_key_id: 'k',
          secret_access_key: 's',
          path_style: true,
        };
        await setAppConfig(t.db, 'media.s3', s3);
        await t.app.cache.invalidate('system:');
        let csp = directives((await t.inject('/')).headers['content-security-policy']);
        expect(csp['media-src']).toContain('http://127.0.0.1:9000');
        expect(csp['connect-src']).toContain('http://127.0.0.1:9000');

        await setAppConfig(t.db, 'media.s3', {
          ...s3,
          path_style: false,
          bucket: "x;script-src'unsafe-inline'",
        });
        await t.app.cache.invalidate('system:');
        const policy = String((await t.inject('/')).headers['content-security-policy']);
        csp = directives(policy);
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(policy).not.toContain('unsafe-inline;');
        expect(csp['connect-src']).toEqual(["'self'", 'https:']);
      });

      it("names the bucket saved on the console's 存储 tab at once: its subdomain when virtual-hosted", async () => {
        const root = await adminOfRole(t, 'super');
        const save = (s3: Record<string, unknown>) =>
          adminCall(t, 'PUT', '/backend/api/v1/settings', root.token, { values: { 'media.s3': s3 } });
        // A page answered before the save: the origins are cached, and the save must drop them.
        await t.inject('/');
        const s3 = {
          endpoint: 'http://minio.lan:9000',
          region: 'us-east-1',
          bucket: 'videos',
          access_key_id: 'k',
          secret_access_key: 's',
          path_style: false,
        };
        expect((await save(s3)).code).toBe(0);
        let csp = directives((await t.inject('/')).headers['content-security-policy']);
        expect(csp['media-src']).toContain('http://videos.minio.lan:9000');
        expect(csp['connect-src']).toContain('http://videos.minio.lan:9000');
        expect(csp['media-src']).not.toContain('http://minio.lan:9000');

        // Path style, another port: the endpoint itself, the old origin gone.
        expect((await save({ ...s3, endpoint: 'http://127.0.0.1:9100', path_style: true })).code).toBe(0);
        csp = directives((await t.inject('/')).headers['content-security-policy']);
        expect(csp['media-src']).toContain('http://127.0.0.1:9100');
        expect(csp['connect-src']).toContain('http://127.0.0.1:9100');
        expect(csp['media-src']).not.toContain('http://videos.minio.lan:9000');
      });
    },
    { webDistDir: dist },
  );
});

describe('Strict-Transport-Security', () => {
  forEachDatabase(
    (t) => {
      it('is sent when a trusted proxy says the request came over HTTPS, and not over plain HTTP', async () => {
        const secure = await t.inject({ url: '/api/v2/navs', headers: { 'x-forwarded-proto': 'https' } });
        expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
        const plain = await t.inject({ url: '/api/v2/navs', headers: { 'x-forwarded-proto': 'http' } });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
        const page = await t.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
        expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      });
    },
    { config: { trustProxy: true } },
  );

  forEachDatabase((t) => {
    it('ignores X-Forwarded-Proto without TRUST_PROXY (anyone could send it)', async () => {
      const response = await t.inject({ url: '/api/v2/navs', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
