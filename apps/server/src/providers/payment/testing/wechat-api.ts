import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FailureMode, type FailureQueue, readBody, rfc3339Beijing } from './fake-http';
import { checkRequestSignature, encrypt, type Signer, signedHeaders } from './wechat-crypto';
import type { WechatKeySet } from './wechat-keys';
import * as orders from './wechat-orders';
import { applyRefund, type FakeWechatRefund, type RefundBehaviour, refundJson } from './wechat-refunds';

/*
 * The fake's /v3 API: routing, the checks every request goes through (in the live API's order: the User-Agent
 * and Accept headers on the certificate and refund APIs, the Authorization signature, the Wechatpay-Serial
 * named in public-key mode), the one-shot failures tests ask for, and signed answers. Unknown paths answer 404
 * and known paths with another method 405, both with an empty body as WeChat Pay does.
 */

export interface FakeWechatRequest {
  route: string;
  method: string;
  url: string;
  body: unknown;
  signOk: boolean;
  status: number;
  at: number;
}

/** A given answer for failNext; signed with the current key unless `signer` says otherwise. */
export interface WechatAnswer {
  status?: number;
  body?: unknown;
  signer?: Signer | 'none';
}

const V3_ROUTES: Array<[string, RegExp, string]> = [
  ['GET', /^\/v3\/certificates$/, 'certificates'],
  ['POST', /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/, 'order'],
  ['GET', /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/, 'query'],
  ['GET', /^\/v3\/pay\/transactions\/id\/([^/]+)$/, 'query-by-id'],
  ['POST', /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/, 'close'],
  ['POST', /^\/v3\/refund\/domestic\/refunds$/, 'refund'],
  ['GET', /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/, 'refund-query'],
];
const TRADE_TYPES = { native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' } as const;

export interface ApiDeps {
  keys: WechatKeySet;
  book: orders.WechatBook;
  refunds: Map<string, FakeWechatRefund>;
  requests: FakeWechatRequest[];
  failures: FailureQueue<WechatAnswer>;
  /** Who signs answers now. */
  signer(): Signer;
  refundBehaviour(): RefundBehaviour;
  /** A refund accepted as SUCCESS at once: its notification goes out. */
  refundSucceeded(r: FakeWechatRefund): void;
}

export function wechatApi(d: ApiDeps) {
  const { keys, book, refunds, requests, failures } = d;
  const merchant = { mchId: keys.mchId, serialNo: keys.merchant.serial, publicKey: keys.merchant.publicKey };

  function send(res: ServerResponse, a: { status: number; body?: unknown }, how: WechatAnswer = {}): void {
    const text = a.status === 204 || a.body === undefined ? '' : JSON.stringify(a.body);
    const headers: Record<string, string> = { 'Request-ID': randomUUID() };
    if (text) headers['Content-Type'] = 'application/json; charset=utf-8';
    if (how.signer !== 'none') Object.assign(headers, signedHeaders(how.signer ?? d.signer(), text));
    res.writeHead(a.status, headers);
    res.end(text);
  }

  function certificates(): orders.ApiAnswer {
    if (!keys.publicKey) {
      const now = book.clock.now();
      const data = keys.platform
        .filter((p) => p.expiresAt > now)
        .map((p) => ({
          serial_no: p.cert.serial,
          effective_time: rfc3339Beijing(p.effectiveAt),
          expire_time: rfc3339Beijing(p.expiresAt),
          encrypt_certificate: encrypt(keys.apiV3Key, p.cert.certPem, 'certificate'),
        }));
      return { status: 200, body: { data } };
    }
    const message =
      '无可用的平台证书，请在商户平台-API安全申请使用微信支付公钥。可查看指引https://pay.weixin.qq.com/doc/v3/merchant/4012153196';
    return orders.fail(404, 'RESOURCE_NOT_EXISTS', message);
  }

  function dispatch(
    route: string,
    m: RegExpExecArray,
    url: URL,
    body: unknown,
    authMchid: string,
  ): orders.ApiAnswer {
    const param = m[1] === undefined ? '' : decodeURIComponent(m[1]);
    switch (route) {
      case 'certificates':
        return certificates();
      case 'order':
        return orders.createOrder(book, TRADE_TYPES[param as keyof typeof TRADE_TYPES], body, authMchid);
      case 'query':
        return orders.query(book, book.transactions.get(param), url.searchParams.get('mchid'));
      case 'query-by-id': {
        const t = [...book.transactions.values()].find((x) => x.transactionId === param);
        return orders.query(book, t, url.searchParams.get('mchid'));
      }
      case 'close':
        return orders.close(book, book.transactions.get(param), body);
      case 'refund': {
        const { answer, created } = applyRefund(book, refunds, body, d.refundBehaviour());
        if (created?.status === 'SUCCESS' && created.notifyUrl) d.refundSucceeded(created);
        return answer;
      }
      default: {
        const r = refunds.get(param);
        return r
          ? { status: 200, body: refundJson(r) }
          : orders.fail(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      }
    }
  }

  async function v3(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const found = V3_ROUTES.map(([method, re, route]) => ({
      method,
      route,
      m: re.exec(url.pathname),
    })).filter((x) => x.m);
    const hit = found.find((x) => x.method === req.method);
    if (!hit?.m) {
      res.writeHead(found.length ? 405 : 404).end(); // WeChat Pay answers these with an empty body
      return;
    }
    const raw = (await readBody(req)).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const route = hit.route === 'order' ? (hit.m[1] ?? 'order') : hit.route;
    const log = (signOk: boolean, status: number) =>
      requests.push({
        route,
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        signOk,
        status,
        at: Date.now(),
      });
    // Seen on the live API: the certificate and refund APIs check these headers before the signature.
    if (
      (route === 'certificates' || route.startsWith('refund')) &&
      (!req.headers['user-agent'] || !req.headers.accept)
    ) {
      log(false, 400);
      return send(res, orders.fail(400, 'INVALID_REQUEST', 'Http头缺少Accept或User-Agent'));
    }
    const authorization = req.headers.authorization;
    const refused = checkRequestSignature(
      { method: req.method ?? '', url: req.url ?? '', body: raw, authorization },
      merchant,
    );
    if (refused) {
      log(false, 401);
      return send(res, orders.fail(401, 'SIGN_ERROR', refused));
    }
    const named = req.headers['wechatpay-serial'];
    if (keys.publicKey && typeof named === 'string' && named !== keys.publicKey.id) {
      log(true, 400);
      return send(
        res,
        orders.fail(400, 'INVALID_REQUEST', 'Http头Wechatpay-Serial的值不是有效的微信支付公钥ID'),
      );
    }
    const failure: FailureMode<WechatAnswer> | undefined = failures.take(route);
    if (failure === 'timeout') return void log(true, 0); // never answered
    if (failure === 'http500') {
      log(true, 500);
      return send(res, orders.fail(500, 'SYSTEM_ERROR', '系统异常，请稍后重试'));
    }
    if (failure) {
      log(true, failure.answer.status ?? 200);
      return send(res, { status: failure.answer.status ?? 200, body: failure.answer.body }, failure.answer);
    }
    if (typeof body === 'string') {
      log(true, 400);
      return send(res, orders.fail(400, 'PARAM_ERROR', '请求体不是合法的 JSON'));
    }
    const answer = dispatch(
      hit.route,
      hit.m,
      url,
      body,
      /mchid="([^"]*)"/.exec(authorization ?? '')?.[1] ?? '',
    );
    log(true, answer.status);
    send(res, answer);
  }

  return v3;
}
