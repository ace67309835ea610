import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Small clients written by hand for fakes.test.ts, straight from the channels' documented rules and apart from
 * the fakes' own helpers (a rule the fake got wrong would otherwise be checked against itself), and apart from
 * our payment code under test.
 */

const rsa = (key: KeyObject | string, text: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
const check = (key: KeyObject | string, text: string, sig: string) =>
  createVerify('RSA-SHA256').update(text, 'utf8').verify(key, sig, 'base64');

/** Alipay: the public parameters plus the signature over every non-empty parameter but sign, sorted. */
export function alipayRequest(
  appId: string,
  key: string,
  method: string,
  biz: object,
  extra: Record<string, string> = {},
) {
  const params: Record<string, string> = {
    app_id: appId,
    method,
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: '2026-01-02 03:04:05',
    version: '1.0',
    biz_content: JSON.stringify(biz),
    ...extra,
  };
  const content = Object.keys(params)
    .sort()
    .filter((k) => params[k])
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return { ...params, sign: rsa(key, content) };
}

/** POSTs like alipay-sdk: public parameters in the query, biz_content in the form body. */
export async function alipayCall(gateway: string, params: Record<string, string>) {
  const { biz_content, ...query } = params;
  const r = await fetch(`${gateway}?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: new URLSearchParams({ biz_content }),
  });
  return r.text();
}

/** Cuts the response node out of the raw text and checks its signature; returns the parsed node. */
export function alipayAnswer(raw: string, method: string, alipayPublicKey: string) {
  const key = `"${method.replaceAll('.', '_')}_response":`;
  const start = raw.indexOf(key) + key.length;
  const end =
    raw.lastIndexOf(',"alipay_cert_sn"') > 0
      ? raw.lastIndexOf(',"alipay_cert_sn"')
      : raw.lastIndexOf(',"sign"');
  const text = raw.slice(start, end);
  const parsed = JSON.parse(raw) as { sign: string; alipay_cert_sn?: string };
  return {
    node: JSON.parse(text) as Record<string, string>,
    signOk: check(alipayPublicKey, text, parsed.sign),
    certSn: parsed.alipay_cert_sn,
  };
}

/** Alipay notifications and return parameters: sign and sign_type left out. */
export function alipayNotifyOk(params: Record<string, string>, alipayPublicKey: string): boolean {
  const content = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k])
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return check(alipayPublicKey, content, params.sign);
}

/** WeChat Pay: a request with the WECHATPAY2-SHA256-RSA2048 Authorization. */
export async function wechatCall(
  apiBase: string,
  m: { mchId: string; serialNo: string; key: KeyObject | string },
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: object,
  o: { timestamp?: number; headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const text = body ? JSON.stringify(body) : '';
  const ts = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = rsa(m.key, `${method}\n${pathAndQuery}\n${ts}\n${nonce}\n${text}\n`);
  const r = await fetch(apiBase + pathAndQuery, {
    method,
    signal: o.signal,
    body: body ? text : undefined,
    headers: {
      authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${m.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${m.serialNo}"`,
      accept: 'application/json',
      'user-agent': 'hand-made-test-client',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
  });
  return { status: r.status, headers: r.headers, text: await r.text() };
}

/** Verifies WeChat Pay's signature headers over `timestamp\nnonce\nbody\n`. */
export function wechatSignatureOk(
  headers: Headers | IncomingHttpHeaders,
  body: string,
  key: KeyObject | string,
): boolean {
  const get = (h: string) =>
    (headers instanceof Headers ? headers.get(h) : (headers[h] as string | undefined)) ?? '';
  return check(
    key,
    `${get('wechatpay-timestamp')}\n${get('wechatpay-nonce')}\n${body}\n`,
    get('wechatpay-signature'),
  );
}

/** AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag. */
export function wechatDecrypt(
  apiV3Key: string,
  r: { ciphertext: string; nonce: string; associated_data: string },
): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  d.setAAD(Buffer.from(r.associated_data, 'utf8'));
  d.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]).toString('utf8');
}

export const paySign = (key: KeyObject | string, appId: string, ts: string, nonce: string, pkg: string) =>
  rsa(key, `${appId}\n${ts}\n${nonce}\n${pkg}\n`);

/** A merchant's notify endpoint on 127.0.0.1 that records what arrives and answers as told. */
export async function receiver(answer: { status: number; body: string } = { status: 200, body: 'success' }) {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer.status).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  return {
    url,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
