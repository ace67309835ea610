import { adminCompleteMedia, adminDeleteMedia, adminListMedia } from '@shuyuan/contract';
import type { FileStore } from '@tus/file-store';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { completeUpload } from './complete';
import { deleteMedia, listMedia } from './library';
import { registerTus } from './tus';

/** The media library; answers the tus store, which attachment uploads finish from too. */
export function mediaAdminRoutes(app: FastifyInstance): FileStore {
  const store = registerTus(app);
  registerEndpoint(app, adminListMedia, async ({ query }) => listMedia(app.db, query));
  registerEndpoint(app, adminCompleteMedia, async ({ body, admin, request }) =>
    completeUpload(actorOf(app, admin, request), store, body),
  );
  registerEndpoint(app, adminDeleteMedia, async ({ params, admin, request }) => {
    await deleteMedia(actorOf(app, admin, request), params.id);
    return [];
  });
  return store;
}
