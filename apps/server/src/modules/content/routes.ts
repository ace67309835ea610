import { getLatestAnnouncement, listPageBlocks, listSliders } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, serializeData } from '../../core/http/register-endpoint';
import { getNewestAnnouncement, listPlatformSliders, listRenderedBlocks } from './service';

/*
 * Cached briefly under `content:`; writers of sliders, blocks and announcements invalidate 'content:',
 * course writers 'content:blocks:' (vod blocks embed course list items).
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

  registerEndpoint(app, getLatestAnnouncement, async () =>
    app.cache.get('content:announcement:latest', TTL_MS, async () =>
      serializeData(app, getLatestAnnouncement, await getNewestAnnouncement(app.db)),
    ),
  );
}
