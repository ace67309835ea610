import type { FastifyInstance } from 'fastify';
import { CallbackRejected, type ChannelName, ChannelUnavailable, getChannel } from '#providers/payment/index';
import { applyRefundState } from './refunds';
import { applyTrade } from './settle-trade';

const CHANNELS: readonly ChannelName[] = ['sandbox', 'alipay', 'wechat'];

/**
 * POST /payment/callback/:provider: the channels' notifications (payments, and WeChat's refund results).
 * Registered in the cashier's scope, where bodies stay raw strings: signatures are over the exact bytes.
 * The acknowledgement goes out only after the work committed, so a crash makes the channel send it again.
 */
export function registerPaymentCallbacks(app: FastifyInstance): void {
  app.post<{ Params: { provider: string } }>('/payment/callback/:provider', async (request, reply) => {
    const name = request.params.provider as ChannelName;
    if (!CHANNELS.includes(name)) return reply.status(404).send('not found');
    let channel: Awaited<ReturnType<typeof getChannel>>;
    try {
      channel = await getChannel(app, name);
    } catch (error) {
      if (!(error instanceof ChannelUnavailable)) throw error;
      request.log.warn({ provider: name, ip: request.ip }, 'callback for a channel that is not configured');
      return reply.status(404).send('not found');
    }
    const send = (ok: boolean) => {
      const ack = channel.ack(ok);
      return reply.status(ack.status).header('content-type', ack.contentType).send(ack.body);
    };
    const raw = { body: typeof request.body === 'string' ? request.body : '', headers: request.headers };
    try {
      const notice = await channel.verifyCallback(raw);
      if (notice.kind === 'refund') {
        await applyRefundState(app.db, notice.refundNo, notice.state);
        request.log.info(
          { provider: name, refundNo: notice.refundNo, state: notice.state },
          'refund callback',
        );
        return send(true);
      }
      const outcome = await applyTrade(app, channel, notice.trade);
      request.log.info({ provider: name, outTradeNo: notice.trade.outTradeNo, outcome }, 'payment callback');
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
