import * as c from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as articles from './article-service';
import * as site from './site-content-service';

export function contentAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, c.adminListArticles, async ({ query }) => articles.listArticles(app, query));
  registerEndpoint(app, c.adminCreateArticle, async ({ body, admin, request }) =>
    articles.createArticle(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, c.adminUpdateArticle, async ({ params, body, admin, request }) => {
    await articles.updateArticle(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, c.adminDeleteArticle, async ({ params, admin, request }) => {
    await articles.deleteArticle(actorOf(app, admin, request), params.id);
    return [];
  });

  registerEndpoint(app, c.adminListAnnouncements, async ({ query }) => site.listAnnouncements(app, query));
  registerEndpoint(app, c.adminCreateAnnouncement, async ({ body, admin, request }) =>
    site.saveAnnouncement(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateAnnouncement, async ({ params, body, admin, request }) => {
    await site.saveAnnouncement(actorOf(app, admin, request), params.id, body);
    return [];
  });

  registerEndpoint(app, c.adminListSliders, async ({ query }) => site.listSliders(app, query));
  registerEndpoint(app, c.adminCreateSlider, async ({ body, admin, request }) =>
    site.saveSlider(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateSlider, async ({ params, body, admin, request }) => {
    await site.saveSlider(actorOf(app, admin, request), params.id, body);
    return [];
  });

  registerEndpoint(app, c.adminListNavs, async ({ query }) => site.listNavs(app, query));
  registerEndpoint(app, c.adminCreateNav, async ({ body, admin, request }) =>
    site.saveNav(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateNav, async ({ params, body, admin, request }) => {
    await site.saveNav(actorOf(app, admin, request), params.id, body);
    return [];
  });

  const deletes = [
    [c.adminDeleteAnnouncement, 'announcements'],
    [c.adminDeleteSlider, 'sliders'],
    [c.adminDeleteNav, 'navs'],
  ] as const;
  for (const [endpoint, table] of deletes)
    registerEndpoint(app, endpoint, async ({ params, admin, request }) => {
      await site.deleteRow(actorOf(app, admin, request), table, params.id);
      return [];
    });
}
