import {
  getApiStatus,
  getSystemConfig,
  getWechatJssdk,
  listLinks,
  listNavs,
  listSpecialCategories,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGE_POLICY } from '#core/http/content-security-policy';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import { siteUrl } from '#core/http/site-url';
import { registerAnalyticsScript } from './analytics';
import { renderPage } from './page-html';
import * as service from './service';
import { wechatJssdkConfig } from './wechat-jssdk';

const { SYSTEM_CACHE_PREFIX: P, SYSTEM_CACHE_TTL_MS: TTL } = service;

/** Site configuration, navigation, links, footer topics and the agreement/about pages. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  // Read on every page load: the serialized answer is cached per site URL.
  registerEndpoint(app, getSystemConfig, async ({ request }) => {
    const url = siteUrl(request);
    return app.cache.get(`${P}config:${url}`, TTL, async () =>
      serializeData(app, getSystemConfig, await service.buildSystemConfig(app.db, url)),
    );
  });

  registerEndpoint(app, getApiStatus, async () => []);

  registerEndpoint(app, getWechatJssdk, async ({ query, request }) =>
    wechatJssdkConfig(app, query.path, siteUrl(request)),
  );

  registerEndpoint(app, listNavs, async ({ query }) => {
    const platform = service.normaliseNavPlatform(query.platform);
    return app.cache.get(`${P}navs:${platform}`, TTL, async () =>
      serializeData(app, listNavs, await service.listNavTree(app.db, platform)),
    );
  });

  registerEndpoint(app, listLinks, async () =>
    app.cache.get(`${P}links`, TTL, async () =>
      serializeData(app, listLinks, await service.listLinks(app.db)),
    ),
  );

  registerEndpoint(app, listSpecialCategories, async () =>
    app.cache.get(`${P}special-categories`, TTL, async () =>
      serializeData(app, listSpecialCategories, await service.listSpecialCategories(app.db)),
    ),
  );

  registerAnalyticsScript(app);

  for (const path of Object.keys(service.SYSTEM_PAGES) as service.SystemPagePath[]) {
    app.get(path, async (_request, reply) => {
      const html = await app.cache.get(`${P}page:${path}`, TTL, async () =>
        renderPage(await service.getPageSource(app.db, path)),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', CONTENT_PAGE_POLICY)
        .send(html);
    });
  }
}
