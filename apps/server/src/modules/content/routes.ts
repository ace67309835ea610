import {
  getAnnouncement,
  getArticle,
  getLatestAnnouncement,
  listAnnouncements,
  listArticleCategories,
  listArticles,
  listDecorationBlocks,
  listPageBlocks,
  listSliders,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { isAdminPreview } from '#core/auth/admin-preview';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import activateRoutes from './activates/routes';
import { listAnnouncementPage, readAnnouncement } from './announcements';
import {
  ARTICLES_PER_PAGE,
  type ArticleDetail,
  countArticleView,
  listArticlePage,
  loadArticle,
} from './articles';
import { categoryTree } from './categories';
import { renderDecorationPage } from './decoration';
import { getNewestAnnouncement, listPlatformSliders, listRenderedBlocks } from './service';

/*
 * Cached briefly under `content:`; writers of sliders, blocks, announcements, articles and activates
 * invalidate 'content:' (writers of articles and activates also 'catalogue:search:', whose hits include
 * them), course writers 'content:blocks:' (vod blocks embed course list items).
 * Detail reads that count a view (articles, announcements) write one row per read and cache the rest.
 */
const TTL_MS = 30_000;

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, listSliders, async ({ query }) => {
    const platform = (query.platform || 'APP').toUpperCase();
    return app.cache.get(`content:sliders:${platform}`, TTL_MS, async () =>
      serializeData(app, listSliders, await listPlatformSliders(app.db, platform)),
    );
  });

  registerEndpoint(app, listPageBlocks, async ({ query }) => {
    const platform = query.platform.toLowerCase();
    return app.cache.get(`content:blocks:${platform}:${query.page_name}`, TTL_MS, async () =>
      serializeData(app, listPageBlocks, await listRenderedBlocks(app.db, platform, query.page_name)),
    );
  });

  registerEndpoint(app, listDecorationBlocks, async ({ query }) =>
    app.cache.get(`content:blocks:decoration:${query.page_name}`, TTL_MS, async () =>
      serializeData(app, listDecorationBlocks, await renderDecorationPage(app.db, query.page_name)),
    ),
  );

  registerEndpoint(app, getLatestAnnouncement, async () =>
    app.cache.get('content:announcement:latest', TTL_MS, async () =>
      serializeData(app, getLatestAnnouncement, await getNewestAnnouncement(app.db)),
    ),
  );

  registerEndpoint(app, listAnnouncements, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    return app.cache.get(`content:announcements:${page}:${size}`, TTL_MS, async () =>
      serializeData(app, listAnnouncements, await listAnnouncementPage(app.db, page, size)),
    );
  });

  registerEndpoint(app, getAnnouncement, async ({ params }) =>
    readAnnouncement(app.db, app.views, params.id),
  );

  registerEndpoint(app, listArticleCategories, async () =>
    app.cache.get('content:article-categories', TTL_MS, async () =>
      serializeData(app, listArticleCategories, await categoryTree(app.db, 'article')),
    ),
  );

  registerEndpoint(app, listArticles, async ({ query }) => {
    const key = `content:articles:${query.page ?? 1}:${query.page_size ?? ARTICLES_PER_PAGE}:${query.cid ?? 0}`;
    return app.cache.get(key, TTL_MS, async () =>
      serializeData(app, listArticles, await listArticlePage(app.db, query)),
    );
  });

  registerEndpoint(app, getArticle, async ({ params, request }) => {
    // The console's preview reads any article not deleted, uncached, and counts no view.
    if (await isAdminPreview(app, request)) return loadArticle(app.db, params.id, true);
    const article = await app.cache.get<ArticleDetail>(`content:article:${params.id}`, TTL_MS, () =>
      loadArticle(app.db, params.id),
    );
    const views = await countArticleView(app.db, app.views, params.id);
    return { ...article, view_times: views ?? article.view_times };
  });

  activateRoutes(app);
}
