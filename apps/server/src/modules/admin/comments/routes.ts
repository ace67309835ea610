import { adminDeleteComments, adminListComments, adminReviewComments } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { deleteComments, listComments, reviewComments } from './comment-service';

export function commentAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListComments, async ({ query }) => listComments(app, query));
  registerEndpoint(app, adminReviewComments, async ({ body, admin, request }) => {
    await reviewComments(actorOf(app, admin, request), body.ids, body.is_check);
    return [];
  });
  registerEndpoint(app, adminDeleteComments, async ({ body, admin, request }) => {
    await deleteComments(actorOf(app, admin, request), body.ids);
    return [];
  });
}
