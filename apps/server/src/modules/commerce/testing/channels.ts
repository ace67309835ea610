import { createCipheriv, createSign, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
import { alipaySignContent, rsa2Sign } from '../../../providers/payment/alipay';
import { makeRsaKeys, makeSelfSignedCert } from './keys';

/** Test stand-ins for the channels: their keys, their signed notifications and a fake WeChat Pay API. */

export async function setConfig(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('app_config')
    .values({ key, value: JSON.stringify(value), is_private: 1, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
}

export function makeAlipay() {
  const app = makeRsaKeys();
  const platform = makeRsaKeys();
  const settings = {
    appId: '2021000000000001',
    sellerId: '2088000000000001',
    appPrivateKey: app.privateKeyPem,
    alipayPublicKey: platform.publicKeyPem,
    gateway: 'https://openapi.alipay.test/gateway.do',
  };
  /** An asynchronous notification as Alipay posts it (form body), signed with the given key. */
  function notify(fields: Record<string, string>, signWith = platform.privateKeyPem): string {
    const params: Record<string, string> = {
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(8).toString('hex'),
      notify_time: '2026-11-23 08:00:00',
      charset: 'utf-8',
      version: '1.0',
      app_id: settings.appId,
      seller_id: settings.sellerId,
      trade_status: 'TRADE_SUCCESS',
      trade_no: `2026${randomBytes(6).toString('hex')}`,
      ...fields,
    };
    params.sign_type = 'RSA2';
    params.sign = rsa2Sign(signWith, alipaySignContent(params));
    return new URLSearchParams(params).toString();
  }
  return { settings, app, platform, notify };
}

export function encryptResource(apiV3Key: string, plain: string) {
  const nonce = randomBytes(6).toString('hex');
  const associated = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: enc.toString('base64'),
    nonce,
    associated_data: associated,
    original_type: 'transaction',
  };
}

export function makeWechat() {
  const merchant = makeRsaKeys();
  const platform = makeSelfSignedCert();
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII bytes
  const settings = {
    appId: 'wx0000000000000001',
    mchId: '1900000001',
    serialNo: 'MERCHANTSERIAL01',
    privateKey: merchant.privateKeyPem,
    apiV3Key,
    platformCerts: { [platform.serial]: platform.certPem },
    apiBase: '',
  };

  function signedHeaders(
    body: string,
    signer = platform.privateKey,
    timestamp = Math.floor(Date.now() / 1000),
  ) {
    const nonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(signer, 'base64');
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': platform.serial,
    };
  }

  function transaction(orderNo: string, totalFen: number, over: Record<string, unknown> = {}) {
    return {
      appid: settings.appId,
      mchid: settings.mchId,
      out_trade_no: orderNo,
      transaction_id: `4200${randomBytes(8).toString('hex')}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      amount: { total: totalFen, payer_total: totalFen, currency: 'CNY' },
      ...over,
    };
  }

  /** A payment notification: JSON body with the encrypted transaction, signed headers. */
  function notify(
    trade: object,
    opts: { key?: string; timestamp?: number; signer?: typeof platform.privateKey } = {},
  ) {
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(opts.key ?? apiV3Key, JSON.stringify(trade)),
    });
    return {
      body,
      headers: { 'content-type': 'application/json', ...signedHeaders(body, opts.signer, opts.timestamp) },
    };
  }

  /** The two API calls we make (native order, query by out_trade_no), answering like WeChat Pay, signed. */
  const paid = new Map<string, number>();
  const requests: { method: string; url: string; authorization: string; body: string }[] = [];
  let server: Server | undefined;
  async function start(): Promise<void> {
    const s = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: String(req.headers.authorization ?? ''),
          body,
        });
        const reply = (status: number, data: object) => {
          const text = JSON.stringify(data);
          res.writeHead(status, { 'content-type': 'application/json', ...signedHeaders(text) });
          res.end(text);
        };
        if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
          return reply(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` });
        }
        const m = /^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(\d+)$/.exec(req.url ?? '');
        if (req.method === 'GET' && m) {
          const orderNo = decodeURIComponent(m[1]);
          const total = paid.get(orderNo);
          if (total === undefined)
            return reply(200, { ...transaction(orderNo, 0), trade_state: 'NOTPAY', transaction_id: '' });
          return reply(200, transaction(orderNo, total));
        }
        reply(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      });
    });
    server = s;
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    settings.apiBase = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  }
  async function stop(): Promise<void> {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  return { settings, merchant, platform, notify, transaction, start, stop, paid, requests };
}
