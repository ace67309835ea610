import { type KeyObject, randomBytes } from 'node:crypto';
import type { TPayMethod } from '@shuyuan/contract/payments';
import { readPrivateKey } from './keys';
import type { WechatSettings } from './settings';
import {
  beijingTime,
  CallbackRejected,
  type ChannelNotice,
  type ChannelTrade,
  type PaymentChannel,
  type RawCallback,
  type RefundState,
} from './types';
import { type WechatAnswer, wechatErrorMessage, wechatRequest } from './wechat-request';
import { decryptResource, type EncryptedResource, jsapiParams, verifyWechatSignature } from './wechat-sign';

/*
 * WeChat Pay API v3 (decision 025): Native (QR) on a desktop, H5 in a phone browser, JSAPI inside WeChat;
 * answers and notifications verified with the platform certificate or the WeChat Pay public key that
 * `Wechatpay-Serial` names.
 */

export interface WechatKeys {
  /** Serial → public key: platform certificates and the WeChat Pay public key. */
  keys: Map<string, KeyObject>;
  /** Called once when a report names a serial we lack; the fresh keys, or null when none came. */
  refresh(): Promise<Map<string, KeyObject> | null>;
}

const TRADE_STATE: Record<string, ChannelTrade['state']> = {
  SUCCESS: 'paid',
  NOTPAY: 'open',
  USERPAYING: 'open',
  // Paid and refunded outside the site, closed, revoked or failed: no money is held for the order.
  REFUND: 'closed',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

const REFUND_STATE: Record<string, RefundState> = {
  SUCCESS: 'success',
  PROCESSING: 'processing',
  ABNORMAL: 'abnormal',
  CLOSED: 'closed',
};

const ORDER_PATH: Partial<Record<TPayMethod, string>> = {
  native: '/v3/pay/transactions/native',
  h5: '/v3/pay/transactions/h5',
  jsapi: '/v3/pay/transactions/jsapi',
};

function toTrade(t: Record<string, unknown>): ChannelTrade {
  const amount = (t.amount ?? {}) as { total?: unknown };
  return {
    outTradeNo: String(t.out_trade_no ?? ''),
    totalFen: Number(amount.total),
    appId: String(t.appid ?? ''),
    merchantId: String(t.mchid ?? ''),
    tradeNo: String(t.transaction_id ?? ''),
    state: TRADE_STATE[String(t.trade_state ?? '')] ?? 'open',
  };
}

function json(answer: WechatAnswer): Record<string, unknown> {
  try {
    return JSON.parse(answer.raw.body) as Record<string, unknown>;
  } catch {
    throw new Error('微信支付的应答不是 JSON');
  }
}

export function createWechatChannel(s: WechatSettings, verifier: WechatKeys): PaymentChannel {
  let keys = verifier.keys;
  const privateKey = readPrivateKey(s.privateKey);

  async function verify(raw: RawCallback): Promise<void> {
    try {
      verifyWechatSignature(keys, raw);
    } catch (error) {
      if (!(error instanceof CallbackRejected) || error.message !== 'unknown signer serial') throw error;
      const fresh = await verifier.refresh();
      if (!fresh) throw error;
      keys = fresh;
      verifyWechatSignature(keys, raw);
    }
  }

  /** A signed call whose 2xx answer is verified; other answers come back unverified (they change nothing). */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<WechatAnswer> {
    const answer = await wechatRequest(s, method, path, body ? JSON.stringify(body) : '');
    if (answer.status >= 200 && answer.status < 300) await verify(answer.raw);
    return answer;
  }

  const tradePath = (outTradeNo: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  async function query(outTradeNo: string): Promise<ChannelTrade | null> {
    const answer = await call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(s.mchId)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new Error(`查询微信支付订单失败：${wechatErrorMessage(answer)}`);
    return toTrade(json(answer));
  }

  return {
    name: 'wechat',
    expected: { appId: s.appId, merchantId: s.mchId },

    async start(order, method, ctx) {
      const path = ORDER_PATH[method];
      if (!path) throw new Error(`wechat pay has no ${method} method`);
      const body: Record<string, unknown> = {
        appid: s.appId,
        mchid: s.mchId,
        description: order.subject.slice(0, 127) || '订单',
        out_trade_no: order.outTradeNo,
        time_expire: beijingTime(order.expiresAt, 'rfc3339'),
        notify_url: ctx.notifyUrl,
        amount: { total: order.totalFen, currency: 'CNY' },
      };
      if (method === 'h5') body.scene_info = { payer_client_ip: ctx.clientIp, h5_info: { type: 'Wap' } };
      if (method === 'jsapi') {
        if (!ctx.openid) throw new Error('JSAPI needs the payer openid');
        body.payer = { openid: ctx.openid };
      }
      const answer = await call('POST', path, body);
      if (answer.status !== 200) throw new Error(`微信支付下单失败：${wechatErrorMessage(answer)}`);
      const data = json(answer);
      if (method === 'native' && typeof data.code_url === 'string')
        return { type: 'qrcode', code_url: data.code_url };
      if (method === 'h5' && typeof data.h5_url === 'string') {
        // WeChat sends the phone back to redirect_url (a domain registered for H5 payments) after paying.
        const back = ctx.returnUrl ? `&redirect_url=${encodeURIComponent(ctx.returnUrl)}` : '';
        return { type: 'redirect', url: `${data.h5_url}${back}` };
      }
      if (method === 'jsapi' && typeof data.prepay_id === 'string')
        return { type: 'jsapi', params: jsapiParams(s.appId, data.prepay_id, privateKey) };
      throw new Error('微信支付下单的应答缺少支付参数');
    },

    async verifyCallback(raw: RawCallback): Promise<ChannelNotice> {
      await verify(raw);
      let notice: { event_type?: string; resource?: EncryptedResource };
      try {
        notice = JSON.parse(raw.body);
      } catch {
        throw new CallbackRejected('bad body');
      }
      if (!notice.resource) throw new CallbackRejected('no resource');
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(decryptResource(s.apiV3Key, notice.resource));
      } catch (error) {
        if (error instanceof CallbackRejected) throw error;
        throw new CallbackRejected('resource is not JSON');
      }
      if (String(notice.event_type ?? '').startsWith('REFUND.')) {
        if (String(data.mchid ?? '') !== s.mchId) throw new CallbackRejected('merchant id mismatch');
        const state = REFUND_STATE[String(data.refund_status ?? '')];
        if (!state) throw new CallbackRejected('unknown refund status');
        return { kind: 'refund', refundNo: String(data.out_refund_no ?? ''), state };
      }
      return { kind: 'trade', trade: toTrade(data) };
    },

    query,

    async close(outTradeNo) {
      const answer = await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: s.mchId });
      if (answer.status === 204 || answer.status === 200) return 'closed';
      // Closing a paid trade is refused: ask what it is (paid, already closed, or never created).
      const trade = await query(outTradeNo);
      if (!trade || trade.state === 'closed') return 'closed';
      if (trade.state === 'paid') return 'paid';
      throw new Error(`关闭微信支付订单失败：${wechatErrorMessage(answer)}`);
    },

    async refund(trade, refundNo) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: trade.outTradeNo,
        // WeChat Pay treats a repeated out_refund_no as the same refund, so a retry never pays twice.
        out_refund_no: refundNo,
        ...(trade.notifyUrl ? { notify_url: trade.notifyUrl } : {}),
        amount: { refund: trade.totalFen, total: trade.totalFen, currency: 'CNY' },
      });
      // A server error may or may not have taken the refund: the caller retries with the same number.
      if (answer.status >= 500) throw new Error(`微信支付退款失败：${wechatErrorMessage(answer)}`);
      if (answer.status !== 200) return { refundNo, state: 'refused', message: wechatErrorMessage(answer) };
      const data = json(answer);
      const state = REFUND_STATE[String(data.status ?? '')];
      if (!state) return { refundNo, state: 'refused', message: `退款状态 ${String(data.status ?? '未知')}` };
      return { refundNo, state, channelRefundId: String(data.refund_id ?? '') || undefined };
    },

    async queryRefund(_trade, refundNo) {
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
      if (answer.status !== 200) throw new Error(`查询微信支付退款失败：${wechatErrorMessage(answer)}`);
      return REFUND_STATE[String(json(answer).status ?? '')] ?? 'processing';
    },

    async testConnection() {
      const probe = `SYTEST${randomBytes(8).toString('hex')}`;
      const path = `${tradePath(probe)}?mchid=${encodeURIComponent(s.mchId)}`;
      const answer = await wechatRequest(s, 'GET', path);
      if (answer.status === 401 || answer.status === 403)
        throw new Error(
          `微信支付拒绝了请求：${wechatErrorMessage(answer)}（请检查商户号、证书序列号和商户 API 私钥）`,
        );
      if (answer.status !== 404 && answer.status !== 200)
        throw new Error(`微信支付应答 ${wechatErrorMessage(answer)}`);
      try {
        await verify(answer.raw);
      } catch {
        throw new Error(
          s.verifyMode === 'publicKey'
            ? '微信支付的应答签名无法验证：请检查微信支付公钥和公钥 ID'
            : '微信支付的应答签名无法验证：请重新下载平台证书',
        );
      }
      return `连接成功：微信支付已接受签名，应答“${wechatErrorMessage(answer)}”，应答签名已验证`;
    },

    ack(ok: boolean) {
      return ok
        ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' }
        : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
    },
  };
}
