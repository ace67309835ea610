import { createCipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { alnum } from './fake-http';

/*
 * WeChat Pay API v3 signatures and encryption, from its public documentation (签名生成 / 签名验证 / 证书和回调
 * 报文解密 / JSAPI 调起支付):
 * - Request: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",
 *   serial_no="…"`, the signature SHA256withRSA with the merchant's API-certificate key over
 *   `METHOD\nPATH_AND_QUERY\nTIMESTAMP\nNONCE\nBODY\n` (an empty body for GET), base64. serial_no names the
 *   merchant's API certificate. A timestamp more than 5 minutes off is refused before the signature is looked at.
 * - Answers and notifications: Wechatpay-Timestamp / -Nonce / -Signature / -Serial / -Signature-Type, the
 *   signature over `TIMESTAMP\nNONCE\nBODY\n` (a 204 has an empty body line) with the platform certificate's key,
 *   or the WeChat Pay public key's, named by Wechatpay-Serial.
 * - Resources (notifications, downloaded certificates) are AEAD_AES_256_GCM with the 32-byte APIv3 key, a
 *   12-character nonce and associated_data, all as UTF-8 text; the 16-byte tag is appended to the ciphertext.
 * - JSAPI: paySign is SHA256withRSA with the merchant key over `appId\ntimeStamp\nnonceStr\npackage\n`.
 * The 401 messages are the ones WeChat Pay answers (seen in its answers to unsigned and stale requests).
 */

export const SIGNATURE_TYPE = 'WECHATPAY2-SHA256-RSA2048';

export interface Authorization {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export function parseAuthorization(header: string | undefined): Authorization | undefined {
  if (!header?.startsWith(`${SIGNATURE_TYPE} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const m of header.slice(SIGNATURE_TYPE.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2];
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return undefined;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

export interface RequestToVerify {
  method: string;
  /** The path with its query, exactly as sent. */
  url: string;
  body: string;
  authorization: string | undefined;
}

export interface Merchant {
  mchId: string;
  serialNo: string;
  publicKey: KeyObject;
}

/** undefined when the request is the merchant's; otherwise WeChat Pay's 401 message. */
export function checkRequestSignature(r: RequestToVerify, m: Merchant): string | undefined {
  const auth = parseAuthorization(r.authorization);
  if (!auth) return 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》';
  const ts = Number(auth.timestamp);
  if (!/^\d{10}$/.test(auth.timestamp) || Math.abs(Date.now() / 1000 - ts) > 300) {
    return 'Http头Authorization中的timestamp与发起请求的时间不得超过5分钟';
  }
  if (auth.mchid !== m.mchId) return '商户号不存在或与签名信息不匹配';
  if (auth.serial_no.toUpperCase() !== m.serialNo.toUpperCase()) {
    return '商户证书序列号有误。请使用签名私钥匹配的证书序列号';
  }
  const message = `${r.method}\n${r.url}\n${auth.timestamp}\n${auth.nonce_str}\n${r.body}\n`;
  return verify(m.publicKey, message, auth.signature) ? undefined : '签名错误';
}

export function sign(key: KeyObject | string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

export function verify(key: KeyObject | string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export interface Signer {
  key: KeyObject | string;
  /** Platform certificate serial or PUB_KEY_ID_…, sent as Wechatpay-Serial. */
  serial: string;
}

/** The headers WeChat Pay puts on answers and notifications. */
export function signedHeaders(signer: Signer, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  return {
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': sign(signer.key, `${timestamp}\n${nonce}\n${body}\n`),
    'Wechatpay-Serial': signer.serial,
    'Wechatpay-Signature-Type': SIGNATURE_TYPE,
  };
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
}

export function encrypt(apiV3Key: string, plaintext: string, associatedData: string): EncryptedResource {
  const nonce = alnum(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export function checkPaySign(p: JsapiPayParams, merchantPublicKey: KeyObject): boolean {
  if (p.signType !== 'RSA') return false;
  return verify(merchantPublicKey, `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign);
}
