import { localizeMessage } from '@shuyuan/contract/messages';
import {
  handPayInstructions,
  listPayments,
  PaymentMessage,
  startPayment,
  wechatScanPay,
} from '@shuyuan/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthUser, memberId } from '#core/auth/resolve-user';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { sendRedirect } from '#core/http/html-page';
import { statedLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { isSafeReturnUrl, returnUrlOrigins } from '#core/http/return-url';
import { siteUrl } from '#core/http/site-url';
import { PAYMENT_OPENID_PATH } from '#providers/oauth/simulator';
import { readPaymentSettings } from '#providers/payment/index';
import { findOwnOrder } from '../orders';
import { offersFor } from './offers';
import { finishOpenid } from './openid';
import { startOrderPayment } from './start';

/** return_url must come back to this site (no open redirect): an absolute URL on one of its origins. */
async function checkedReturnUrl(
  deps: Deps<'db' | 'config'>,
  request: FastifyRequest,
  raw: string | undefined,
) {
  if (!raw) return '';
  const origins = await returnUrlOrigins(deps.db, request);
  if (!/^https?:\/\//i.test(raw) || !isSafeReturnUrl(raw, origins, deps.config.nodeEnv !== 'production'))
    throw new AppError(PaymentMessage.badReturnUrl);
  return raw;
}

export function registerPaymentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, listPayments, async ({ query, lang }) =>
    offersFor(
      await readPaymentSettings(app.db),
      { production: app.config.nodeEnv === 'production' },
      query.scene,
    ).map((offer) => ({ ...offer, name: localizeMessage(offer.name, lang) })),
  );

  registerEndpoint(app, startPayment, async ({ user, body, request }) =>
    startOrderPayment(app, {
      order: await findOwnOrder(app, memberId(user), body.order_id),
      channel: body.payment,
      scene: body.scene,
      returnUrl: await checkedReturnUrl(app, request, body.return_url),
      clientIp: request.ip,
      siteUrl: siteUrl(request),
      lang: statedLanguage(request),
    }),
  );

  // MeEdu's older calls: a desktop client shows the WeChat code; hand pay answers its instructions.
  const startOnDesktop = async (
    user: AuthUser | null,
    orderNo: string,
    channel: 'wechat' | 'handpay',
    request: FastifyRequest,
  ) =>
    startOrderPayment(app, {
      order: await findOwnOrder(app, memberId(user), orderNo),
      channel,
      scene: 'pc',
      returnUrl: '',
      clientIp: request.ip,
      siteUrl: siteUrl(request),
      lang: statedLanguage(request),
    });

  registerEndpoint(app, wechatScanPay, async ({ user, body, request }) => {
    const action = await startOnDesktop(user, body.order_id, 'wechat', request);
    if (action.type !== 'qrcode') throw new AppError(PaymentMessage.methodUnavailable);
    return { code_url: action.code_url };
  });

  registerEndpoint(app, handPayInstructions, async ({ user, body, request }) => {
    const action = await startOnDesktop(user, body.order_id, 'handpay', request);
    if (action.type !== 'transfer') throw new AppError(PaymentMessage.methodUnavailable);
    return { text: action.text };
  });

  // The official account's snsapi_base comes back here with the code that names the payer's openid.
  app.get<{ Querystring: { code?: string; state?: string } }>(PAYMENT_OPENID_PATH, async (request, reply) => {
    const query = request.query ?? {};
    const next = await finishOpenid(app, await readPaymentSettings(app.db), {
      code: typeof query.code === 'string' ? query.code : undefined,
      state: typeof query.state === 'string' ? query.state : undefined,
    });
    return sendRedirect(reply, next ?? '/h5');
  });
}
