import type { WechatSettings } from '../settings';
import { type FailureMode, FailureQueue, FakeClock, startServer } from './fake-http';
import { type FakeWechatRequest, type WechatAnswer, wechatApi } from './wechat-api';
import type { Signer } from './wechat-crypto';
import { newPlatformCert, openidFor, wechatKeys } from './wechat-keys';
import {
  acknowledged,
  buildNotification,
  type NotifyOptions,
  type OutgoingNotification,
} from './wechat-notify';
import * as orders from './wechat-orders';
import { handlePage, type PagesContext } from './wechat-pages';
import { type FakeWechatRefund, REFUND_EVENTS, type RefundBehaviour, refundResource } from './wechat-refunds';

/*
 * A stand-in for WeChat Pay API v3 (and the official account's OAuth), written from WeChat Pay's public
 * documentation and independent of our own payment code (nothing from providers/payment/*.ts or
 * modules/commerce is imported). It checks the merchant's Authorization signature, answers signed (platform
 * certificate or WeChat Pay public key), serves the certificate download, orders, query, close and refunds,
 * sends encrypted signed notifications and plays the buyer's side in wechat-pages.ts. The rules mirrored are
 * described in wechat-crypto.ts, wechat-orders.ts, wechat-refunds.ts and wechat-notify.ts.
 *
 * Signing mode, from the docs on the WeChat Pay public key (微信支付公钥): a merchant that has only the public
 * key (no platform certificate ever issued) gets every answer signed with it, Wechatpay-Serial = its
 * PUB_KEY_ID_…, whether or not the request carried `Wechatpay-Serial: PUB_KEY_ID_…`; a request naming another
 * id is 400 INVALID_REQUEST. Its /v3/certificates is 404 RESOURCE_NOT_EXISTS "无可用的平台证书…". (During a
 * switch from certificates to the key, not mirrored here, the answer follows the request's Wechatpay-Serial.)
 * Unsure: the docs say every answer is signed; probes of the live API found 4xx answers without signature
 * headers. The fake signs its error answers too (only the empty 404/405 are unsigned).
 */

export type { FakeWechatRequest, WechatAnswer } from './wechat-api';
export type { FakeWechatTransaction } from './wechat-orders';
export type { FakeWechatRefund, RefundBehaviour } from './wechat-refunds';

/** Exactly what the site stores as its `payment.wechat` setting: on, with every method, the key only in key mode. */
export type FakeWechatSettings = Omit<
  WechatSettings,
  'enabled' | 'publicKeyId' | 'publicKey' | 'native' | 'h5' | 'jsapi'
> & {
  enabled: true;
  publicKeyId?: string;
  publicKey?: string;
  native: true;
  h5: true;
  jsapi: true;
};

export interface FakeWechatNotification extends OutgoingNotification {
  kind: 'transaction' | 'refund';
  eventType: string;
  outTradeNo: string;
  outRefundNo?: string;
  status: number;
  answer: string;
  ok: boolean;
  error?: string;
  at: number;
}

