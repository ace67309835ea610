import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_POLICY } from '../../core/http/content-security-policy';
import {
  CallbackRejected,
  getProvider,
  handPayText,
  type ProviderName,
  sandboxSettings,
} from '../../providers/payment';
import { sandboxPaidBody } from '../../providers/payment/sandbox';
import { renderCashier, renderMessage } from './cashier-html';
import { fenToYuan, ORDER_STATUS } from './order-no';
import { cancelOrder, payableOf } from './orders';
import { applyTrade } from './settle';

const PROVIDERS: ProviderName[] = ['sandbox', 'alipay', 'wechat'];

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_POLICY)
    .send(body);
}

/** A sign as newPaySign makes them; anything else names no order (and a NUL would make PostgreSQL throw). */
const PAY_SIGN = /^[\w-]{1,64}$/;

function findBySign(app: FastifyInstance, sign: unknown) {
  if (typeof sign !== 'string' || !PAY_SIGN.test(sign)) return Promise.resolve(undefined);
  return app.db.selectFrom('orders').selectAll().where('pay_sign', '=', sign).executeTakeFirst();
}

/**
 * The cashier page at pay_url and the channel callbacks. Encapsulated: bodies are kept as raw strings here,
 * because signatures are over the exact bytes and Alipay posts forms.
 */
export async function registerCashier(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get('/payment/index', async (request, reply) => {
    const order = await findBySign(app, (request.query as Record<string, unknown>).sign);
    if (!order) return html(reply, renderMessage('参数错误'), 404);
    if (order.status === ORDER_STATUS.paid)
      return html(reply, renderMessage('支付成功', '订单已支付，可以关闭此页面。'));
    if (order.status === ORDER_STATUS.cancelled) return html(reply, renderMessage('订单已取消'));
    if (order.payment !== 'sandbox' && order.payment !== 'handpay')
      return html(reply, renderMessage('订单信息有误'));
    return html(
      reply,
      renderCashier({
        sign: order.pay_sign,
        orderNo: order.order_no,
        goodsName: order.goods_name,
        total: fenToYuan(order.total_fen).toFixed(2),
        mode: order.payment,
        handPayText: order.payment === 'handpay' ? await handPayText(app) : '',
      }),
    );
  });

  // 支付 in the sandbox cashier: play the channel and POST a signed callback to our own callback route.
  app.post('/payment/sandbox/pay', async (request, reply) => {
    const form = new URLSearchParams(String(request.body ?? ''));
    const order = await findBySign(app, form.get('sign'));
    if (order?.payment !== 'sandbox' || !order) return html(reply, renderMessage('参数错误'), 404);
    if (order.status === ORDER_STATUS.paid)
      return html(reply, renderMessage('支付成功', '订单已支付，可以关闭此页面。'));
    const { body, signature } = await sandboxPaidBody(sandboxSettings(app), app.store, payableOf(order));
    const answer = await app.inject({
      method: 'POST',
      url: '/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });
    return answer.statusCode === 200
      ? html(reply, renderMessage('支付成功', '订单已支付，可以关闭此页面。'))
      : html(reply, renderMessage('支付失败', '请返回重试。'), 400);
  });

  app.post('/payment/sandbox/cancel', async (request, reply) => {
    const form = new URLSearchParams(String(request.body ?? ''));
    const order = await findBySign(app, form.get('sign'));
    if (order?.payment !== 'sandbox' || !order) return html(reply, renderMessage('参数错误'), 404);
    await cancelOrder(app, order.id);
    const now = await app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return now.status === ORDER_STATUS.paid
      ? html(reply, renderMessage('支付成功', '订单已支付，无法取消。'))
      : html(reply, renderMessage('订单已取消'));
  });

  app.post<{ Params: { provider: string } }>('/payment/callback/:provider', async (request, reply) => {
    const name = request.params.provider as ProviderName;
    if (!PROVIDERS.includes(name)) return reply.status(404).send('not found');
    const provider = await getProvider(app, name).catch(() => null);
    if (!provider) return reply.status(404).send('not found');
    const raw = { body: typeof request.body === 'string' ? request.body : '', headers: request.headers };
    const send = (ok: boolean) => {
      const ack = provider.ack(ok);
      return reply.status(ack.status).header('content-type', ack.contentType).send(ack.body);
    };
    try {
      const trade = await provider.verifyCallback(raw);
      const outcome = await applyTrade(app, name, trade);
      request.log.info({ provider: name, orderNo: trade.orderNo, outcome }, 'payment callback');
      return send(true);
    } catch (error) {
      if (error instanceof CallbackRejected) {
        request.log.warn(
          { provider: name, reason: error.message, ip: request.ip },
          'payment callback refused',
        );
        return send(false);
      }
      // Our fault (database down…): answer failure so the channel retries later.
      request.log.error({ err: error, provider: name }, 'payment callback failed');
      return reply.status(500).header('content-type', 'text/plain').send('fail');
    }
  });
}
