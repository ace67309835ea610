import { ApiMessage, withPageLang } from '@shuyuan/contract';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { fenToYuan } from '@shuyuan/contract/money';
import { payScene, type TPayChannel, ZPayChannel } from '@shuyuan/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { CASHIER_SCRIPT_POLICY } from '#core/http/content-security-policy';
import { sendHtml, sendRedirect } from '#core/http/html-page';
import { pageLanguage } from '#core/http/language';
import { isSafeReturnUrl, returnUrlOrigins } from '#core/http/return-url';
import { siteUrl } from '#core/http/site-url';
import { drawQrDataUrl } from '#modules/system';
import { readPaymentSettings, sandboxSettings } from '#providers/payment/index';
import { sandboxPay } from '#providers/payment/sandbox';
import {
  type CashierBack,
  type CashierOrder,
  renderJsapi,
  renderMessage,
  renderMethods,
  renderQrCode,
  renderSandbox,
  renderTransfer,
  WECHAT_JSAPI_SCRIPT,
} from './cashier-html';
import { cancelOrder } from './orders';
import { registerPaymentCallbacks } from './payments/callbacks';
import { offersFor } from './payments/offers';
import { assertPayable, startOrderPayment } from './payments/start';
import { ensureTrade } from './payments/trades';
import { queryOpenTrades } from './status';

/** A sign as newPaySign makes them; anything else names no order (and a NUL would make PostgreSQL throw). */
const PAY_SIGN = /^[\w-]{1,64}$/;

type Form = Record<string, string>;

function findBySign(db: Kysely<Database>, sign: unknown) {
  if (typeof sign !== 'string' || !PAY_SIGN.test(sign)) return Promise.resolve(undefined);
  return db.selectFrom('orders').selectAll().where('pay_sign', '=', sign).executeTakeFirst();
}

const cashierOrder = (order: OrderRow): CashierOrder => ({
  sign: order.pay_sign,
  orderNo: order.order_no,
  goodsName: order.goods_name,
  total: fenToYuan(order.total_fen).toFixed(2),
});

/**
 * MeEdu's s_url / f_url: where the member's client wants them back; only this site's addresses. And the
 * page's language (decision 035): the form's or the address's `lang`, else the browser's.
 */
async function backOf(
  deps: Deps<'db' | 'config'>,
  request: FastifyRequest,
  input: Form,
): Promise<CashierBack> {
  const origins = await returnUrlOrigins(deps.db, request);
  const dev = deps.config.nodeEnv !== 'production';
  const safe = (v: string | undefined) =>
    v && v.length <= 1024 && isSafeReturnUrl(v, origins, dev) ? v : '';
  return { sUrl: safe(input.s_url), fUrl: safe(input.f_url), lang: pageLanguage(request, input) };
}

const PAID = ['支付成功', '订单已支付，可以关闭此页面。'] as const;

/** A payment that did not go through: back to the client's f_url when it gave one, else the reason. */
function failed(reply: FastifyReply, back: CashierBack, title: string, text = '') {
  return back.fUrl
    ? sendRedirect(reply, back.fUrl)
    : sendHtml(reply, renderMessage(back.lang, title, text), 400);
}

/**
 * The cashier at pay_url (decision 025) and the sandbox channel's buttons. Encapsulated with the channel
 * callbacks: bodies are kept as raw strings here, because signatures are over the exact bytes and Alipay
 * and the cashier's forms post url-encoded text.
 */
