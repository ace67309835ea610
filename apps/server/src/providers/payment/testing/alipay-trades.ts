import { randomBytes } from 'node:crypto';
import {
  errors,
  formatAmount,
  type Params,
  parseAmount,
  type ResponseNode,
  success,
} from './alipay-protocol';
import { beijingTime, digits, type FakeClock } from './fake-http';

/*
 * Trades as Alipay keeps them, and the API methods that read and change them. Behaviour mirrored from
 * Alipay's documentation of alipay.trade.query / close / refund / fastpay.refund.query:
 * - A page/wap trade exists only once the buyer opened the cashier; before that query and close answer
 *   ACQ.TRADE_NOT_EXIST (the docs' own explanation of that code for 电脑网站支付).
 * - time_expire / timeout_express close an unpaid trade by themselves (TRADE_CLOSED).
 * - close works only on WAIT_BUYER_PAY; otherwise ACQ.TRADE_STATUS_ERROR (交易状态不合法).
 * - refund is idempotent per out_request_no (a repeat answers fund_change N); a repeat with another amount is
 *   ACQ.DISCORDANT_REPEAT_REQUEST; more than was paid is ACQ.REFUND_AMT_NOT_EQUAL_TOTAL (退款金额超限); an
 *   unpaid trade ACQ.TRADE_STATUS_ERROR, a closed one ACQ.TRADE_HAS_CLOSE, a finished one
 *   ACQ.TRADE_HAS_FINISHED. A full refund closes the trade (TRADE_CLOSED). A refund is also reported by a
 *   trade_status_sync notification carrying refund_fee / gmt_refund / out_biz_no — when the trade's new state
 *   notifies at all (see notifiesOn).
 * - Which states notify depends on the product (the docs' "异步通知触发条件"): PC page pay only TRADE_SUCCESS
 *   (a partial refund "refreshes" it and notifies again); wap pay also TRADE_CLOSED and TRADE_FINISHED
 *   (unsure: one Alipay answer leaves TRADE_FINISHED out for wap). Not mirrored: the TRADE_CLOSED notification
 *   of a wap trade that times out by itself (the fake has no timers; a close by alipay.trade.close notifies).
 * - fastpay.refund.query answers refund_status REFUND_SUCCESS for a refund made; for a refund number it
 *   never saw it answers 10000 without refund fields (the docs: "没有查询到则代表未退款成功"). Unsure: the
 *   exact fields of that empty answer.
 */

export type AlipayTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

export interface FakeAlipayRefund {
  outRequestNo: string;
  fen: number;
  refundAmount: string;
  reason?: string;
  at: number;
}

export interface FakeAlipayTrade {
  outTradeNo: string;
  tradeNo: string;
  method: 'alipay.trade.page.pay' | 'alipay.trade.wap.pay';
  subject: string;
  totalAmount: string;
  totalFen: number;
  status: AlipayTradeStatus;
  /** Closed before payment: by alipay.trade.close, by its expiry, or by a full refund afterwards. */
  closed: false | 'merchant' | 'expiry' | 'refund';
  expiresAt?: number;
  notifyUrl?: string;
  returnUrl?: string;
  createdAt: number;
  paidAt?: number;
  buyerId: string;
  buyerLogonId: string;
  refunds: FakeAlipayRefund[];
}

export interface TradeBook {
  clock: FakeClock;
  trades: Map<string, FakeAlipayTrade>;
  /** Sends a trade_status_sync notification with extra fields, without waiting (refunds). */
  notifyLater(trade: FakeAlipayTrade, extra: Params): void;
}

/** The trade as it is now: an unpaid trade past its expiry is closed. */
export function look(book: TradeBook, trade: FakeAlipayTrade | undefined): FakeAlipayTrade | undefined {
  if (
    trade?.status === 'WAIT_BUYER_PAY' &&
    trade.expiresAt !== undefined &&
    book.clock.now() >= trade.expiresAt
  ) {
    trade.status = 'TRADE_CLOSED';
    trade.closed = 'expiry';
  }
  return trade;
}

export function findTrade(book: TradeBook, biz: Record<string, unknown>): FakeAlipayTrade | undefined {
  if (typeof biz.out_trade_no === 'string') return look(book, book.trades.get(biz.out_trade_no));
  if (typeof biz.trade_no === 'string')
    return look(
      book,
      [...book.trades.values()].find((t) => t.tradeNo === biz.trade_no),
    );
  return undefined;
}

export function newTrade(
  book: TradeBook,
  fields: Omit<
    FakeAlipayTrade,
    'tradeNo' | 'status' | 'closed' | 'createdAt' | 'buyerId' | 'buyerLogonId' | 'refunds'
  >,
): FakeAlipayTrade {
  const now = book.clock.now();
  const trade: FakeAlipayTrade = {
    ...fields,
    // 28 digits starting with the date, like Alipay's trade numbers.
    tradeNo: `${beijingTime(now).slice(0, 10).replaceAll('-', '')}22001${digits(15)}`,
    status: 'WAIT_BUYER_PAY',
    closed: false,
    createdAt: now,
    buyerId: `2088${digits(12)}`,
    buyerLogonId: `1${digits(2)}******${digits(2)}`,
    refunds: [],
  };
  book.trades.set(trade.outTradeNo, trade);
  return trade;
}

/** Whether Alipay sends a notification when a trade of this product reaches this state. */
export function notifiesOn(t: FakeAlipayTrade): boolean {
  return t.method === 'alipay.trade.wap.pay' ? t.status !== 'WAIT_BUYER_PAY' : t.status === 'TRADE_SUCCESS';
}

