import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { CallbackRejected, header, type RawCallback } from './types';

/*
 * WeChat Pay API v3's signatures (pay.weixin.qq.com, 签名生成 / 签名验证 / 回调报文解密): requests are signed
 * with the merchant's API key, answers and notifications are verified with the key the `Wechatpay-Serial`
 * header names (a platform certificate's serial, or the WeChat Pay public key's PUB_KEY_ID_…).
 */

/** Answers and notifications older than this are refused (WeChat Pay recommends 5 minutes). */
const MAX_SKEW_S = 300;

export function wechatAuthorization(
  merchant: { mchId: string; serialNo: string; privateKey: KeyObject | string },
  method: string,
  pathWithQuery: string,
  body: string,
): string {
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(merchant.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The serial an answer or notification names, i.e. which key signed it. */
export const signerSerial = (raw: RawCallback) => header(raw, 'wechatpay-serial');

/**
 * Verifies Wechatpay-Signature over "timestamp\nnonce\nbody\n" with the key named by Wechatpay-Serial.
 * `keys` maps serials (certificate serials and public key ids) to public keys.
 */
export function verifyWechatSignature(keys: ReadonlyMap<string, KeyObject>, raw: RawCallback): void {
  const timestamp = header(raw, 'wechatpay-timestamp');
  const nonce = header(raw, 'wechatpay-nonce');
  const signature = header(raw, 'wechatpay-signature');
  const key = keys.get(signerSerial(raw));
  if (!timestamp || !nonce || !signature) throw new CallbackRejected('missing signature headers');
  if (!key) throw new CallbackRejected('unknown signer serial');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_S)
    throw new CallbackRejected('stale timestamp');
  let ok = false;
  try {
    ok = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${raw.body}\n`)
      .verify(key, signature, 'base64');
  } catch {
    ok = false;
  }
  if (!ok) throw new CallbackRejected('bad signature');
}

export interface EncryptedResource {
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: the ciphertext is the encrypted bytes followed by the 16-byte tag. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const data = Buffer.from(String(resource.ciphertext ?? ''), 'base64');
  if (data.length < 17) throw new CallbackRejected('bad resource');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(String(resource.nonce ?? ''), 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new CallbackRejected('resource does not decrypt');
  }
}

/** JSAPI (JSAPI调起支付): paySign is SHA256withRSA over "appId\ntimeStamp\nnonceStr\npackage\n". */
export function jsapiParams(appId: string, prepayId: string, privateKey: KeyObject | string) {
  const timeStamp = Math.floor(Date.now() / 1000).toString();
  const nonceStr = randomBytes(16).toString('hex');
  const pkg = `prepay_id=${prepayId}`;
  const paySign = createSign('RSA-SHA256')
    .update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
    .sign(privateKey, 'base64');
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign };
}
