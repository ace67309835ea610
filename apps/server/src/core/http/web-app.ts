import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_POLICY } from './content-security-policy';

/**
 * Paths the single-page app never answers: the server owns them, and a missing built asset (an old
 * hash after a deploy) must be a 404 rather than HTML served as JavaScript.
 */
const NOT_HISTORY_PREFIXES = ['/api', '/storage', '/healthz', '/backend', '/assets'];

/** True for a GET path the web app's router should handle (the history fallback serves index.html). */
export function isHistoryRoute(url: string): boolean {
  return !NOT_HISTORY_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist) when it exists: hashed files under /assets/ cached for a year,
 * index.html revalidated on every load, other files (favicon, robots.txt) for an hour. Brotli/gzip
 * siblings (`x.js.br`) are used when present; @fastify/compress compresses the rest.
 * Returns index.html's text, which every page address is answered with (its head filled in for the page,
 * sendWebPage), or null when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<string | null> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // One route per built file (the build does not change while the server runs); anything else falls
    // through to the not-found handler, which answers with index.html.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      reply.header('cache-control', webCacheControl(path));
    },
  });
  return readFileSync(indexFile, 'utf8');
}

/**
 * Answers a page address with the web app's HTML (its head already written), revalidated on every load: the
 * ETag lets a browser that has this very page get a 304.
 */
export function sendWebPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status: 200 | 404,
): FastifyReply {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

function webCacheControl(path: string): string {
  const normalised = path.replaceAll('\\', '/');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (normalised.endsWith('/index.html') || normalised.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * `${DATA_DIR}/storage/**` at /storage/ (uploads and demo media). @fastify/static refuses paths that
 * leave the root and dotfiles are denied. Uploaded files are served as inert content: a same-origin SVG
 * or HTML upload must not run script, hence the sandboxing CSP (nosniff is on every answer).
 */
export async function registerStorage(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = join(dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/storage/',
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const demo = path.replaceAll('\\', '/').startsWith(`${root.replaceAll('\\', '/')}/demo/`);
      reply.header('cache-control', demo ? 'public, max-age=2592000' : 'public, max-age=86400');
      reply.header('content-security-policy', UPLOAD_POLICY);
    },
  });
}
