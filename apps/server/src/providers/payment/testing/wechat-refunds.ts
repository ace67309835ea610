import { digits, rfc3339Beijing } from './fake-http';
import {
  type ApiAnswer,
  type FakeWechatTransaction,
  fail,
  notifyUrlOk,
  type WechatBook,
} from './wechat-orders';

/*
 * WeChat Pay refunds (申请退款 / 查询单笔退款 / 退款结果通知), from its v3 docs:
 * - POST /v3/refund/domestic/refunds with out_trade_no or transaction_id, out_refund_no (1–64 characters of
 *   digits, letters and _-|*@), amount {refund, total, currency: CNY}; optional notify_url and reason.
 * - The same out_refund_no again is the same refund ("同一退款单号多次请求只退一笔"); with other amounts it is
 *   400 INVALID_REQUEST 订单金额或退款金额与之前请求不一致，请核实后再试.
 * - An unknown or unpaid trade is 404 RESOURCE_NOT_EXISTS 订单不存在; more than is left to refund is 400
 *   INVALID_REQUEST 申请退款金额超过订单可退金额. Unsure: the answer when amount.total differs from the trade's
 *   total (400 PARAM_ERROR here).
 * - Accepted refunds are PROCESSING (the answer says only "已受理"); they end SUCCESS, ABNORMAL (the bank card
 *   refused it) or CLOSED, each reported by a REFUND.* notification to the refund's notify_url. A CLOSED refund
 *   gives its amount back to what can be refunded.
 */

export type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';

export interface FakeWechatRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  transactionId: string;
  refund: number;
  total: number;
  reason?: string;
  notifyUrl?: string;
  status: RefundStatus;
  createdAt: number;
  successTime?: number;
}

/** How the fake answers the next refund applications: accepted (PROCESSING or at once SUCCESS) or refused. */
export type RefundBehaviour = 'PROCESSING' | 'SUCCESS' | { status: number; code: string; message: string };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const param = (field: string, value: unknown, issue: string) =>
  fail(400, 'PARAM_ERROR', '参数错误', { field, value, issue, location: 'body' });

export function refundJson(r: FakeWechatRefund): Json {
  return {
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: r.transactionId,
    out_trade_no: r.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(r.successTime !== undefined ? { success_time: rfc3339Beijing(r.successTime) } : {}),
    create_time: rfc3339Beijing(r.createdAt),
    status: r.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: r.total,
      refund: r.refund,
      from: [],
      payer_total: r.total,
      payer_refund: r.refund,
      settlement_refund: r.refund,
      settlement_total: r.total,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
    promotion_detail: [],
  };
}

/** The decrypted resource of a REFUND.* notification. */
export function refundResource(r: FakeWechatRefund, mchid: string): Json {
  return {
    mchid,
    out_trade_no: r.outTradeNo,
    transaction_id: r.transactionId,
    out_refund_no: r.outRefundNo,
    refund_id: r.refundId,
    refund_status: r.status,
    ...(r.successTime !== undefined ? { success_time: rfc3339Beijing(r.successTime) } : {}),
    user_received_account: '支付用户零钱',
    amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
  };
}

export const REFUND_EVENTS: Record<Exclude<RefundStatus, 'PROCESSING'>, [string, string]> = {
  SUCCESS: ['REFUND.SUCCESS', '退款成功'],
  ABNORMAL: ['REFUND.ABNORMAL', '退款异常'],
  CLOSED: ['REFUND.CLOSED', '退款关闭'],
};

export function applyRefund(
  book: WechatBook,
  refunds: Map<string, FakeWechatRefund>,
  body: unknown,
  behaviour: RefundBehaviour,
): { answer: ApiAnswer; created?: FakeWechatRefund } {
  const b = obj(body);
  const amount = obj(b.amount);
  if (typeof b.out_refund_no !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(b.out_refund_no)) {
    return {
      answer: param('/out_refund_no', b.out_refund_no, '1 到 64 个字符，只能是数字、大小写字母和 _-|*@'),
    };
  }
  if (typeof b.out_trade_no !== 'string' && typeof b.transaction_id !== 'string') {
    return { answer: param('/out_trade_no', b.out_trade_no, 'out_trade_no 与 transaction_id 二选一') };
  }
  if (!Number.isInteger(amount.refund) || (amount.refund as number) < 1)
    return { answer: param('/amount/refund', amount.refund, '须为正整数（分）') };
  if (!Number.isInteger(amount.total) || (amount.total as number) < 1)
    return { answer: param('/amount/total', amount.total, '须为正整数（分）') };
  if (amount.currency !== 'CNY')
    return { answer: param('/amount/currency', amount.currency, '必填，只支持 CNY') };
  if (b.notify_url !== undefined && !notifyUrlOk(b.notify_url))
    return { answer: param('/notify_url', b.notify_url, '须为 https 地址，不能携带参数') };
  const before = refunds.get(b.out_refund_no);
  if (before) {
    const same = before.refund === amount.refund && before.total === amount.total;
    return {
      answer: same
        ? { status: 200, body: refundJson(before) }
        : fail(400, 'INVALID_REQUEST', '订单金额或退款金额与之前请求不一致，请核实后再试'),
    };
  }
  if (typeof behaviour === 'object')
    return { answer: fail(behaviour.status, behaviour.code, behaviour.message) };
  const t: FakeWechatTransaction | undefined =
    typeof b.out_trade_no === 'string'
      ? book.transactions.get(b.out_trade_no)
      : [...book.transactions.values()].find((x) => x.transactionId === b.transaction_id);
  if (!t || (t.state !== 'SUCCESS' && t.state !== 'REFUND'))
    return { answer: fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在') };
  if (amount.total !== t.total) return { answer: param('/amount/total', amount.total, '与原订单金额不一致') };
  const taken = [...refunds.values()]
    .filter((r) => r.outTradeNo === t.outTradeNo && r.status !== 'CLOSED')
    .reduce((sum, r) => sum + r.refund, 0);
  if (taken + (amount.refund as number) > t.total) {
    return { answer: fail(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额') };
  }
  const now = book.clock.now();
  const r: FakeWechatRefund = {
    outRefundNo: b.out_refund_no,
    refundId: `503${digits(26)}`,
    outTradeNo: t.outTradeNo,
    transactionId: t.transactionId ?? '',
    refund: amount.refund as number,
    total: t.total,
    reason: typeof b.reason === 'string' ? b.reason : undefined,
    notifyUrl: typeof b.notify_url === 'string' ? b.notify_url : undefined,
    status: behaviour,
    createdAt: now,
    successTime: behaviour === 'SUCCESS' ? now : undefined,
  };
  refunds.set(r.outRefundNo, r);
  t.state = 'REFUND';
  return { answer: { status: 200, body: refundJson(r) }, created: r };
}
