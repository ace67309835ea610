import { meeduBuyPaper } from '@shuyuan/contract';
import { ORDER_STATUS, ORDER_STATUS_TEXT } from '@shuyuan/contract/commerce';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { statedLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { siteUrl } from '#core/http/site-url';
import { createOrder } from './orders';

/*
 * MeEdu's add-on buy calls ({goods_id, promo_code} → an order, meedu-addons-api.md "Orders"): the order
 * POST /api/v3/order creates, for the add-on's goods type. They live here, not in the add-on's module,
 * because the goods kinds already depend on those modules (commerce → exams). The goods kind's switch
 * (the paper switch for papers) refuses while it is off.
 */
export function meeduBuyRoutes(app: FastifyInstance): void {
  registerEndpoint(app, meeduBuyPaper, async ({ user, body, request }) => {
    const order = await createOrder(
      app,
      memberId(user),
      {
        goods_type: 'PAPER',
        goods_id: body.goods_id,
        promo_code: body.promo_code ?? undefined,
        agree_protocol: body.agree_protocol ?? 1,
      },
      siteUrl(request),
      statedLanguage(request),
    );
    const status = order.is_paid ? ORDER_STATUS.paid : ORDER_STATUS.paying;
    return { ...order, order_id: order.order_no, status, status_text: ORDER_STATUS_TEXT[status] };
  });
}
