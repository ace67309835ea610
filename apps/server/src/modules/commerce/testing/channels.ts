import { createCipheriv, createSign, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
import { alipaySignContent, rsa2Sign, rsa2Verify } from '../../../providers/payment/alipay';
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

  /*
   * A fake gateway for the calls we make (alipay.trade.query, alipay.trade.refund): it checks the request's
   * RSA2 signature with the app's public key and signs its answer node with the stand-in Alipay key.
   * `answers[method]` overrides the node; `signWith` forges the answer's signature.
   */
  const requests: { method: string; biz: Record<string, unknown>; signOk: boolean }[] = [];
  const answers: Record<string, Record<string, string> | undefined> = {};
  const fake = { signWith: platform.privateKeyPem };
  let server: Server | undefined;
  function answer(method: string, biz: Record<string, unknown>, signOk: boolean): Record<string, string> {
    if (!signOk)
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      };
    const override = answers[method];
    if (override) return override;
    if (method === 'alipay.trade.refund')
      return {
        code: '10000',
        msg: 'Success',
        trade_no: `2026${randomBytes(6).toString('hex')}`,
        out_trade_no: String(biz.out_trade_no),
        fund_change: 'Y',
        refund_fee: String(biz.refund_amount),
      };
    return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
  }
  async function start(): Promise<void> {
    const s = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(body));
        const signOk = rsa2Verify(app.publicKeyPem, alipaySignContent(params), params.sign ?? '');
        const biz = JSON.parse(params.biz_content || '{}') as Record<string, unknown>;
        requests.push({ method: params.method ?? '', biz, signOk });
        const node = JSON.stringify(answer(params.method ?? '', biz, signOk));
        const key = `${(params.method ?? 'error').replaceAll('.', '_')}_response`;
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(`{"${key}":${node},"sign":"${rsa2Sign(fake.signWith, node)}"}`);
      });
    });
    server = s;
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    settings.gateway = `http://127.0.0.1:${(s.address() as AddressInfo).port}/gateway.do`;
  }
  async function stop(): Promise<void> {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  return { settings, app, platform, notify, start, stop, requests, answers, fake };
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
  /** How the fake answers refunds: a refusal, the refund status, or a forged signer. */
  const refund: {
    refusal?: { status: number; body: object };
    status: string;
    signer?: typeof platform.privateKey;
  } = { status: 'PROCESSING' };
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
        if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
          if (refund.refusal) return reply(refund.refusal.status, refund.refusal.body);
          const asked = JSON.parse(body) as { out_refund_no: string; out_trade_no: string; amount: object };
          const text = JSON.stringify({
            refund_id: `5030${randomBytes(8).toString('hex')}`,
            out_refund_no: asked.out_refund_no,
            out_trade_no: asked.out_trade_no,
            status: refund.status,
            amount: asked.amount,
          });
          res.writeHead(200, { 'content-type': 'application/json', ...signedHeaders(text, refund.signer) });
          return res.end(text);
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
  return { settings, merchant, platform, notify, transaction, start, stop, paid, requests, refund };
}
