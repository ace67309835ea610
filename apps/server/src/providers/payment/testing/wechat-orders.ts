import { randomBytes } from 'node:crypto';
import { alnum, digits, type FakeClock, rfc3339Beijing } from './fake-http';

/*
 * WeChat Pay orders (Native / H5 / JSAPI 下单), the query by out_trade_no and the close, as its v3 docs
 * describe them:
 * - out_trade_no: 6–32 characters of digits, letters and _-|*; notify_url: https, no query (http is let
 *   through for 127.0.0.1/localhost only, because tests run there); amount.total in fen, ≥ 1; time_expire
 *   RFC 3339 with an offset ("yyyy-MM-DDTHH:mm:ss+TIMEZONE"), never earlier than one minute after the order
 *   (an earlier one is moved there); after it the buyer cannot pay, but the trade stays NOTPAY until closed.
 * - Ordering the same out_trade_no again with the same parameters answers the same trade (the docs: "可使用原参数
 *   重新请求下单接口"); other parameters or another trade type is 403 OUT_TRADE_NO_USED 商户订单号重复; a closed
 *   trade is 400 ORDER_CLOSED. Unsure: the answer for a paid one (400 ORDERPAID here, the close API's code).
 * - H5 needs scene_info.payer_client_ip and scene_info.h5_info.type; its h5_url works 5 minutes. JSAPI needs
 *   payer.openid of this AppID (the fake knows openids it handed out). prepay_id and code_url live 2 hours.
 * - Close answers 204, also for a trade already closed (re-entrant); a paid trade is ORDERPAID (the docs list
 *   the code; unsure: its HTTP status, 400 here). Query of an unknown number: 404 ORDER_NOT_EXIST.
 */

export type TradeType = 'NATIVE' | 'MWEB' | 'JSAPI';
export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';

export interface FakeWechatTransaction {
  outTradeNo: string;
  tradeType: TradeType;
  appid: string;
  mchid: string;
  description: string;
  total: number;
  notifyUrl: string;
  attach?: string;
  timeExpire?: string;
  expiresAt?: number;
  openid?: string;
  prepayId: string;
  codeUrl?: string;
  h5Url?: string;
  /** The latest (re-)order: code_url / prepay_id live 2 h, h5_url 5 min from it. */
  orderedAt: number;
  createdAt: number;
  state: TradeState;
  transactionId?: string;
  successTime?: number;
  payerOpenid?: string;
  fingerprint: string;
}

