import type { KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkRequest, type GatewayKeys, readParams } from './alipay-gateway';
import { alipayKeys } from './alipay-keys';
import { alipayNotifier, type FakeAlipayNotification, type SignOptions } from './alipay-notify';
import {
  CASHIER_PAY_PATH,
  cashierPay,
  errorPage,
  openCashier,
  PAGE_METHODS,
  type PageContext,
} from './alipay-pages';
import {
  envelope,
  errors,
  notifySignContent,
  type Params,
  type ResponseNode,
  responseKey,
  rsa2Sign,
} from './alipay-protocol';
import {
  apiMethods,
  type FakeAlipayTrade,
  look,
  markPaid,
  notifiesOn,
  refundedFen,
  type TradeBook,
} from './alipay-trades';
import { beijingTime, type FailureMode, FailureQueue, FakeClock, readBody, startServer } from './fake-http';

/*
 * A stand-in for Alipay's open platform gateway, written from Alipay's public documentation and independent of
 * our own payment code (nothing from providers/payment/*.ts or modules/commerce is imported): it verifies the
 * merchant's RSA2 signatures with the app's public key, answers signed with "Alipay's" key, opens cashier
 * pages for page/wap pay and posts signed notifications. The rules it follows are described in
 * alipay-protocol.ts (signing), alipay-gateway.ts (request checks), alipay-trades.ts (API methods) and
 * alipay-pages.ts (cashier).
 */

export type { FakeAlipayNotification, SignOptions } from './alipay-notify';
export type { FakeAlipayTrade } from './alipay-trades';

/** Exactly what the site stores as its `payment.alipay` setting. */
export interface FakeAlipaySettings {
  enabled: true;
  appId: string;
  sellerId: string;
  signMode: 'key' | 'cert';
  appPrivateKey: string;
  alipayPublicKey?: string;
  appCert?: string;
  alipayCert?: string;
  alipayRootCert?: string;
  gateway: string;
  page: true;
  wap: true;
}

export interface FakeAlipayRequest {
  method: string;
  biz: Record<string, unknown>;
  params: Params;
  signOk: boolean;
  /** The answer's code (10000, 40002, …), or 'page' / 'http500' / 'timeout'. */
  answered: string;
  at: number;
}

/** A given answer for failNext: the response node, signed by Alipay's key unless told otherwise. */
export interface AlipayAnswer {
  node: ResponseNode;
  signWith?: KeyObject | string;
  unsigned?: boolean;
}

