import { randomBytes } from 'node:crypto';
import type { TPayMethod } from '@shuyuan/contract/payments';
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import { privateKeyPem, publicKeyPem } from './keys';
import type { AlipaySettings } from './settings';
import {
  beijingTime,
  CallbackRejected,
  type ChannelTrade,
  fenToYuanString,
  type PaymentChannel,
  type RawCallback,
  yuanStringToFen,
} from './types';

/*
 * Alipay through alipay-sdk (decision 025): page.pay on a desktop, wap.pay on a phone, public-key or
 * certificate mode. The SDK signs, builds the page URLs, checks answers' signatures (validateSign) and
 * notifications' (checkNotifySignV2); this file maps Alipay's states onto ours.
 */

type AlipayAnswer = Record<string, string | undefined>;

const TRADE_STATE: Record<string, ChannelTrade['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  WAIT_BUYER_PAY: 'open',
  TRADE_CLOSED: 'closed',
};

/** The SDK's timestamp is the process's local time; Alipay reads Beijing time, so it is given explicitly. */
const now = () => beijingTime(Date.now(), 'alipay');

function sdkOf(s: AlipaySettings): AlipaySdk {
  // alipay-sdk rewraps the key lines itself: a trailing newline would end up inside the key.
  const common = {
    appId: s.appId,
    privateKey: privateKeyPem(s.appPrivateKey).trim(),
    keyType: 'PKCS8' as const,
    gateway: s.gateway,
    camelcase: false,
    timeout: 10_000,
  };
  return new AlipaySdk(
    s.signMode === 'cert'
      ? {
          ...common,
          appCertContent: s.appCert,
          alipayPublicCertContent: s.alipayCert,
          alipayRootCertContent: s.alipayRootCert,
        }
      : { ...common, alipayPublicKey: publicKeyPem(s.alipayPublicKey).trim() },
  );
}

export function createAlipayChannel(s: AlipaySettings): PaymentChannel {
  const sdk = sdkOf(s);

  async function call(method: string, biz: Record<string, string>): Promise<AlipayAnswer> {
    return (await sdk.exec(
      method,
      { bizContent: biz, timestamp: now() },
      { validateSign: true },
    )) as AlipayAnswer;
  }

  const tradeOf = (a: AlipayAnswer, merchantId: string): ChannelTrade => ({
    outTradeNo: a.out_trade_no ?? '',
    totalFen: yuanStringToFen(a.total_amount ?? ''),
    appId: a.app_id ?? s.appId,
    merchantId,
    tradeNo: a.trade_no ?? '',
    state: TRADE_STATE[a.trade_status ?? ''] ?? 'open',
  });

  const failure = (a: AlipayAnswer) => a.sub_msg || a.msg || a.code || '未知错误';

  async function query(outTradeNo: string): Promise<ChannelTrade | null> {
    const a = await call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (a.code === '10000') return tradeOf(a, s.sellerId);
    if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
    throw new Error(`alipay.trade.query: ${failure(a)}`);
  }

  return {
    name: 'alipay',
    expected: { appId: s.appId, merchantId: s.sellerId },

    async start(order, method: TPayMethod, ctx) {
      if (method !== 'page' && method !== 'wap') throw new Error(`alipay has no ${method} method`);
      const bizContent: Record<string, string> = {
        out_trade_no: order.outTradeNo,
        total_amount: fenToYuanString(order.totalFen),
        subject: order.subject.slice(0, 256),
        product_code: method === 'page' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
        time_expire: beijingTime(order.expiresAt, 'alipay'),
      };
      if (method === 'wap' && (ctx.quitUrl || ctx.returnUrl))
        bizContent.quit_url = ctx.quitUrl || ctx.returnUrl;
      const url = sdk.pageExecute(
        method === 'page' ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay',
        'GET',
        {
          bizContent,
          notifyUrl: ctx.notifyUrl,
          ...(ctx.returnUrl ? { returnUrl: ctx.returnUrl } : {}),
          timestamp: now(),
        },
      );
      return { type: 'redirect', url };
    },

    async verifyCallback(raw: RawCallback) {
      // Alipay signs only the non-empty parameters; the SDK would count empty ones too.
      const params = Object.fromEntries([...new URLSearchParams(raw.body)].filter(([, v]) => v !== ''));
      if (!params.sign || !sdk.checkNotifySignV2(params)) throw new CallbackRejected('bad signature');
      if (params.notify_type && params.notify_type !== 'trade_status_sync')
        throw new CallbackRejected('unexpected notify_type');
      return { kind: 'trade', trade: tradeOf(params, params.seller_id ?? '') };
    },

    query,

    async close(outTradeNo) {
      const a = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      // A trade Alipay never created (the cashier was not opened) has nothing to close; its time_expire
      // still stops a payment after the order's expiry.
      if (a.code === '10000' || a.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'closed';
      if (a.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        const trade = await query(outTradeNo);
        return trade?.state === 'paid' ? 'paid' : 'closed';
      }
      throw new Error(`alipay.trade.close: ${failure(a)}`);
    },

    async refund(trade, refundNo) {
      const a = await call('alipay.trade.refund', {
        out_trade_no: trade.outTradeNo,
        refund_amount: fenToYuanString(trade.totalFen),
        // Alipay treats a repeated out_request_no as the same refund, so a retry never pays twice.
        out_request_no: refundNo,
      });
      // Alipay refunds synchronously: 10000 means the money went back (fund_change is N on a repeat).
      if (a.code === '10000') return { refundNo, state: 'success', channelRefundId: a.trade_no || undefined };
      return { refundNo, state: 'refused', message: failure(a) };
    },

    async queryRefund(trade, refundNo) {
      const a = await call('alipay.trade.fastpay.refund.query', {
        out_trade_no: trade.outTradeNo,
        out_request_no: refundNo,
      });
      if (a.code !== '10000') throw new Error(`alipay.trade.fastpay.refund.query: ${failure(a)}`);
      return a.refund_status === 'REFUND_SUCCESS' ? 'success' : 'processing';
    },

    async testConnection() {
      const probe = `SHUYUAN_TEST_${randomBytes(6).toString('hex')}`;
      let a: AlipayAnswer;
      try {
        a = await call('alipay.trade.query', { out_trade_no: probe });
      } catch (error) {
        if (error instanceof AlipayRequestError && /验签/.test(error.message))
          throw new Error('支付宝的应答签名无法验证：请检查支付宝公钥或支付宝公钥证书');
        throw new Error(`无法连接支付宝网关：${error instanceof Error ? error.message : String(error)}`);
      }
      if (a.sub_code === 'ACQ.TRADE_NOT_EXIST' || a.code === '10000')
        return `连接成功：支付宝已接受签名，应答“${a.sub_msg || a.msg}”，应答签名已验证`;
      throw new Error(`支付宝拒绝了请求：${failure(a)}（${a.sub_code || a.code}）`);
    },

    ack(ok: boolean) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },
  };
}