export async function startFakeWechat(
  options: { mode?: 'certificate' | 'publicKey'; refund?: RefundBehaviour; notifyRetries?: number } = {},
) {
  const mode = options.mode ?? 'certificate';
  const keys = await wechatKeys(mode);
  const clock = new FakeClock();
  const refunds = new Map<string, FakeWechatRefund>();
  const requests: FakeWechatRequest[] = [];
  const notifications: FakeWechatNotification[] = [];
  const failures = new FailureQueue<WechatAnswer>();
  let refundBehaviour: RefundBehaviour = options.refund ?? 'PROCESSING';
  let base = '';
  const book: orders.WechatBook = {
    clock,
    appId: keys.appId,
    mchId: keys.mchId,
    base: () => base,
    transactions: new Map(),
    knownOpenids: new Set(),
  };

  /** Who signs now: the newest platform certificate, or the public key. */
  function signer(): Signer {
    if (keys.publicKey) return { key: keys.publicKey.keys.privateKey, serial: keys.publicKey.id };
    const current = keys.platform[keys.platform.length - 1];
    return { key: current.cert.privateKey, serial: current.cert.serial };
  }

  async function deliver(
    kind: 'transaction' | 'refund',
    n: OutgoingNotification,
    ids: { eventType: string; outTradeNo: string; outRefundNo?: string },
  ) {
    let record: FakeWechatNotification | undefined;
    for (let attempt = 0; attempt <= (options.notifyRetries ?? 0) && !record?.ok; attempt++) {
      const r = await server.post(n.url, n.body, n.headers);
      record = {
        kind,
        ...ids,
        ...n,
        status: r.status,
        answer: r.text,
        error: r.error,
        ok: acknowledged(r.status, r.text),
        at: Date.now(),
      };
      notifications.push(record);
    }
    return record as FakeWechatNotification;
  }

  const defaults = () => ({ apiV3Key: keys.apiV3Key, signer: signer(), now: clock.now() });
  const transactionNotification = (t: orders.FakeWechatTransaction, o?: NotifyOptions) =>
    buildNotification(
      t.notifyUrl,
      { type: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction' },
      orders.transactionJson(t),
      defaults(),
      o,
    );
  function refundNotification(r: FakeWechatRefund, o?: NotifyOptions) {
    const [type, summary] = REFUND_EVENTS[r.status === 'PROCESSING' ? 'SUCCESS' : r.status];
    return buildNotification(
      r.notifyUrl ?? '',
      { type, summary, originalType: 'refund' },
      refundResource(r, keys.mchId),
      defaults(),
      o,
    );
  }
  const sendRefundNotification = (r: FakeWechatRefund) => {
    const n = refundNotification(r);
    const eventType = JSON.parse(n.body).event_type as string;
    return deliver('refund', n, { eventType, outTradeNo: r.outTradeNo, outRefundNo: r.outRefundNo });
  };

  async function payTransaction(t: orders.FakeWechatTransaction, openid: string, notify = true) {
    const refused = orders.unpayable(book, t);
    if (refused) return { refused };
    orders.markPaid(book, t, openid);
    if (!notify) return {};
    const ids = { eventType: 'TRANSACTION.SUCCESS', outTradeNo: t.outTradeNo };
    return { notification: await deliver('transaction', transactionNotification(t), ids) };
  }

  const pages: PagesContext = {
    book,
    merchantPublicKey: keys.merchant.publicKey,
    officialAccount: keys.officialAccount,
    pay: async (t, openid) => (await payTransaction(t, openid)).refused,
    oauthCodes: new Map(),
  };

  const v3 = wechatApi({
    keys,
    book,
    refunds,
    requests,
    failures,
    signer,
    refundBehaviour: () => refundBehaviour,
    refundSucceeded: (r) => void sendRefundNotification(r),
  });
  const server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/v3/')) return v3(req, res, url);
    if (!(await handlePage(pages, req, res, url))) res.writeHead(404).end();
  });
  base = server.base;

  function transaction(outTradeNo: string) {
    const t = book.transactions.get(outTradeNo);
    if (!t) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`);
    return t;
  }
  async function buyerPays(t: orders.FakeWechatTransaction, o: { notify?: boolean; person?: string }) {
    const openid = t.openid ?? openidFor(keys.appId, o.person ?? 'buyer');
    const { refused, notification } = await payTransaction(t, openid, o.notify ?? true);
    if (refused) throw new Error(`fake WeChat Pay: ${t.outTradeNo} cannot be paid: ${refused}`);
    return { transaction: t, notification };
  }
  function refund(outRefundNo: string) {
    const r = refunds.get(outRefundNo);
    if (!r) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`);
    return r;
  }

  const publicKey = keys.publicKey;
  return {
    apiBase: base,
    settings: {
      enabled: true,
      appId: keys.appId,
      mchId: keys.mchId,
      serialNo: keys.merchant.serial,
      privateKey: keys.merchant.privateKeyPem,
      apiV3Key: keys.apiV3Key,
      verifyMode: mode,
      ...(publicKey ? { publicKeyId: publicKey.id, publicKey: publicKey.keys.publicKeyPem } : {}),
      apiBase: base,
      native: true,
      h5: true,
      jsapi: true,
    } satisfies FakeWechatSettings as FakeWechatSettings,
    /** What the site stores in `socialite.wechat_app`, pointing at this fake. */
    officialAccount: { ...keys.officialAccount, oauth_base: base, api_base: base },
    keys,
    transactions: book.transactions,
    refunds,
    requests,
    notifications,
    /** The serial (or public key id) answers are signed with now. */
    currentSerial: () => signer().serial,
    /** A buyer pays (for JSAPI the openid the order was made for); `notify: false` loses the notification. */
    pay: (outTradeNo: string, o: { notify?: boolean; person?: string } = {}) =>
      buyerPays(transaction(outTradeNo), o),
    /** A person scans the Native QR code and pays. */
    payCodeUrl(codeUrl: string, o: { notify?: boolean; person?: string } = {}) {
      const t = [...book.transactions.values()].find((x) => x.codeUrl === codeUrl);
      if (!t) throw new Error(`fake WeChat Pay: no trade for ${codeUrl}`);
      return buyerPays(t, o);
    },
    /** The TRANSACTION.SUCCESS notification for the trade as it is (body and headers), to inject directly. */
    notificationFor: (outTradeNo: string, o?: NotifyOptions) =>
      transactionNotification(transaction(outTradeNo), o),
    refundNotificationFor: (outRefundNo: string, o?: NotifyOptions) =>
      refundNotification(refund(outRefundNo), o),
    /** Sends (again, or forged) the payment notification to the trade's notify_url. */
    notify: (outTradeNo: string, o?: NotifyOptions) => {
      const t = transaction(outTradeNo);
      return deliver('transaction', transactionNotification(t, o), {
        eventType: 'TRANSACTION.SUCCESS',
        outTradeNo,
      });
    },
    /** Ends a PROCESSING refund and sends REFUND.SUCCESS / ABNORMAL / CLOSED to its notify_url, if any. */
    async completeRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED') {
      const r = refund(outRefundNo);
      r.status = status;
      if (status === 'SUCCESS') r.successTime = clock.now();
      return r.notifyUrl ? sendRefundNotification(r) : undefined;
    },
    /** How refund applications are answered from now on (default PROCESSING). */
    setRefundBehaviour(b: RefundBehaviour) {
      refundBehaviour = b;
    },
    /** A new platform certificate signs from now on; the old one stays listed for 24 h (certificate mode). */
    async rotateCertificate() {
      if (keys.publicKey) throw new Error('fake WeChat Pay: public-key mode has no platform certificates');
      const next = await newPlatformCert(keys.ca, keys.mchId);
      for (const p of keys.platform) p.expiresAt = Math.min(p.expiresAt, clock.now() + 86_400_000);
      keys.platform.push(next);
      return { serial: next.cert.serial, certPem: next.cert.certPem };
    },
    /** The openid a person has under the merchant's AppID (and the fake accepts for JSAPI from then on). */
    openidOf(person: string) {
      const openid = openidFor(keys.appId, person);
      book.knownOpenids.add(openid);
      return openid;
    },
    /** Makes the next call of a route ('certificates', 'native', 'h5', 'jsapi', 'query', 'query-by-id', 'close', 'refund', 'refund-query', '*') fail. */
    failNext(route: string, failure: FailureMode<WechatAnswer>) {
      failures.add(route, failure);
    },
    advanceTime: (ms: number) => clock.advance(ms),
    close: () => server.close(),
  };
}

export type FakeWechat = Awaited<ReturnType<typeof startFakeWechat>>;
