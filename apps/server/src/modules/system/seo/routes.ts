import { H5_BASE, H5_PAGES, STOREFRONT_PAGES } from '@shuyuan/contract/web-pages';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#core/errors';
import { siteUrl } from '#core/http/site-url';
import { buildSitemap, SITEMAP_PAGE_SIZE } from './sitemap';

/** The address prefix of a route path: up to its first parameter or wildcard (`courses/video/:id` → `/courses/video`). */
const prefixOf = (path: string) => `/${path.replace(/[:*].*$/, '').replace(/\/$/, '')}`;

/**
 * The addresses robots are asked to leave alone: the member's pages, the order steps and the console (from the
 * shared page table, desktop and /h5), and the console's API. The storefront's API stays open: a search engine
 * that runs the app reads the pages through it.
 */
export function disallowedPrefixes(): string[] {
  const paths = [
    ...Object.values(STOREFRONT_PAGES)
      .filter((p) => p.head === 'private')
      .map((p) => prefixOf(p.path)),
    ...Object.values(H5_PAGES)
      .filter((p) => STOREFRONT_PAGES[p.twin].head === 'private')
      .map((p) => prefixOf(`${H5_BASE}/${p.path}`)),
    '/backend',
  ];
  // `/member` already covers `/member/orders`.
  const unique = [...new Set(paths)].sort();
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(`${q}/`)));
}

export function robotsTxt(base: string): string {
  const lines = [
    'User-agent: *',
    ...disallowedPrefixes().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

export interface SeoRouteOptions {
  /** Addresses per sitemap page (tests make it small). */
  sitemapPageSize?: number;
}

const XML = 'application/xml; charset=utf-8';

/** robots.txt, sitemap.xml and its pages (issue 20), at the site's root for crawlers. */
export default async function seoRoutes(app: FastifyInstance, options: SeoRouteOptions): Promise<void> {
  const pageSize = options.sitemapPageSize ?? SITEMAP_PAGE_SIZE;
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.db, siteUrl(request), pageSize)),
  );
  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', async (request, reply) => {
    const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    const xml = page ? await buildSitemap(app.db, siteUrl(request), pageSize, page) : null;
    if (!xml) throw notFound();
    return reply.type(XML).header('cache-control', 'public, max-age=3600').send(xml);
  });
}