export interface WechatBook {
  clock: FakeClock;
  appId: string;
  mchId: string;
  /** http://127.0.0.1:PORT of the fake, for h5_url. */
  base(): string;
  transactions: Map<string, FakeWechatTransaction>;
  knownOpenids: Set<string>;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export const fail = (status: number, code: string, message: string, detail?: object): ApiAnswer => ({
  status,
  body: detail ? { code, message, detail } : { code, message },
});

const param = (field: string, value: unknown, issue: string) =>
  fail(400, 'PARAM_ERROR', '参数错误', { field, value, issue, location: 'body' });

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

export const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

export function notifyUrlOk(s: unknown): boolean {
  if (typeof s !== 'string' || s.length > 255) return false;
  try {
    const u = new URL(s);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
    return (u.protocol === 'https:' || (u.protocol === 'http:' && local)) && !u.search && !u.hash;
  } catch {
    return false;
  }
}

/** POST /v3/pay/transactions/{native,h5,jsapi}, after the signature checked out. */
export function createOrder(book: WechatBook, type: TradeType, body: unknown, authMchid: string): ApiAnswer {
  const b = obj(body);
  if (typeof b.appid !== 'string') return param('/appid', b.appid, '必填');
  if (typeof b.mchid !== 'string' || b.mchid !== authMchid)
    return param('/mchid', b.mchid, '与请求头 Authorization 中的 mchid 不一致');
  if (b.appid !== book.appId) return fail(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配');
  if (typeof b.description !== 'string' || !b.description || [...b.description].length > 127) {
    return param('/description', b.description, '长度 1 到 127 个字符');
  }
  if (typeof b.out_trade_no !== 'string' || !OUT_TRADE_NO.test(b.out_trade_no)) {
    return param('/out_trade_no', b.out_trade_no, '6 到 32 个字符，只能是数字、大小写字母和 _-|*');
  }
  if (!notifyUrlOk(b.notify_url)) return param('/notify_url', b.notify_url, '须为 https 地址，不能携带参数');
  const amount = obj(b.amount);
  if (!Number.isInteger(amount.total) || (amount.total as number) < 1)
    return param('/amount/total', amount.total, '须为正整数（分）');
  if (amount.currency !== undefined && amount.currency !== 'CNY')
    return param('/amount/currency', amount.currency, '只支持 CNY');
  if (b.attach !== undefined && (typeof b.attach !== 'string' || b.attach.length > 128))
    return param('/attach', b.attach, '最长 128 个字符');
  let expiresAt: number | undefined;
  if (b.time_expire !== undefined) {
    expiresAt =
      typeof b.time_expire === 'string' && RFC3339.test(b.time_expire)
        ? Date.parse(b.time_expire)
        : Number.NaN;
    if (Number.isNaN(expiresAt))
      return param('/time_expire', b.time_expire, '须为 RFC 3339 格式，如 2015-05-20T13:29:35+08:00');
  }
  const scene = obj(b.scene_info);
  if (type === 'MWEB') {
    if (typeof scene.payer_client_ip !== 'string' || !scene.payer_client_ip)
      return param('/scene_info/payer_client_ip', scene.payer_client_ip, '必填');
    if (typeof obj(scene.h5_info).type !== 'string')
      return param('/scene_info/h5_info/type', obj(scene.h5_info).type, '必填');
  }
  const openid = obj(b.payer).openid;
  if (type === 'JSAPI') {
    if (typeof openid !== 'string' || !openid) return param('/payer/openid', openid, '必填');
    if (!book.knownOpenids.has(openid)) return fail(400, 'OPENID_MISMATCH', 'openid和appid不匹配');
  }
  const fingerprint = JSON.stringify([
    type,
    b.appid,
    b.mchid,
    b.description,
    amount.total,
    b.notify_url,
    b.attach,
    b.time_expire,
    openid,
    obj(scene.h5_info).type,
  ]);
  const now = book.clock.now();
  const existing = book.transactions.get(b.out_trade_no);
  if (existing) {
    if (existing.fingerprint !== fingerprint) return fail(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
    if (existing.state === 'CLOSED') return fail(400, 'ORDER_CLOSED', '订单已关闭');
    if (existing.state !== 'NOTPAY') return fail(400, 'ORDERPAID', '该订单已支付');
    existing.orderedAt = now;
    return { status: 200, body: orderAnswer(existing) };
  }
  const prepayId = `wx${rfc3339Beijing(now).slice(0, 19).replace(/\D/g, '')}${randomBytes(10).toString('hex')}`;
  const t: FakeWechatTransaction = {
    outTradeNo: b.out_trade_no,
    tradeType: type,
    appid: b.appid,
    mchid: b.mchid,
    description: b.description,
    total: amount.total as number,
    notifyUrl: b.notify_url as string,
    attach: b.attach as string | undefined,
    timeExpire: b.time_expire as string | undefined,
    expiresAt: expiresAt === undefined ? undefined : Math.max(expiresAt, now + 60_000),
    openid: typeof openid === 'string' ? openid : undefined,
    prepayId,
    codeUrl: type === 'NATIVE' ? `weixin://wxpay/bizpayurl?pr=${alnum(7)}` : undefined,
    h5Url:
      type === 'MWEB'
        ? `${book.base()}/fake/wechat/h5?prepay_id=${prepayId}&package=${digits(10)}`
        : undefined,
    orderedAt: now,
    createdAt: now,
    state: 'NOTPAY',
    fingerprint,
  };
  book.transactions.set(t.outTradeNo, t);
  return { status: 200, body: orderAnswer(t) };
}

function orderAnswer(t: FakeWechatTransaction): Json {
  if (t.tradeType === 'NATIVE') return { code_url: t.codeUrl };
  if (t.tradeType === 'MWEB') return { h5_url: t.h5Url };
  return { prepay_id: t.prepayId };
}

const STATE_DESC: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭',
  REFUND: '转入退款',
};

/** The transaction as the query answers it and the TRANSACTION.SUCCESS notification carries it. */
export function transactionJson(t: FakeWechatTransaction): Json {
  const paid = t.state === 'SUCCESS' || t.state === 'REFUND';
  return {
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.outTradeNo,
    ...(paid ? { transaction_id: t.transactionId } : {}),
    trade_type: t.tradeType,
    trade_state: t.state,
    trade_state_desc: STATE_DESC[t.state],
    ...(paid ? { bank_type: 'OTHERS', success_time: rfc3339Beijing(t.successTime ?? 0) } : {}),
    attach: t.attach ?? '',
    payer: paid ? { openid: t.payerOpenid } : {},
    amount: paid
      ? { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' }
      : { total: t.total, currency: 'CNY', payer_currency: 'CNY' },
  };
}

export function query(
  book: WechatBook,
  t: FakeWechatTransaction | undefined,
  mchid: string | null,
): ApiAnswer {
  if (mchid !== book.mchId)
    return fail(400, 'PARAM_ERROR', '参数错误', {
      field: 'mchid',
      value: mchid,
      issue: '商户号不正确',
      location: 'query',
    });
  return t ? { status: 200, body: transactionJson(t) } : fail(404, 'ORDER_NOT_EXIST', '订单不存在');
}

export function close(book: WechatBook, t: FakeWechatTransaction | undefined, body: unknown): ApiAnswer {
  if (obj(body).mchid !== book.mchId) return param('/mchid', obj(body).mchid, '商户号不正确');
  if (!t) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
  if (t.state === 'SUCCESS' || t.state === 'REFUND') return fail(400, 'ORDERPAID', '订单已支付');
  t.state = 'CLOSED';
  return { status: 204 };
}

/** Why this trade cannot be paid now, or undefined. */
export function unpayable(book: WechatBook, t: FakeWechatTransaction): string | undefined {
  const now = book.clock.now();
  if (t.state === 'SUCCESS' || t.state === 'REFUND') return '该订单已支付';
  if (t.state === 'CLOSED') return '订单已关闭';
  if (t.expiresAt !== undefined && now >= t.expiresAt) return '订单已过支付截止时间，不能支付';
  if (now - t.orderedAt > 2 * 3_600_000) return '支付请求已过期（prepay_id 有效期 2 小时）';
  return undefined;
}

export function markPaid(book: WechatBook, t: FakeWechatTransaction, payerOpenid: string): void {
  t.state = 'SUCCESS';
  t.transactionId = `42000${digits(23)}`;
  t.successTime = book.clock.now();
  t.payerOpenid = payerOpenid;
}
