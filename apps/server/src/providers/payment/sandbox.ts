import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Store } from '../../core/store/store';
import {
  type CallbackAck,
  CallbackRejected,
  type ChannelTrade,
  type PayableOrder,
  type PaymentProvider,
  type RawCallback,
} from './types';

export interface SandboxSettings {
  /** HMAC key of the sandbox callbacks. */
  secret: string;
  merchantId: string;
}

/** What the sandbox "channel" remembers about an order: the cashier's decision, for active queries. */
const tradeKey = (orderNo: string) => `pay:sandbox:trade:${orderNo}`;

export function signSandbox(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * A local channel for development and demo sites: the cashier page at pay_url plays the channel, and on
 * 支付 it POSTs an HMAC-signed callback to /payment/callback/sandbox like a real channel would.
 */
export function createSandboxProvider(settings: SandboxSettings, store: Store): PaymentProvider {
  return {
    name: 'sandbox',
    expected: { appId: 'sandbox', merchantId: settings.merchantId },
    async createPayment(order, ctx) {
      return { payUrl: `${ctx.siteUrl}/payment/index?sign=${encodeURIComponent(order.paySign)}` };
    },
    async verifyCallback(raw: RawCallback): Promise<ChannelTrade> {
      const signature = String(raw.headers['x-sandbox-signature'] ?? '');
      const expected = signSandbox(settings.secret, raw.body);
      const a = Buffer.from(signature);
      const b = Buffer.from(expected);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new CallbackRejected('bad signature');
      return parseTrade(raw.body);
    },
    async queryTrade(order: PayableOrder) {
      const body = await store.get(tradeKey(order.orderNo));
      return body ? parseTrade(body) : null;
    },
    async refund(_order, refundNo) {
      // No money moved through the sandbox, so there is none to send back.
      return { refundNo, accepted: true, channelRefundId: `SB${refundNo}` };
    },
    ack(ok: boolean): CallbackAck {
      return {
        status: ok ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: ok ? 'success' : 'fail',
      };
    },
  };
}

/** The body the cashier sends when the person clicks 支付; also kept for queryTrade. */
export async function sandboxPaidBody(
  settings: SandboxSettings,
  store: Store,
  order: PayableOrder,
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify({
    out_trade_no: order.orderNo,
    total_fen: order.totalFen,
    app_id: 'sandbox',
    merchant_id: settings.merchantId,
    trade_no: `SB${order.orderNo}`,
    trade_state: 'SUCCESS',
  });
  await store.set(tradeKey(order.orderNo), body, 24 * 3600 * 1000);
  return { body, signature: signSandbox(settings.secret, body) };
}

function parseTrade(body: string): ChannelTrade {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(body);
  } catch {
    throw new CallbackRejected('bad body');
  }
  return {
    orderNo: String(data.out_trade_no ?? ''),
    totalFen: Number(data.total_fen),
    appId: String(data.app_id ?? ''),
    merchantId: String(data.merchant_id ?? ''),
    tradeNo: String(data.trade_no ?? ''),
    success: data.trade_state === 'SUCCESS',
  };
}