export async function startFakeAlipay(options: { mode?: 'key' | 'cert' } = {}) {
  const mode = options.mode ?? 'key';
  const keys = await alipayKeys(mode);
  const clock = new FakeClock();
  const trades = new Map<string, FakeAlipayTrade>();
  const requests: FakeAlipayRequest[] = [];
  const notifications: FakeAlipayNotification[] = [];
  const failures = new FailureQueue<AlipayAnswer>();
  const signer = { key: keys.alipay.privateKey, certSn: keys.cert?.alipayCertSn };
  const gatewayKeys: GatewayKeys = { appId: keys.appId, appPublicKey: keys.app.publicKey, cert: keys.cert };

  const book: TradeBook = {
    clock,
    trades,
    notifyLater(t, extra) {
      if (notifiesOn(t)) void notifier.send(t, notifier.body(t, extra));
    },
  };
  const notifier = alipayNotifier({
    appId: keys.appId,
    sellerId: keys.sellerId,
    alipayKey: keys.alipay.privateKey,
    book,
    server: () => server,
    notifications,
  });

  async function payTrade(t: FakeAlipayTrade, notify: boolean): Promise<FakeAlipayNotification | undefined> {
    markPaid(book, t);
    return notify ? notifier.send(t, notifier.body(t)) : undefined;
  }

  const pages: PageContext = {
    book,
    appId: keys.appId,
    sellerId: keys.sellerId,
    signReturn: (p) => ({
      ...p,
      sign_type: 'RSA2',
      sign: rsa2Sign(keys.alipay.privateKey, notifySignContent(p)),
    }),
    pay: async (t) => {
      await payTrade(t, true);
    },
  };

  function answer(
    res: ServerResponse,
    method: string,
    node: ResponseNode,
    how: AlipayAnswer | undefined = undefined,
  ) {
    const known = method in apiMethods || method in PAGE_METHODS;
    const key = known ? responseKey(method) : 'error_response';
    const sign = !known || how?.unsigned ? null : { ...signer, key: how?.signWith ?? signer.key };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(envelope(key, node, sign));
  }

  async function gateway(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = await readParams(req, url);
    const method = params.method ?? '';
    const log = (signOk: boolean, biz: Record<string, unknown>, answered: string) =>
      requests.push({ method, biz, params, signOk, answered, at: Date.now() });
    const page = method in PAGE_METHODS;
    const failure: FailureMode<AlipayAnswer> | undefined = failures.take(method);
    const checked = method ? checkRequest(params, gatewayKeys) : undefined;
    if (failure === 'timeout') {
      log(checked?.signOk ?? false, checked?.biz ?? {}, 'timeout');
      return; // never answered: the caller's own timeout has to fire
    }
    if (failure === 'http500') {
      log(checked?.signOk ?? false, checked?.biz ?? {}, 'http500');
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body>500 Internal Server Error</body></html>');
      return;
    }
    if (failure) {
      const node = failure.answer.node;
      log(checked?.signOk ?? false, checked?.biz ?? {}, String(node.code));
      if (page) return errorPage(res, String(node.sub_code ?? node.code), String(node.sub_msg ?? node.msg));
      return answer(res, method, node, failure.answer);
    }
    if (!checked) {
      log(false, {}, '40001');
      return answer(res, method, errors.missing('method', '缺少方法名参数'));
    }
    if (!page && !(method in apiMethods)) {
      log(checked.signOk, checked.biz, '40002');
      return answer(res, method, errors.invalid('invalid-method', '不存在的方法名'));
    }
    if (!checked.ok) {
      log(checked.signOk, checked.biz, String(checked.node.code));
      if (page) return errorPage(res, String(checked.node.sub_code), String(checked.node.sub_msg));
      return answer(res, method, checked.node);
    }
    if (page) {
      log(true, checked.biz, 'page');
      return openCashier(pages, res, method as keyof typeof PAGE_METHODS, params, checked.biz);
    }
    const node = apiMethods[method](book, checked.biz);
    log(true, checked.biz, String(node.code));
    answer(res, method, node);
  }

  const server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gateway.do' && (req.method === 'GET' || req.method === 'POST'))
      return gateway(req, res, url);
    if (url.pathname === CASHIER_PAY_PATH && req.method === 'POST') {
      return cashierPay(pages, res, new URLSearchParams((await readBody(req)).toString('utf8')));
    }
    res.writeHead(404).end();
  });

  const gatewayUrl = `${server.base}/gateway.do`;
  const settings: FakeAlipaySettings = {
    enabled: true,
    appId: keys.appId,
    sellerId: keys.sellerId,
    signMode: mode,
    appPrivateKey: keys.app.privateKeyPem,
    ...(keys.cert
      ? {
          appCert: keys.cert.appCert,
          alipayCert: keys.cert.alipayCert,
          alipayRootCert: keys.cert.alipayRootCert,
        }
      : { alipayPublicKey: keys.alipay.publicKeyPem }),
    gateway: gatewayUrl,
    page: true,
    wap: true,
  };

  function trade(outTradeNo: string): FakeAlipayTrade {
    const t = look(book, trades.get(outTradeNo));
    if (!t)
      throw new Error(
        `fake Alipay: no trade ${outTradeNo} (a trade exists once its cashier was opened: openCashier(payUrl))`,
      );
    return t;
  }

  return {
    gateway: gatewayUrl,
    settings,
    /** Keys and SNs, for tests that sign or verify by hand (app = the merchant's, alipay = the channel's). */
    keys,
    trades,
    requests,
    notifications,
    /** Opens a page/wap pay URL (or the POST form alipay-sdk renders) as a browser would; creates the trade. */
    async openCashier(target: string | { action: string; fields: Record<string, string> }) {
      const r =
        typeof target === 'string'
          ? await fetch(target, { redirect: 'manual' })
          : await fetch(target.action, {
              method: 'POST',
              body: new URLSearchParams(target.fields),
              redirect: 'manual',
            });
      return { status: r.status, html: await r.text() };
    },
    /** A buyer pays without a browser; `notify: false` loses the notification. */
    async pay(outTradeNo: string, o: { notify?: boolean } = {}) {
      const t = trade(outTradeNo);
      if (t.status !== 'WAIT_BUYER_PAY')
        throw new Error(`fake Alipay: trade ${outTradeNo} is ${t.status}, cannot be paid`);
      return { trade: t, notification: await payTrade(t, o.notify ?? true) };
    },
    /** The signed form body of a trade_status_sync notification for the trade as it is. */
    notificationBody(
      outTradeNo: string,
      overrides: Record<string, string | undefined> = {},
      o: SignOptions = {},
    ) {
      return notifier.body(trade(outTradeNo), {}, overrides, o);
    },
    /** Sends (or resends, or forges) a notification; resolves to the merchant's answer text. */
    async notify(
      outTradeNo: string,
      overrides: Record<string, string | undefined> = {},
      o: SignOptions = {},
    ) {
      const t = trade(outTradeNo);
      return (await notifier.send(t, notifier.body(t, {}, overrides, o))).answer;
    },
    /** The trade passes its refund period: TRADE_FINISHED, no more refunds (notified for wap trades). */
    finish(outTradeNo: string) {
      const t = trade(outTradeNo);
      t.status = 'TRADE_FINISHED';
      book.notifyLater(t, { gmt_close: beijingTime(clock.now()) });
    },
    refundedFen: (outTradeNo: string) => refundedFen(trade(outTradeNo)),
    /** Makes the next call of `method` ('*' any) answer HTTP 500, never answer, or answer the given node. */
    failNext(method: string, mode: FailureMode<AlipayAnswer>) {
      failures.add(method, mode);
    },
    /** Moves the fake's clock (expiry); signatures keep the real time. */
    advanceTime: (ms: number) => clock.advance(ms),
    close: () => server.close(),
  };
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;
