import type { KeyObject } from 'node:crypto';
import { notifySignContent, type Params, rsa2Sign } from './alipay-protocol';
import { type FakeAlipayTrade, look, newNotifyId, type TradeBook } from './alipay-trades';
import { beijingTime, type FakeServer } from './fake-http';

/*
 * Alipay's asynchronous notification (异步通知, notify_type=trade_status_sync), from its docs: a form POST to
 * notify_url with notify_time, notify_id, app_id, auth_app_id, seller_id, out_trade_no, trade_no, subject,
 * trade_status, total_amount, receipt_amount, buyer_pay_amount, invoice_amount, point_amount, buyer_id,
 * buyer_logon_id, gmt_create, gmt_payment, fund_bill_list, charset, version, sign_type=RSA2 and sign
 * (sign and sign_type left out of the signed string). The merchant must answer exactly "success"; anything else
 * counts as not received (Alipay would try again over the next day; the fake records the failure).
 */

export interface FakeAlipayNotification {
  outTradeNo: string;
  url: string;
  body: string;
  status: number;
  answer: string;
  /** The merchant answered "success". */
  ok: boolean;
  error?: string;
  at: number;
}

export interface SignOptions {
  /** Sign with another key (a forgery). */
  signWith?: KeyObject | string;
}

export interface NotifierDeps {
  appId: string;
  sellerId: string;
  alipayKey: KeyObject;
  book: Pick<TradeBook, 'clock' | 'trades'>;
  server: () => FakeServer;
  notifications: FakeAlipayNotification[];
}

export function alipayNotifier(d: NotifierDeps) {
  /** The fields as Alipay posts them, signed; overrides set fields, or remove them when undefined. */
  function params(
    t: FakeAlipayTrade,
    extra: Params = {},
    overrides: Record<string, string | undefined> = {},
    o: SignOptions = {},
  ): Params {
    const money = t.paidAt ? t.totalAmount : '0.00';
    const all: Record<string, string | undefined> = {
      notify_type: 'trade_status_sync',
      notify_id: newNotifyId(),
      notify_time: beijingTime(d.book.clock.now()),
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      app_id: d.appId,
      auth_app_id: d.appId,
      seller_id: d.sellerId,
      out_trade_no: t.outTradeNo,
      trade_no: t.tradeNo,
      subject: t.subject,
      trade_status: look(d.book as TradeBook, t)?.status ?? t.status,
      total_amount: t.totalAmount,
      receipt_amount: money,
      buyer_pay_amount: money,
      invoice_amount: money,
      point_amount: '0.00',
      buyer_id: t.buyerId,
      buyer_logon_id: t.buyerLogonId,
      gmt_create: beijingTime(t.createdAt),
      gmt_payment: t.paidAt ? beijingTime(t.paidAt) : undefined,
      fund_bill_list: t.paidAt
        ? JSON.stringify([{ amount: t.totalAmount, fundChannel: 'ALIPAYACCOUNT' }])
        : undefined,
      ...extra,
      ...overrides,
    };
    const clean: Params = Object.fromEntries(
      Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined),
    );
    clean.sign = rsa2Sign(o.signWith ?? d.alipayKey, notifySignContent(clean));
    return clean;
  }

  const body = (...args: Parameters<typeof params>) => new URLSearchParams(params(...args)).toString();

  async function send(t: FakeAlipayTrade, form: string): Promise<FakeAlipayNotification> {
    const at = Date.now();
    const base = { outTradeNo: t.outTradeNo, url: t.notifyUrl ?? '', body: form, at };
    const r = t.notifyUrl
      ? await d
          .server()
          .post(t.notifyUrl, form, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' })
      : { status: 0, text: '', error: 'no notify_url' };
    const record = {
      ...base,
      status: r.status,
      answer: r.text,
      error: r.error,
      ok: r.status === 200 && r.text.trim() === 'success',
    };
    d.notifications.push(record);
    return record;
  }

  return { params, body, send };
}
