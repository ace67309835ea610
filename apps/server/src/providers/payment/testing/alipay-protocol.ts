import { createSign, createVerify, type KeyObject } from 'node:crypto';

/*
 * Alipay open platform (gateway.do, OpenAPI 2.0) rules, written from Alipay's public documentation:
 * - A request's signature (签名) covers every parameter except `sign` — sign_type included — with empty
 *   values left out, sorted by key (ASCII), joined as `k=v` with `&`, values as received (decoded once from
 *   the query or form, never again), RSA2 = SHA256withRSA, base64 (opendocs "自行实现签名": "剔除 sign
 *   字段，剔除值为空的参数"). The gateway's own error text shows the string it verified, and it contains
 *   sign_type=RSA2, which is why sign_type stays in here.
 * - Notifications and the synchronous return parameters are signed the other way round ("异步通知验签":
 *   "除去 sign、sign_type 两个参数外"): sign and sign_type both left out.
 * - An API answer is `{"<method_with_underscores>_response":{…},"sign":"…"}`: the sign covers the exact text
 *   of the response node, which Alipay writes with `/` escaped as `\/` (its Java JSON writer does), so a
 *   merchant that re-serialises the node instead of cutting it from the raw text fails, as it would live.
 *   In certificate mode `"alipay_cert_sn":"…"` (the SN of the Alipay certificate that signed) comes before
 *   the sign.
 */

export type Params = Record<string, string>;

export function requestSignContent(params: Params): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function notifySignContent(params: Params): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(key: KeyObject | string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(key: KeyObject | string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false; // a signature that is not even base64 of the right length
  }
}

export type ResponseNode = Record<string, unknown>;

export function responseKey(method: string): string {
  return `${method.replaceAll('.', '_')}_response`;
}

/** Serialised as Alipay writes it: compact, `/` escaped. */
export function nodeText(node: ResponseNode): string {
  return JSON.stringify(node).replaceAll('/', '\\/');
}

export interface EnvelopeSigner {
  key: KeyObject | string;
  /** Certificate mode: the SN of the Alipay certificate, sent as alipay_cert_sn. */
  certSn?: string;
}

/** A method's answer; `signer: null` leaves the sign out (as Alipay does for error_response). */
export function envelope(key: string, node: ResponseNode, signer: EnvelopeSigner | null): string {
  const text = nodeText(node);
  if (!signer) return `{"${key}":${text}}`;
  const cert = signer.certSn ? `,"alipay_cert_sn":"${signer.certSn}"` : '';
  return `{"${key}":${text}${cert},"sign":"${rsa2Sign(signer.key, text)}"}`;
}

/** Public and business error nodes, with Alipay's codes and messages. */
export const errors = {
  missing: (what: string, sub: string): ResponseNode => ({
    code: '40001',
    msg: 'Missing Required Arguments',
    sub_code: `isv.missing-${what}`,
    sub_msg: sub,
  }),
  invalid: (what: string, sub: string): ResponseNode => ({
    code: '40002',
    msg: 'Invalid Arguments',
    sub_code: `isv.${what}`,
    sub_msg: sub,
  }),
  business: (subCode: string, subMsg: string, extra: ResponseNode = {}): ResponseNode => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
    ...extra,
  }),
  /** The gateway shows the string it verified, `&` written as `&amp;` (as in its real answers). */
  signature: (content: string): ResponseNode => ({
    code: '40002',
    msg: 'Invalid Arguments',
    sub_code: 'isv.invalid-signature',
    sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content.replaceAll('&', '&amp;')}`,
  }),
};

export const success = (fields: ResponseNode): ResponseNode => ({ code: '10000', msg: 'Success', ...fields });

/** total_amount / refund_amount: yuan with at most two decimals, 0.01 to 100000000, parsed without floats. */
export function parseAmount(s: unknown): number | undefined {
  if (typeof s !== 'string' && typeof s !== 'number') return undefined;
  const m = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(String(s));
  if (!m) return undefined;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= 10_000_000_000 ? fen : undefined;
}

export function formatAmount(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** timeout_express: 1m–15d relative (m, h, d; 1c = until midnight, not supported here). */
export function relativeTimeoutMs(s: string): number | undefined {
  const m = /^([1-9]\d*)([mhd])$/.exec(s);
  if (!m) return undefined;
  return Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
}
