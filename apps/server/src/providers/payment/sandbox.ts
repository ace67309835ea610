import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Store } from '#core/store/store';
import { CallbackRejected, type ChannelTrade, type PaymentChannel, type RawCallback } from './types';

/*
 * A local channel for development and demo sites (never in production, decision 025): our cashier page plays
 * the channel, and on 支付 it POSTs an HMAC-signed callback to /payment/callback/sandbox like a real channel.
 * Its trades live in the shared store, so a query or a close answers like a real channel's would.
 */

export interface SandboxSettings {
  /** HMAC key of the sandbox callbacks. */
  secret: string;
  merchantId: string;
}

interface SandboxTrade {
  totalFen: number;
  state: ChannelTrade['state'];
  tradeNo: string;
}

const TRADE_TTL_MS = 8 * 86_400_000;
const tradeKey = (outTradeNo: string) => `pay:sandbox:trade:${outTradeNo}`;

export function signSandbox(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

async function readTrade(store: Store, outTradeNo: string): Promise<SandboxTrade | null> {
  const text = await store.get(tradeKey(outTradeNo));
  return text ? (JSON.parse(text) as SandboxTrade) : null;
}

const writeTrade = (store: Store, outTradeNo: string, trade: SandboxTrade) =>
  store.set(tradeKey(outTradeNo), JSON.stringify(trade), TRADE_TTL_MS);

function toChannelTrade(settings: SandboxSettings, outTradeNo: string, t: SandboxTrade): ChannelTrade {
  return {
    outTradeNo,
    totalFen: t.totalFen,
    appId: 'sandbox',
    merchantId: settings.merchantId,
    tradeNo: t.tradeNo,
    state: t.state,
  };
}

export function createSandboxChannel(settings: SandboxSettings, store: Store): PaymentChannel {
  return {
    name: 'sandbox',
    expected: { appId: 'sandbox', merchantId: settings.merchantId },
    async start(order, _method, ctx) {
      const known = await readTrade(store, order.outTradeNo);
      if (!known)
        await writeTrade(store, order.outTradeNo, { totalFen: order.totalFen, state: 'open', tradeNo: '' });
      if (!ctx.cashierUrl) throw new Error('the sandbox needs the cashier address');
      return { type: 'redirect', url: ctx.cashierUrl };
    },
    async verifyCallback(raw: RawCallback) {
      const signature = String(raw.headers['x-sandbox-signature'] ?? '');
      const a = Buffer.from(signature);
      const b = Buffer.from(signSandbox(settings.secret, raw.body));
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new CallbackRejected('bad signature');
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(raw.body);
      } catch {
        throw new CallbackRejected('bad body');
      }
      return {
        kind: 'trade',
        trade: {
          outTradeNo: String(data.out_trade_no ?? ''),
          totalFen: Number(data.total_fen),
          appId: String(data.app_id ?? ''),
          merchantId: String(data.merchant_id ?? ''),
          tradeNo: String(data.trade_no ?? ''),
          state: data.trade_state === 'SUCCESS' ? 'paid' : 'open',
        },
      };
    },
    async query(outTradeNo) {
      const t = await readTrade(store, outTradeNo);
      return t ? toChannelTrade(settings, outTradeNo, t) : null;
    },
    async close(outTradeNo) {
      const t = await readTrade(store, outTradeNo);
      if (t?.state === 'paid') return 'paid';
      if (t) await writeTrade(store, outTradeNo, { ...t, state: 'closed' });
      return 'closed';
    },
    async refund(_trade, refundNo) {
      // No money moved through the sandbox, so there is none to send back.
      return { refundNo, state: 'success', channelRefundId: `SB${refundNo}` };
    },
    async queryRefund() {
      return 'success';
    },
    async testConnection() {
      return '模拟支付无需连接';
    },
    ack(ok: boolean) {
      return {
        status: ok ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: ok ? 'success' : 'fail',
      };
    },
  };
}

/**
 * 支付 at the sandbox cashier: the channel takes the money (unless its trade was closed) and the signed
 * notification body to post. Null when the trade was closed.
 */
export async function sandboxPay(
  settings: SandboxSettings,
  store: Store,
  outTradeNo: string,
  totalFen: number,
): Promise<{ body: string; signature: string } | null> {
  const known = await readTrade(store, outTradeNo);
  if (known?.state === 'closed') return null;
  const tradeNo = known?.tradeNo || `SB${outTradeNo}`;
  await writeTrade(store, outTradeNo, { totalFen, state: 'paid', tradeNo });
  return sandboxNotification(settings, { outTradeNo, totalFen, tradeNo });
}

/** A signed sandbox notification (the cashier's, or a test's stand-in for a late one). */
export function sandboxNotification(
  settings: SandboxSettings,
  t: { outTradeNo: string; totalFen: number; tradeNo: string },
): { body: string; signature: string } {
  const body = JSON.stringify({
    out_trade_no: t.outTradeNo,
    total_fen: t.totalFen,
    app_id: 'sandbox',
    merchant_id: settings.merchantId,
    trade_no: t.tradeNo,
    trade_state: 'SUCCESS',
  });
  return { body, signature: signSandbox(settings.secret, body) };
}
