import { createDecipheriv, createSign, createVerify, randomBytes, X509Certificate } from 'node:crypto';
import {
  CallbackRejected,
  type ChannelRefund,
  type ChannelTrade,
  header,
  type PayableOrder,
  type PaymentProvider,
  type RawCallback,
  type RefundableOrder,
} from './types';

export interface WechatSettings {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate (sent in Authorization). */
  serialNo: string;
  /** PEM of the merchant API private key. */
  privateKey: string;
  /** The 32-byte APIv3 key: decrypts callback resources. */
  apiV3Key: string;
  /** Platform certificates by serial (PEM): verify callbacks and answers. */
  platformCerts: Record<string, string>;
  apiBase: string;
}

/** Callbacks older than this are refused (replay window, as WeChat Pay recommends). */
const MAX_SKEW_S = 300;

export function wechatAuthorization(
  s: WechatSettings,
  method: string,
  pathWithQuery: string,
  body: string,
): string {
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(s.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${s.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${s.serialNo}"`;
}

/** Verifies Wechatpay-Signature over "timestamp\nnonce\nbody\n" with the platform certificate named by serial. */
export function verifyWechatSignature(s: WechatSettings, raw: RawCallback): void {
  const timestamp = header(raw, 'wechatpay-timestamp');
  const nonce = header(raw, 'wechatpay-nonce');
  const signature = header(raw, 'wechatpay-signature');
  const serial = header(raw, 'wechatpay-serial');
  const pem = s.platformCerts[serial];
  if (!pem || !timestamp || !nonce || !signature) throw new CallbackRejected('missing signature headers');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_S)
    throw new CallbackRejected('stale timestamp');
  let ok = false;
  try {
    const key = new X509Certificate(pem).publicKey;
    ok = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${raw.body}\n`)
      .verify(key, signature, 'base64');
  } catch {
    ok = false;
  }
  if (!ok) throw new CallbackRejected('bad signature');
}

/** AEAD_AES_256_GCM: ciphertext is base64 of encrypted bytes followed by the 16-byte tag. */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new CallbackRejected('bad resource');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new CallbackRejected('resource does not decrypt');
  }
}

function toTrade(t: Record<string, unknown>): ChannelTrade {
  const amount = (t.amount ?? {}) as { total?: unknown };
  return {
    orderNo: String(t.out_trade_no ?? ''),
    totalFen: Number(amount.total),
    appId: String(t.appid ?? ''),
    merchantId: String(t.mchid ?? ''),
    tradeNo: String(t.transaction_id ?? ''),
    success: t.trade_state === 'SUCCESS',
  };
}

/** The `message` of a WeChat Pay error answer, or the HTTP status when it has none. */
function refusalMessage(status: number, body: string): string {
  try {
    const data = JSON.parse(body) as { message?: unknown };
    if (typeof data.message === 'string' && data.message) return data.message;
  } catch {
    // not JSON: fall through to the status
  }
  return `HTTP ${status}`;
}

/** WeChat Pay API v3, Native (QR) payment. */
export function createWechatProvider(s: WechatSettings): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body = '',
  ): Promise<{ status: number; raw: RawCallback }> {
    const response = await fetch(`${s.apiBase}${path}`, {
      method,
      headers: {
        authorization: wechatAuthorization(s, method, path, body),
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body || undefined,
      signal: AbortSignal.timeout(5000),
    });
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: response.status, raw: { body: text, headers } };
  }

  return {
    name: 'wechat',
    expected: { appId: s.appId, merchantId: s.mchId },
    async createPayment(order: PayableOrder, ctx) {
      const body = JSON.stringify({
        appid: s.appId,
        mchid: s.mchId,
        description: order.subject.slice(0, 127),
        out_trade_no: order.orderNo,
        notify_url: `${ctx.siteUrl}/payment/callback/wechat`,
        amount: { total: order.totalFen, currency: 'CNY' },
      });
      const { status, raw } = await call('POST', '/v3/pay/transactions/native', body);
      if (status !== 200) throw new Error(`wechat native order failed: HTTP ${status}`);
      verifyWechatSignature(s, raw);
      const codeUrl = (JSON.parse(raw.body) as { code_url?: string }).code_url;
      if (!codeUrl) throw new Error('wechat native order: no code_url');
      return { payUrl: codeUrl };
    },
    async verifyCallback(raw: RawCallback) {
      verifyWechatSignature(s, raw);
      let notice: {
        event_type?: string;
        resource?: { ciphertext: string; nonce: string; associated_data?: string };
      };
      try {
        notice = JSON.parse(raw.body);
      } catch {
        throw new CallbackRejected('bad body');
      }
      if (!notice.resource) throw new CallbackRejected('no resource');
      const plain = decryptResource(s.apiV3Key, notice.resource);
      return toTrade(JSON.parse(plain));
    },
    async queryTrade(order: PayableOrder) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.orderNo)}?mchid=${encodeURIComponent(s.mchId)}`;
      const { status, raw } = await call('GET', path);
      if (status === 404) return null;
      if (status !== 200) throw new Error(`wechat query failed: HTTP ${status}`);
      verifyWechatSignature(s, raw);
      return toTrade(JSON.parse(raw.body));
    },
    async refund(order: RefundableOrder, refundNo: string): Promise<ChannelRefund> {
      const body = JSON.stringify({
        out_trade_no: order.orderNo,
        // WeChat Pay treats a repeated out_refund_no as the same refund, so a retry never pays twice.
        out_refund_no: refundNo,
        amount: { refund: order.totalFen, total: order.totalFen, currency: 'CNY' },
      });
      const { status, raw } = await call('POST', '/v3/refund/domestic/refunds', body);
      // A refusal changes nothing on our side, so its text is shown unverified; only acceptance is trusted
      // after the platform signature checks out.
      if (status !== 200) return { refundNo, accepted: false, message: refusalMessage(status, raw.body) };
      verifyWechatSignature(s, raw);
      const answer = JSON.parse(raw.body) as { refund_id?: string; status?: string };
      if (answer.status === 'SUCCESS' || answer.status === 'PROCESSING')
        return { refundNo, accepted: true, channelRefundId: answer.refund_id };
      return { refundNo, accepted: false, message: `退款状态 ${answer.status ?? '未知'}` };
    },
    ack(ok: boolean) {
      return ok
        ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' }
        : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
    },
  };
}
