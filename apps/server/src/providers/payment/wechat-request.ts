import { readPrivateKey } from './keys';
import type { WechatSettings } from './settings';
import type { RawCallback } from './types';
import { wechatAuthorization } from './wechat-sign';

/** Calls to WeChat Pay answer within seconds; a hung one must not hold a member's request. */
const TIMEOUT_MS = 10_000;

export interface WechatAnswer {
  status: number;
  raw: RawCallback;
}

/**
 * One signed call to WeChat Pay API v3. In public-key mode the request names the public key
 * (`Wechatpay-Serial: PUB_KEY_ID_…`), which makes WeChat Pay sign its answer with that key.
 */
export async function wechatRequest(
  s: WechatSettings,
  method: 'GET' | 'POST',
  path: string,
  body = '',
): Promise<WechatAnswer> {
  const merchant = { mchId: s.mchId, serialNo: s.serialNo, privateKey: readPrivateKey(s.privateKey) };
  const response = await fetch(`${s.apiBase}${path}`, {
    method,
    headers: {
      authorization: wechatAuthorization(merchant, method, path, body),
      accept: 'application/json',
      'user-agent': 'shuyuan-wechatpay/1',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(s.verifyMode === 'publicKey' && s.publicKeyId ? { 'wechatpay-serial': s.publicKeyId } : {}),
    },
    body: body || undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, raw: { body: text, headers } };
}

/** The `message` of a WeChat Pay error answer (shown to the administrator), or the HTTP status. */
export function wechatErrorMessage(answer: WechatAnswer): string {
  try {
    const data = JSON.parse(answer.raw.body) as { code?: unknown; message?: unknown };
    if (typeof data.message === 'string' && data.message)
      return typeof data.code === 'string' ? `${data.message}（${data.code}）` : data.message;
  } catch {
    // not JSON: fall through to the status
  }
  return `HTTP ${answer.status}`;
}
