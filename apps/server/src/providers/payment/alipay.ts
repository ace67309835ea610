import { createSign, createVerify } from 'node:crypto';
import { parseJsonObject, requestText } from '../outbound-http';
import {
  CallbackRejected,
  type ChannelRefund,
  type ChannelTrade,
  fenToYuanString,
  type PayableOrder,
  type PaymentProvider,
  type RawCallback,
  type RefundableOrder,
  yuanStringToFen,
} from './types';

export interface AlipaySettings {
  appId: string;
  /** seller_id (the merchant's PID) the callbacks must carry. */
  sellerId: string;
  /** PKCS#8 or PKCS#1 PEM of the application's private key. */
  appPrivateKey: string;
  /** PEM of the Alipay public key (from the open platform console). */
  alipayPublicKey: string;
  gateway: string;
}

/** Alipay's content to sign: sorted k=v pairs, without sign/sign_type and empty values, joined by &. */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(privateKeyPem: string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(publicKeyPem: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

function timestamp(date = new Date()): string {
  // Alipay wants Beijing time "yyyy-MM-dd HH:mm:ss".
  const t = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

function signedParams(s: AlipaySettings, method: string, biz: object, extra: Record<string, string> = {}) {
  const params: Record<string, string> = {
    app_id: s.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: timestamp(),
    version: '1.0',
    biz_content: JSON.stringify(biz),
    ...extra,
  };
  params.sign = rsa2Sign(s.appPrivateKey, alipaySignContent(params));
  return params;
}

/**
 * One signed call to the gateway (`method` + biz_content); answers the response node after verifying the
 * Alipay signature over its exact JSON text, cut from the raw answer (re-serialising would change it).
 */
async function callGateway(
  s: AlipaySettings,
  method: string,
  biz: object,
  timeoutMs?: number,
): Promise<Record<string, string>> {
  const params = signedParams(s, method, biz);
  const { text } = await requestText(
    s.gateway,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    },
    timeoutMs,
  );
  const node = extractJsonNode(text, `${method.replaceAll('.', '_')}_response`);
  const sign = parseJsonObject(text, method).sign;
  if (!node || typeof sign !== 'string' || !rsa2Verify(s.alipayPublicKey, node, sign))
    throw new CallbackRejected('bad signature');
  return JSON.parse(node) as Record<string, string>;
}

/** Alipay PC page payment (alipay.trade.page.pay, QR mode 2 also accepted by the page); notify by RSA2. */
export function createAlipayProvider(s: AlipaySettings): PaymentProvider {
  return {
    name: 'alipay',
    expected: { appId: s.appId, merchantId: s.sellerId },
    async createPayment(order: PayableOrder, ctx) {
      const params = signedParams(
        s,
        'alipay.trade.page.pay',
        {
          out_trade_no: order.orderNo,
          total_amount: fenToYuanString(order.totalFen),
          subject: order.subject.slice(0, 256),
          product_code: 'FAST_INSTANT_TRADE_PAY',
        },
        { notify_url: `${ctx.siteUrl}/payment/callback/alipay` },
      );
      return { payUrl: `${s.gateway}?${new URLSearchParams(params).toString()}` };
    },
    async verifyCallback(raw: RawCallback): Promise<ChannelTrade> {
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      if (!params.sign || !rsa2Verify(s.alipayPublicKey, alipaySignContent(params), params.sign)) {
        throw new CallbackRejected('bad signature');
      }
      if (params.notify_type && params.notify_type !== 'trade_status_sync') {
        throw new CallbackRejected('unexpected notify_type');
      }
      return {
        orderNo: params.out_trade_no ?? '',
        totalFen: yuanStringToFen(params.total_amount ?? ''),
        appId: params.app_id ?? '',
        merchantId: params.seller_id ?? '',
        tradeNo: params.trade_no ?? '',
        success: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      };
    },
    async queryTrade(order: PayableOrder) {
      const data = await callGateway(s, 'alipay.trade.query', { out_trade_no: order.orderNo }, 5000);
      if (data.code !== '10000') return null;
      return {
        orderNo: data.out_trade_no ?? '',
        totalFen: yuanStringToFen(data.total_amount ?? ''),
        appId: s.appId,
        // The query answer has no seller_id; the trade was asked of this merchant's app.
        merchantId: s.sellerId,
        tradeNo: data.trade_no ?? '',
        success: data.trade_status === 'TRADE_SUCCESS' || data.trade_status === 'TRADE_FINISHED',
      };
    },
    async refund(order: RefundableOrder, refundNo: string): Promise<ChannelRefund> {
      const data = await callGateway(s, 'alipay.trade.refund', {
        out_trade_no: order.orderNo,
        refund_amount: fenToYuanString(order.totalFen),
        // Alipay treats a repeated out_request_no as the same refund, so a retry never pays twice.
        out_request_no: refundNo,
      });
      if (data.code === '10000')
        return { refundNo, accepted: true, channelRefundId: data.trade_no || undefined };
      return { refundNo, accepted: false, message: String(data.sub_msg || data.msg || data.code || '') };
    },
    ack(ok: boolean) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },
  };
}

/** The raw JSON text of a top-level object member (balanced braces, strings respected). */
export function extractJsonNode(text: string, key: string): string | null {
  const at = text.indexOf(`"${key}"`);
  if (at < 0) return null;
  const start = text.indexOf('{', at);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}
