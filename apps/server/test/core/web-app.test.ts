import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/test-app';

/** A stand-in for `vite build` output: index.html, a hashed bundle with a brotli sibling, a favicon. */
const dist = mkdtempSync(join(tmpdir(), 'shuyuan-dist-'));
const INDEX =
  '<!doctype html><html><head><title>书院</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('书院 '.repeat(800))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), BUNDLE);
writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(BUNDLE));
writeFileSync(join(dist, 'assets', 'style-Zz9.css'), `body{color:red}${' '.repeat(2000)}`);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('with a built web app', () => {
  forEachDatabase(
    (t) => {
      it('serves index.html at / and for every web route (history fallback), revalidated each time', async () => {
        for (const url of ['/', '/courses', '/member/orders', '/admin/courses']) {
          const response = await t.inject(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.headers['cache-control']).toBe('no-cache');
          // The page's own head is written in (modules/system/seo); the rest is the built file.
          expect(response.body).toMatch(
            /^<!doctype html><html><head><title>[^<]+<\/title>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/,
          );
        }
        const head = await t.inject({ method: 'HEAD', url: '/courses' });
        expect(head.statusCode).toBe(200);
      });

      it('answers an unknown address 404 with the same page (the app shows its not-found screen)', async () => {
        for (const url of ['/no/such/page', '/courses/detail/3?x=1']) {
          const response = await t.inject(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.body).toContain('<div id="root"></div>');
        }
      });

      it('caches hashed assets for a year and uses the brotli sibling when accepted', async () => {
        const plain = await t.inject('/assets/index-AbC123.js');
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(plain.headers['content-type']).toMatch(/javascript/);
        expect(plain.body).toBe(BUNDLE);

        const br = await t.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.rawPayload.equals(brotliCompressSync(BUNDLE))).toBe(true);
        expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      });

      it('compresses files without a sibling on the fly', async () => {
        const gz = await t.inject({ url: '/assets/style-Zz9.css', headers: { 'accept-encoding': 'gzip' } });
        expect(gz.statusCode).toBe(200);
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^body\{color:red\}/);
      });

      it('answers 404 for a missing asset rather than the page', async () => {
        const response = await t.inject('/assets/index-OLD.js');
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<div id="root">');
      });

      it('other root files get a short cache', async () => {
        const response = await t.inject('/favicon.svg');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
      });

      it('never answers server paths with the page', async () => {
        expect((await t.inject('/api/v2/nothing')).json()).toEqual({
          code: 404,
          message: '路由不存在',
          data: [],
        });
        expect((await t.inject('/api')).json()).toMatchObject({ code: 404 });
        expect((await t.inject('/healthz')).json()).toMatchObject({ status: 'ok' });
        expect((await t.inject('/storage/none.png')).statusCode).toBe(404);
        // The admin API answers like /api: an unknown route is the 404 envelope, not the page.
        expect((await t.inject('/backend/api/v1/x')).json()).toMatchObject({
          code: 404,
          message: '路由不存在',
        });
        // So do MeEdu's add-on calls (decision 046), with HTTP 200 like every envelope.
        const addon = await t.inject('/addons/Nothing/api/v1/x');
        expect([addon.statusCode, addon.json()]).toEqual([
          200,
          { code: 404, message: '路由不存在', data: [] },
        ]);
        const post = await t.inject({ method: 'POST', url: '/courses' });
        expect(post.statusCode).toBe(404);
        expect(post.body).not.toContain('<div id="root">');
      });

      it('compresses API answers when the client accepts it', async () => {
        const response = await t.inject({
          url: '/api/v2/other/config',
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(response.rawPayload).toString()).code).toBe(0);
      });
    },
    { webDistDir: dist },
  );
});

describe('without a built web app', () => {
  forEachDatabase((t) => {
    it('answers web routes with 404 and the API as usual', async () => {
      const response = await t.inject('/courses');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '路由不存在', data: [] });
      expect((await t.get('/api/v2/navs')).code).toBe(0);
    });
  });
});

describe('/storage', () => {
  forEachDatabase((t) => {
    const write = (relative: string, content: string) => {
      const file = join(t.dataDir, relative);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, content);
    };

    it('serves files under DATA_DIR/storage with inert-content headers', async () => {
      write('storage/uploads/note.txt', 'hello');
      write('storage/demo/covers/c.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const note = await t.inject('/storage/uploads/note.txt');
      expect(note.statusCode).toBe(200);
      expect(note.body).toBe('hello');
      expect(note.headers['cache-control']).toBe('public, max-age=86400');
      expect(note.headers['x-content-type-options']).toBe('nosniff');
      expect(note.headers['content-security-policy']).toContain('sandbox');

      const svg = await t.inject('/storage/demo/covers/c.svg');
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.headers['cache-control']).toBe('public, max-age=2592000');
    });

    it('supports range requests (video seeking)', async () => {
      write('storage/demo/videos/v.mp4', '0123456789');
      const response = await t.inject({ url: '/storage/demo/videos/v.mp4', headers: { range: 'bytes=2-5' } });
      expect(response.statusCode).toBe(206);
      expect(response.body).toBe('2345');
    });

    it('never leaves the storage folder, lists no directory and hides dotfiles', async () => {
      write('outside.txt', 'SECRET-OUTSIDE');
      write('storage/.env', 'SECRET-DOT');
      write('storage/uploads/a.txt', 'a');
      for (const url of [
        '/storage/../outside.txt',
        '/storage/%2e%2e/outside.txt',
        '/storage/..%2foutside.txt',
        '/storage/uploads/..%2f..%2foutside.txt',
        '/storage/%2e%2e%2f%2e%2e%2foutside.txt',
        '/storage/.env',
        '/storage/uploads/',
        '/storage/uploads',
      ]) {
        const response = await t.inject(url);
        expect(response.statusCode, url).not.toBe(200);
        expect(response.body).not.toContain('SECRET');
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });
  });
});
