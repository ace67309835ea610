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
const NOT_HISTORY_PREFIXES = ['/api', '/addons', '/storage', '/healthz', '/backend', '/assets'];

/** True for a GET path the web app's router should handle (the history fallback serves index.html). */
export function isHistoryRoute(url: string): boolean {
  return !NOT_HISTORY_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (apps/web/dist) when it exists: hashed files under /assets/ cached for a year,
 * index.html revalidated on every load, other files (favicon, robots.txt) for an hour. Brotli/gzip
 * siblings (`x.js.br`) are used when present; @fastify/compress compresses the rest.
 * Returns a sender for index.html (the history fallback, also for /index.html itself), or null when there
 * is no build. `headTags` adds markup the settings ask for (analytics) before `</head>`; the caller passes
 * the page's own head (modules/system/seo) and its status.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { headTags?: () => Promise<string> } = {},
): Promise<WebPageSender | null> {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  // Read once: the build does not change while the server runs.
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
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
    // The page is sent by the sender below (with its head tags), never as the bare file.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, path) => {
      reply.header('cache-control', webCacheControl(path));
    },
  });
  return async (request, reply, page = {}) => {
    const status = page.status ?? 200;
    let tags = '';
    try {
      tags = options.headTags ? await options.headTags() : '';
    } catch (error) {
      // Extra tags are a nicety: the page still loads without them.
      request.log.warn({ err: error }, 'head tags for the page unavailable');
    }
    const html = withHeadTags(page.head ? page.head(indexHtml) : indexHtml, tags);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };
}

/** How one page address is answered: its status (404: the app shows its not-found screen) and its head. */
export interface WebPageShape {
  status?: 200 | 404;
  /** The built index.html with the page's head written in. */
  head?: (indexHtml: string) => string;
}

export type WebPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  page?: WebPageShape,
) => Promise<FastifyReply>;

/** The page with `tags` placed just before `</head>`. */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
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
