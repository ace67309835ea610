import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { adminCall, adminOfRole } from '../helpers/admin';
import { forEachDatabase, type TestApp } from '../helpers/test-app';

/*
 * Issue 20: the Baidu Tongji and Google Analytics ids of the settings reach the web app's page and its CSP
 * only when set; the page still has no inline script (decision 020).
 */

const dist = mkdtempSync(join(tmpdir(), 'shuyuan-dist-analytics-'));
const INDEX =
  '<!doctype html><html><head><title>书院</title><script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
writeFileSync(join(dist, 'index.html'), INDEX);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const BAIDU = '0123456789abcdef0123456789abcdef';

/** The page's script tags: what analytics adds (the page's own head, modules/system/seo, adds none). */
const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const GOOGLE = 'G-ABC123XYZ9';

function scriptSrc(policy: unknown): string {
  return (
    String(policy)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? ''
  );
}

async function saveAnalytics(t: TestApp, token: string, value: { baidu?: string; google?: string }) {
  return adminCall(t, 'PUT', '/backend/api/v1/settings', token, { values: { 'site.analytics': value } });
}

forEachDatabase(
  (t) => {
    it('adds nothing to the page or its policy while no id is set', async () => {
      for (const url of ['/', '/courses', '/index.html']) {
        const page = await t.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(scripts(page.body), url).toEqual(scripts(INDEX));
        expect(scriptSrc(page.headers['content-security-policy'])).toBe("script-src 'self'");
      }
      expect((await t.inject('/analytics/gtag-init.js')).body).toBe('');
    });

    it('adds the scripts of the ids set, and their hosts to script-src, at once after a save', async () => {
      const admin = await adminOfRole(t, 'super');
      expect((await saveAnalytics(t, admin.token, { baidu: BAIDU, google: GOOGLE })).code).toBe(0);
      const page = await t.inject('/courses');
      expect(page.body).toContain(`<script async src="https://hm.baidu.com/hm.js?${BAIDU}"></script>`);
      expect(page.body).toContain(
        `<script src="/analytics/gtag-init.js"></script><script async src="https://www.googletagmanager.com/gtag/js?id=${GOOGLE}"></script></head>`,
      );
      // Every script is a file: nothing inline for script-src 'self' to refuse.
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(scriptSrc(page.headers['content-security-policy'])).toBe(
        "script-src 'self' https://hm.baidu.com https://www.googletagmanager.com",
      );
      const init = await t.inject('/analytics/gtag-init.js');
      expect(init.headers['content-type']).toMatch(/^text\/javascript/);
      expect(init.body).toContain(`gtag('config','${GOOGLE}')`);

      // Only Baidu: Google's script and host leave the page and the policy.
      expect((await saveAnalytics(t, admin.token, { google: '' })).code).toBe(0);
      const baiduOnly = await t.inject('/');
      expect(baiduOnly.body).toContain('hm.baidu.com');
      expect(baiduOnly.body).not.toContain('googletagmanager');
      expect(scriptSrc(baiduOnly.headers['content-security-policy'])).toBe(
        "script-src 'self' https://hm.baidu.com",
      );

      expect((await saveAnalytics(t, admin.token, { baidu: '' })).code).toBe(0);
      const none = await t.inject('/');
      expect(scripts(none.body)).toEqual(scripts(INDEX));
      expect(scriptSrc(none.headers['content-security-policy'])).toBe("script-src 'self'");
    });

    it('refuses ids that are not ids, which would land in a script address', async () => {
      const admin = await adminOfRole(t, 'super');
      const bad = [
        { baidu: `${BAIDU}"></script><script>alert(1)</script>` },
        { baidu: 'xyz' },
        { google: "G-1234'" },
        { google: 'UA-1234-1 onload=x' },
      ];
      for (const value of bad) {
        const answer = await saveAnalytics(t, admin.token, value);
        expect(answer.code, JSON.stringify(value)).toBe(1);
      }
      expect(scripts((await t.inject('/')).body)).toEqual(scripts(INDEX));
    });

    it('revalidates the page by its ETag, which changes with the ids', async () => {
      const first = await t.inject('/');
      const etag = String(first.headers.etag);
      expect((await t.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      const admin = await adminOfRole(t, 'super');
      await saveAnalytics(t, admin.token, { google: GOOGLE });
      const changed = await t.inject({ url: '/', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain(GOOGLE);
      await saveAnalytics(t, admin.token, { google: '' });
    });
  },
  { webDistDir: dist },
);
