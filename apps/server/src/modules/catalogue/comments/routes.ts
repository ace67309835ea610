import { listCommentReplies, listComments, postComment } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import * as service from './service';

const TTL_MS = 30_000;

/** Comments of courses and videos; lists are cached per target and dropped when someone posts. */
export default function commentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, listComments, async ({ query }) => {
    const target = { rt: query.rt, rid: query.rid };
    const page = query.page ?? 1;
    const size = query.size ?? 5;
    return app.cache.get(`${service.commentCachePrefix(target)}list:${page}:${size}`, TTL_MS, async () =>
      serializeData(app, listComments, await service.listComments(app, target, page, size)),
    );
  });

  registerEndpoint(app, listCommentReplies, async ({ query }) => {
    const target = { rt: query.rt, rid: query.rid };
    const parent = query.parent_id ?? 0;
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    return app.cache.get(
      `${service.commentCachePrefix(target)}replies:${parent}:${page}:${size}`,
      TTL_MS,
      async () =>
        serializeData(
          app,
          listCommentReplies,
          await service.listReplies(app, target, parent, { limit: size, offset: (page - 1) * size }),
        ),
    );
  });

  registerEndpoint(app, postComment, async ({ body, user }) =>
    service.postComment(app, memberId(user), body),
  );
}