export function markPaid(book: TradeBook, trade: FakeAlipayTrade): void {
  trade.status = 'TRADE_SUCCESS';
  trade.paidAt = book.clock.now();
}

export const refundedFen = (t: FakeAlipayTrade): number => t.refunds.reduce((sum, r) => sum + r.fen, 0);

const paid = (t: FakeAlipayTrade) =>
  t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED' || t.closed === 'refund';

function ids(t: FakeAlipayTrade): ResponseNode {
  return { trade_no: t.tradeNo, out_trade_no: t.outTradeNo };
}

const notExist = (biz: Record<string, unknown>, extra: ResponseNode = {}) =>
  errors.business('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: biz.out_trade_no, ...extra });

function query(book: TradeBook, biz: Record<string, unknown>): ResponseNode {
  const t = findTrade(book, biz);
  if (!t) {
    return notExist(biz, {
      buyer_pay_amount: '0.00',
      invoice_amount: '0.00',
      point_amount: '0.00',
      receipt_amount: '0.00',
    });
  }
  const money = paid(t) ? t.totalAmount : '0.00';
  return success({
    ...ids(t),
    buyer_logon_id: t.buyerLogonId,
    trade_status: t.status,
    total_amount: t.totalAmount,
    buyer_pay_amount: money,
    receipt_amount: money,
    invoice_amount: money,
    point_amount: '0.00',
    ...(t.paidAt && paid(t) ? { send_pay_date: beijingTime(t.paidAt), buyer_user_id: t.buyerId } : {}),
  });
}

function close(book: TradeBook, biz: Record<string, unknown>): ResponseNode {
  const t = findTrade(book, biz);
  if (!t) return notExist(biz);
  if (t.status !== 'WAIT_BUYER_PAY')
    return errors.business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法', ids(t));
  t.status = 'TRADE_CLOSED';
  t.closed = 'merchant';
  book.notifyLater(t, { gmt_close: beijingTime(book.clock.now()) });
  return success(ids(t));
}

function refund(book: TradeBook, biz: Record<string, unknown>): ResponseNode {
  const t = findTrade(book, biz);
  if (!t) return notExist(biz);
  const fen = parseAmount(biz.refund_amount);
  if (fen === undefined) return errors.business('ACQ.INVALID_PARAMETER', '参数无效', ids(t));
  // Without out_request_no Alipay takes the whole-trade refund's number to be the trade's own.
  const outRequestNo =
    typeof biz.out_request_no === 'string' && biz.out_request_no ? biz.out_request_no : t.outTradeNo;
  const before = t.refunds.find((r) => r.outRequestNo === outRequestNo);
  const answer = (fundChange: 'Y' | 'N') =>
    success({
      ...ids(t),
      buyer_logon_id: t.buyerLogonId,
      fund_change: fundChange,
      refund_fee: formatAmount(refundedFen(t)),
      gmt_refund_pay: beijingTime(before?.at ?? book.clock.now()),
      buyer_user_id: t.buyerId,
    });
  if (before) {
    return before.fen === fen
      ? answer('N')
      : errors.business('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求', ids(t));
  }
  if (t.status === 'WAIT_BUYER_PAY')
    return errors.business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法', ids(t));
  if (t.status === 'TRADE_FINISHED') return errors.business('ACQ.TRADE_HAS_FINISHED', '交易已完结', ids(t));
  if (t.status === 'TRADE_CLOSED') return errors.business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭', ids(t));
  if (refundedFen(t) + fen > t.totalFen)
    return errors.business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限', ids(t));
  const at = book.clock.now();
  const reason = typeof biz.refund_reason === 'string' ? biz.refund_reason : undefined;
  t.refunds.push({ outRequestNo, fen, refundAmount: formatAmount(fen), reason, at });
  if (refundedFen(t) === t.totalFen) {
    t.status = 'TRADE_CLOSED';
    t.closed = 'refund';
  }
  const ms = String(at % 1000).padStart(3, '0');
  book.notifyLater(t, {
    refund_fee: formatAmount(refundedFen(t)),
    gmt_refund: `${beijingTime(at)}.${ms}`,
    out_biz_no: outRequestNo,
    ...(t.status === 'TRADE_CLOSED' ? { gmt_close: beijingTime(at) } : {}),
  });
  return answer('Y');
}

function refundQuery(book: TradeBook, biz: Record<string, unknown>): ResponseNode {
  const t = findTrade(book, biz);
  if (!t) return notExist(biz);
  const outRequestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : t.outTradeNo;
  const r = t.refunds.find((x) => x.outRequestNo === outRequestNo);
  if (!r) return success({ ...ids(t), out_request_no: outRequestNo });
  return success({
    ...ids(t),
    out_request_no: r.outRequestNo,
    total_amount: t.totalAmount,
    refund_amount: r.refundAmount,
    refund_status: 'REFUND_SUCCESS',
    gmt_refund_pay: beijingTime(r.at),
  });
}

/** The API (server-to-server) methods the fake knows; the page methods are in alipay-pages.ts. */
export const apiMethods: Record<string, (book: TradeBook, biz: Record<string, unknown>) => ResponseNode> = {
  'alipay.trade.query': query,
  'alipay.trade.close': close,
  'alipay.trade.refund': refund,
  'alipay.trade.fastpay.refund.query': refundQuery,
};

export function newNotifyId(): string {
  return randomBytes(16).toString('hex');
}
