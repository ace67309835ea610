import { digits, rfc3339Beijing } from './fake-http';
import { encrypt, type Signer, signedHeaders } from './wechat-crypto';

/*
 * WeChat Pay notifications (支付成功通知 / 退款结果通知), from its v3 docs: a POST of JSON
 * `{id, create_time, resource_type: 'encrypt-resource', event_type, summary, resource: {original_type,
 * algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data, nonce}}` with the Wechatpay-* signature headers;
 * associated_data is 'transaction' for payments and 'refund' for refunds. The merchant acknowledges with
 * HTTP 200 or 204 and no body (the older wording asked for {"code":"SUCCESS","message":"成功"}, accepted
 * too); any other status, or a body whose code is not SUCCESS, counts as a failure and WeChat Pay sends the
 * notification again later (the fake only retries at once, and only when asked to).
 */

export interface OutgoingNotification {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface NotifyOptions {
  /** Sign with another key / serial (a forgery, or an old platform certificate). */
  signer?: Signer;
  /** Wechatpay-Timestamp in seconds (a stale one tests replay protection). */
  timestamp?: number;
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string;
  /** Fields replacing those of the decrypted resource (a changed amount, another mchid…). */
  resource?: Record<string, unknown>;
}

export interface NotificationDefaults {
  apiV3Key: string;
  signer: Signer;
  now: number;
}

export function buildNotification(
  url: string,
  event: { type: string; summary: string; originalType: 'transaction' | 'refund' },
  resource: Record<string, unknown>,
  d: NotificationDefaults,
  o: NotifyOptions = {},
): OutgoingNotification {
  const sealed = encrypt(
    o.apiV3Key ?? d.apiV3Key,
    JSON.stringify({ ...resource, ...o.resource }),
    event.originalType,
  );
  const body = JSON.stringify({
    id: `EV-${digits(19)}`,
    create_time: rfc3339Beijing(d.now),
    resource_type: 'encrypt-resource',
    event_type: event.type,
    summary: event.summary,
    resource: {
      original_type: event.originalType,
      algorithm: sealed.algorithm,
      ciphertext: sealed.ciphertext,
      associated_data: sealed.associated_data,
      nonce: sealed.nonce,
    },
  });
  return {
    url,
    body,
    headers: {
      'Content-Type': 'application/json',
      ...signedHeaders(o.signer ?? d.signer, body, o.timestamp),
    },
  };
}

export function acknowledged(status: number, text: string): boolean {
  if (status < 200 || status >= 300) return false;
  if (!text.trim()) return true;
  try {
    return (JSON.parse(text) as { code?: unknown }).code === 'SUCCESS';
  } catch {
    return false;
  }
}