export async function registerCashier(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const formOf = (request: FastifyRequest): Form =>
    Object.fromEntries(new URLSearchParams(String(request.body ?? '')));

  /** GET with payment_method (our links) or MeEdu's POST: start the method and hand over to the channel. */
  async function start(request: FastifyRequest, reply: FastifyReply, order: OrderRow, input: Form) {
    const back = await backOf(app, request, input);
    const raw = input.payment_method === 'handPay' ? 'handpay' : input.payment_method;
    const channel = ZPayChannel.safeParse(raw);
    if (!channel.success) return sendHtml(reply, renderMessage(back.lang, ApiMessage.badParameter), 400);
    const scene = payScene(String(request.headers['user-agent'] ?? ''));
    const site = siteUrl(request);
    let action: Awaited<ReturnType<typeof startOrderPayment>>;
    try {
      action = await startOrderPayment(app, {
        order,
        channel: channel.data as TPayChannel,
        scene,
        // After paying at the channel the phone comes back to the member's client, or to this cashier.
        returnUrl: back.sUrl
          ? new URL(back.sUrl, site).toString()
          : withPageLang(`${site}/payment/index?sign=${order.pay_sign}`, back.lang),
        quitUrl: back.fUrl ? new URL(back.fUrl, site).toString() : undefined,
        clientIp: request.ip,
        siteUrl: site,
        lang: back.lang,
      });
    } catch (error) {
      if (error instanceof AppError) return sendHtml(reply, renderMessage(back.lang, error.message), 400);
      throw error;
    }
    const o = cashierOrder(order);
    if (channel.data === 'sandbox') return sendHtml(reply, renderSandbox(o, back));
    if (action.type === 'redirect') return sendRedirect(reply, action.url);
    if (action.type === 'transfer') return sendHtml(reply, renderTransfer(o, back, action.text));
    if (action.type === 'qrcode')
      return sendHtml(reply, renderQrCode(o, back, await drawQrDataUrl(action.code_url)));
    return sendHtml(reply, renderJsapi(o, back, action.params)).header(
      'content-security-policy',
      CASHIER_SCRIPT_POLICY,
    );
  }

  async function show(request: FastifyRequest, reply: FastifyReply, input: Form) {
    let order = await findBySign(app.db, input.sign);
    if (!order)
      return sendHtml(reply, renderMessage(pageLanguage(request, input), ApiMessage.badParameter), 404);
    const back = await backOf(app, request, input);
    if (order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.paying) {
      // Back from a channel: ask it, so the page says 支付成功 without waiting for the notification.
      await queryOpenTrades(app, order.id);
      order = (await findBySign(app.db, input.sign)) as OrderRow;
    }
    if (order.status === ORDER_STATUS.paid)
      return back.sUrl ? sendRedirect(reply, back.sUrl) : sendHtml(reply, renderMessage(back.lang, ...PAID));
    try {
      assertPayable(order);
    } catch (error) {
      // Cancelled or expired: MeEdu's client waits on its page for the member, so send them back there.
      if (error instanceof AppError)
        return back.fUrl
          ? sendRedirect(reply, back.fUrl)
          : sendHtml(reply, renderMessage(back.lang, error.message));
      throw error;
    }
    if (input.payment_method) return start(request, reply, order, input);
    const scene = payScene(String(request.headers['user-agent'] ?? ''));
    const offers = offersFor(
      await readPaymentSettings(app.db),
      { production: app.config.nodeEnv === 'production' },
      scene,
    );
    const o = cashierOrder(order);
    // A method already chosen (or the only one) opens at once, as MeEdu's H5 expects of pay_url.
    const chosen =
      offers.find((x) => x.sign === order?.payment) ?? (offers.length === 1 ? offers[0] : undefined);
    if (chosen?.sign === 'sandbox') return sendHtml(reply, renderSandbox(o, back));
    if (chosen?.sign === 'handpay')
      return sendHtml(reply, renderTransfer(o, back, (await readPaymentSettings(app.db)).handpay.text));
    return sendHtml(reply, renderMethods(o, back, offers));
  }

  app.get('/payment/index', (request, reply) => show(request, reply, request.query as Form));
  // MeEdu's cashier form posts the chosen channel here.
  app.post('/payment/index', (request, reply) => {
    const form = formOf(request);
    return show(request, reply, {
      ...(request.query as Form),
      ...form,
      payment_method: form.payment_method ?? '',
    });
  });

  app.get('/payment/assets/wechat-jsapi.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(WECHAT_JSAPI_SCRIPT),
  );

  // 支付 at the sandbox cashier: play the channel and POST a signed notification to our own callback route.
  app.post('/payment/sandbox/pay', async (request, reply) => {
    const form = formOf(request);
    const order = await findBySign(app.db, form.sign);
    if (!order || app.config.nodeEnv === 'production')
      return sendHtml(reply, renderMessage(pageLanguage(request, form), ApiMessage.badParameter), 404);
    const back = await backOf(app, request, form);
    if (order.status === ORDER_STATUS.paid)
      return back.sUrl ? sendRedirect(reply, back.sUrl) : sendHtml(reply, renderMessage(back.lang, ...PAID));
    try {
      assertPayable(order);
    } catch (error) {
      if (error instanceof AppError) return failed(reply, back, error.message);
      throw error;
    }
    const trade = await ensureTrade(app.db, order, 'sandbox', 'cashier', siteUrl(request));
    const paid = await sandboxPay(sandboxSettings(app), app.store, trade.out_trade_no, trade.amount_fen);
    if (!paid) return failed(reply, back, '交易已关闭');
    const answer = await app.inject({
      method: 'POST',
      url: '/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': paid.signature },
      payload: paid.body,
    });
    if (answer.statusCode !== 200) return failed(reply, back, '支付失败', '请返回重试。');
    return back.sUrl ? sendRedirect(reply, back.sUrl) : sendHtml(reply, renderMessage(back.lang, ...PAID));
  });

  app.post('/payment/sandbox/cancel', async (request, reply) => {
    const form = formOf(request);
    const order = await findBySign(app.db, form.sign);
    if (!order || app.config.nodeEnv === 'production')
      return sendHtml(reply, renderMessage(pageLanguage(request, form), ApiMessage.badParameter), 404);
    await cancelOrder(app, order.id);
    const back = await backOf(app, request, form);
    const now = await app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    if (now.status === ORDER_STATUS.paid)
      return sendHtml(reply, renderMessage(back.lang, '支付成功', '订单已支付，无法取消。'));
    return back.fUrl
      ? sendRedirect(reply, back.fUrl)
      : sendHtml(reply, renderMessage(back.lang, '订单已取消'));
  });

  registerPaymentCallbacks(app);
}
