import {
  checkPromoCode,
  createOrder as createOrderEndpoint,
  getOrderStatus,
  listMemberOrders,
  listMemberRoles,
  listRoles,
  showPromoCode,
  showRole,
} from '@shuyuan/contract/commerce';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { notFound } from '#core/errors';
import { requireFeature } from '#core/features';
import { statedLanguage } from '#core/http/language';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import { siteUrl } from '#core/http/site-url';
import { schedulePeriodicJob } from '#core/jobs/periodic-job';
import { registerCashier } from './cashier';
import { orderExpiryJob } from './expiry';
import { meeduBuyRoutes } from './meedu-buy-routes';
import { createOrder, listOwnOrders } from './orders';
import { reconcileJob } from './payments/reconcile';
import { registerPaymentRoutes } from './payments/routes';
import { canUsePromo, findPromoCode, promoView } from './promo';
import { listJoinedRoles, listVisibleRoles } from './roles';
import { orderStatus } from './status';

const ROLES_TTL_MS = 60_000;

export default async function commerceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, createOrderEndpoint, async ({ user, body, request }) =>
    createOrder(app, memberId(user), body, siteUrl(request), statedLanguage(request)),
  );

  registerEndpoint(app, getOrderStatus, async ({ user, query }) =>
    orderStatus(app, memberId(user), query.order_id),
  );

  registerEndpoint(app, listMemberOrders, async ({ user, query, lang }) =>
    listOwnOrders(app, memberId(user), query, lang),
  );

  registerEndpoint(app, listMemberRoles, async ({ user, query }) =>
    listJoinedRoles(app.db, memberId(user), { page: query.page ?? 1, size: query.page_size ?? 5 }),
  );

  registerEndpoint(app, showPromoCode, async ({ params }) => {
    await requireFeature(app.db, 'promoCode');
    const row = await findPromoCode(app.db, params.code);
    return row ? promoView(row) : [];
  });

  registerEndpoint(app, checkPromoCode, async ({ user, params }) => {
    await requireFeature(app.db, 'promoCode');
    const row = await findPromoCode(app.db, params.code);
    if (!row) return { can_use: 0 as const, promo_code: [] };
    const ok = await canUsePromo(app.db, row, memberId(user));
    return { can_use: (ok ? 1 : 0) as 0 | 1, promo_code: promoView(row) };
  });

  // Roles change only when an admin edits them; the admin issue invalidates `commerce:roles`.
  registerEndpoint(app, listRoles, async () => {
    await requireFeature(app.db, 'vip');
    return app.cache.get('commerce:roles', ROLES_TTL_MS, async () =>
      serializeData(app, listRoles, await listVisibleRoles(app.db)),
    );
  });

  registerEndpoint(app, showRole, async ({ params }) => {
    await requireFeature(app.db, 'vip');
    const role = (await listVisibleRoles(app.db)).find((r) => r.id === params.id);
    if (!role) throw notFound();
    return role;
  });

  meeduBuyRoutes(app);
  registerPaymentRoutes(app);
  await app.register(registerCashier);
  schedulePeriodicJob(app, orderExpiryJob);
  schedulePeriodicJob(app, reconcileJob);
}
