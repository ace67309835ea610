import {
  enrolActivate,
  getActivate,
  listActivateCategories,
  listActivates,
  listLikedActivates,
  toggleActivateLike,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { isAdminPreview } from '#core/auth/admin-preview';
import { memberId } from '#core/auth/resolve-user';
import { registerEndpoint, type SerializedData, serializeData } from '#core/http/register-endpoint';
import * as likes from './likes';
import * as service from './service';

const TTL_MS = 30_000;
/** Seat counts change on every enrolment: these keys are dropped then (and by admin writers of activates). */
export const ACTIVATE_CACHE_PREFIX = 'content:activates:';

export default function activateRoutes(app: FastifyInstance): void {
  const P = ACTIVATE_CACHE_PREFIX;

  // Every platform gets the same categories; the platform is accepted for MeEdu-style clients.
  registerEndpoint(app, listActivateCategories, async () =>
    app.cache.get(`${P}categories`, TTL_MS, async () =>
      serializeData(app, listActivateCategories, await service.listActivateCategories(app.db)),
    ),
  );

  registerEndpoint(app, listActivates, async ({ query }) => {
    const key = `${P}list:${query.page ?? 1}:${query.page_size ?? service.ACTIVATES_PER_PAGE}:${query.cid ?? 0}`;
    return app.cache.get(key, TTL_MS, async () =>
      serializeData(app, listActivates, await service.listActivatePage(app.db, query)),
    );
  });

  const detail = (id: number) =>
    app.cache.get<service.ActivateDetail>(`${P}detail:${id}`, TTL_MS, () =>
      service.loadActivateDetail(app.db, id),
    );
  registerEndpoint(app, getActivate, async ({ params, user, request }) => {
    if (!user && (await isAdminPreview(app, request))) {
      const activate = await service.loadActivateDetail(app.db, params.id, true);
      return { activate, is_enrolled: false, is_like: false };
    }
    if (!user) {
      return app.cache.get<SerializedData>(`${P}detail-anon:${params.id}`, TTL_MS, async () =>
        serializeData(app, getActivate, {
          activate: await detail(params.id),
          is_enrolled: false,
          is_like: false,
        }),
      ) as Promise<SerializedData<never>>;
    }
    const activate = await detail(params.id);
    return { activate, ...(await service.memberActivateFlags(app.db, user.id, params.id)) };
  });

  registerEndpoint(app, enrolActivate, async ({ params, user }) => {
    const result = await service.enrolFree(app.db, params.id, memberId(user));
    await app.cache.invalidate(P);
    await app.cache.invalidate('content:blocks:');
    return result;
  });

  registerEndpoint(app, toggleActivateLike, async ({ params, user }) =>
    likes.toggleActivateLike(app.db, memberId(user), params.id),
  );

  registerEndpoint(app, listLikedActivates, async ({ query, user }) =>
    likes.listLikedActivates(app.db, memberId(user), query.page ?? 1, query.size ?? 10),
  );
}
