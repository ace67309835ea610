import {
  adminBatchPromoCodes,
  adminConfirmHandPay,
  adminCreatePromoCode,
  adminCreateRole,
  adminDeletePromoCode,
  adminGetOrder,
  adminListOrders,
  adminListPromoCodes,
  adminListRefunds,
  adminListRoles,
  adminPaymentOverview,
  adminPromoCodeUses,
  adminRefundOrder,
  adminRetryRefund,
  adminTestPayment,
  adminUpdateRole,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as orders from './order-service';
import * as payments from './payment-service';
import * as promos from './promo-service';
import * as roles from './role-service';

export function orderAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListOrders, async ({ query }) => orders.listOrders(app, query));
  registerEndpoint(app, adminGetOrder, async ({ params }) => orders.getOrder(app, params.id));
  registerEndpoint(app, adminConfirmHandPay, async ({ params, admin, request }) => {
    await orders.confirmOrder(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, adminRefundOrder, async ({ params, body, admin, request }) => {
    await orders.refund(actorOf(app, admin, request), params.id, body.reason);
    return [];
  });

  registerEndpoint(app, adminPaymentOverview, async () => payments.paymentOverview(app));
  registerEndpoint(app, adminTestPayment, async ({ body, admin, request }) =>
    payments.testPaymentChannel(actorOf(app, admin, request), body.channel),
  );
  registerEndpoint(app, adminListRefunds, async ({ query }) => payments.listRefunds(app, query));
  registerEndpoint(app, adminRetryRefund, async ({ params, admin, request }) => {
    await payments.retryRefund(actorOf(app, admin, request), params.id);
    return [];
  });

  registerEndpoint(app, adminListPromoCodes, async ({ query }) => promos.listPromoCodes(app, query));
  registerEndpoint(app, adminCreatePromoCode, async ({ body, admin, request }) =>
    promos.createPromoCode(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminBatchPromoCodes, async ({ body, admin, request }) =>
    promos.batchPromoCodes(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminDeletePromoCode, async ({ params, admin, request }) => {
    await promos.deletePromoCode(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, adminPromoCodeUses, async ({ params }) => promos.promoUses(app, params.id));

  registerEndpoint(app, adminListRoles, async () => roles.listRoles(app));
  registerEndpoint(app, adminCreateRole, async ({ body, admin, request }) =>
    roles.createRole(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminUpdateRole, async ({ params, body, admin, request }) => {
    await roles.updateRole(actorOf(app, admin, request), params.id, body);
    return [];
  });
}
