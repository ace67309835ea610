import type { ServerResponse } from 'node:http';
import { formatAmount, type Params, parseAmount, relativeTimeoutMs } from './alipay-protocol';
import { type FakeAlipayTrade, look, newTrade, type TradeBook } from './alipay-trades';
import { beijingTime, escapeHtml, parseBeijingTime, redirect, sendPage } from './fake-http';

/*
 * The browser side of Alipay: the cashier that alipay.trade.page.pay (PC) and alipay.trade.wap.pay (phone)
 * open, its 确认付款 button, and the way back to the merchant. Mirrored from the docs of the two methods:
 * - product_code must be FAST_INSTANT_TRADE_PAY (page) resp. QUICK_WAP_WAY (wap).
 * - time_expire is an absolute Beijing time "yyyy-MM-dd HH:mm:ss" (older docs say "yyyy-MM-dd HH:mm"; both
 *   are read). Opening the cashier after it fails ("订单参数异常，请重新下单后再发起付款") and paying after it
 *   is refused ("订单已超时，不能付款"); timeout_express (1m–15d) counts from the trade's creation.
 * - Opening the cashier again for the same out_trade_no with another amount or subject is refused
 *   (ACQ.CONTEXT_INCONSISTENT 交易信息被篡改); a paid trade shows that it is paid, a closed one that it is
 *   closed.
 * - After payment Alipay posts the asynchronous notification and sends the browser to return_url with the
 *   synchronous parameters (method=alipay.trade.page.pay.return …, signed like notifications), or shows its
 *   own success page when there is no return_url.
 * Unsure: Alipay answers its error pages with HTTP 200; the fake answers 400 so that tests fetching a page
 * URL can tell a refusal without reading the text.
 */

export const PAGE_METHODS = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
} as const;
export type PageMethod = keyof typeof PAGE_METHODS;

export const CASHIER_TITLE = '支付宝 · 测试收银台';
export const CASHIER_PAY_PATH = '/fake/alipay/cashier/pay';

export interface PageContext {
  book: TradeBook;
  appId: string;
  sellerId: string;
  /** Adds sign_type and sign (the notification rules) to synchronous return parameters. */
  signReturn(params: Params): Params;
  /** Marks the trade paid and posts the notification, waiting for the merchant's answer. */
  pay(trade: FakeAlipayTrade): Promise<void>;
}

export function errorPage(res: ServerResponse, code: string, reason: string): void {
  sendPage(
    res,
    400,
    '支付宝 · 错误',
    `<p>错误代码 <code data-error-code="${escapeHtml(code)}">${escapeHtml(code)}</code></p><p>错误原因：${escapeHtml(reason)}</p>`,
  );
}

function closedPage(res: ServerResponse, trade: FakeAlipayTrade | undefined, reason: string): void {
  sendPage(
    res,
    400,
    '支付宝 · 交易已关闭',
    `<p data-trade-status="TRADE_CLOSED">交易已关闭，不能付款。${escapeHtml(reason)}</p>` +
      (trade ? `<p>商户订单号 ${escapeHtml(trade.outTradeNo)}</p>` : ''),
  );
}

function paidPage(res: ServerResponse, trade: FakeAlipayTrade, status = 200): void {
  sendPage(
    res,
    status,
    '支付宝 · 支付成功',
    `<p data-trade-status="${escapeHtml(trade.status)}">支付成功</p><dl><dt>商户订单号</dt><dd>${escapeHtml(trade.outTradeNo)}</dd>` +
      `<dt>金额</dt><dd>¥${escapeHtml(trade.totalAmount)}</dd></dl>`,
  );
}

function cashier(res: ServerResponse, t: FakeAlipayTrade): void {
  const expiry =
    t.expiresAt === undefined ? '' : `<dt>支付截止</dt><dd>${escapeHtml(beijingTime(t.expiresAt))}</dd>`;
  sendPage(
    res,
    200,
    CASHIER_TITLE,
    `<p>${t.method === 'alipay.trade.wap.pay' ? '手机网站支付' : '电脑网站支付'}</p>` +
      `<dl><dt>商品</dt><dd data-field="subject">${escapeHtml(t.subject)}</dd>` +
      `<dt>金额</dt><dd data-field="total_amount">¥${escapeHtml(t.totalAmount)}</dd>` +
      `<dt>商户订单号</dt><dd data-field="out_trade_no">${escapeHtml(t.outTradeNo)}</dd>${expiry}</dl>` +
      `<form method="post" action="${CASHIER_PAY_PATH}"><input type="hidden" name="trade_no" value="${escapeHtml(t.tradeNo)}">` +
      `<button type="submit">确认付款</button></form>`,
  );
}

/** page.pay / wap.pay after the signature checked out: validates, creates or finds the trade, shows it. */
export function openCashier(
  ctx: PageContext,
  res: ServerResponse,
  method: PageMethod,
  params: Params,
  biz: Record<string, unknown>,
) {
  const outTradeNo = biz.out_trade_no;
  if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) {
    return errorPage(
      res,
      'ACQ.INVALID_PARAMETER',
      'out_trade_no 无效：64 个字符以内，只能包含字母、数字、下划线',
    );
  }
  const fen = parseAmount(biz.total_amount);
  if (fen === undefined)
    return errorPage(res, 'ACQ.INVALID_PARAMETER', 'total_amount 无效：单位为元，精确到小数点后两位');
  if (typeof biz.subject !== 'string' || !biz.subject || biz.subject.length > 256) {
    return errorPage(res, 'ACQ.INVALID_PARAMETER', 'subject 无效');
  }
  if (biz.product_code !== PAGE_METHODS[method]) {
    return errorPage(res, 'ACQ.PRODUCT_CODE_INVALID', `product_code 必须为 ${PAGE_METHODS[method]}`);
  }
  const now = ctx.book.clock.now();
  let expiresAt: number | undefined;
  if (biz.time_expire !== undefined) {
    expiresAt = typeof biz.time_expire === 'string' ? parseBeijingTime(biz.time_expire) : undefined;
    if (expiresAt === undefined)
      return errorPage(res, 'ACQ.INVALID_PARAMETER', 'time_expire 格式为 yyyy-MM-dd HH:mm:ss');
  }
  const existing = look(ctx.book, ctx.book.trades.get(outTradeNo));
  if (!existing) {
    if (expiresAt !== undefined && now >= expiresAt) {
      return closedPage(res, undefined, '订单已超时（订单参数异常，请重新下单后再发起付款）');
    }
    if (expiresAt === undefined && typeof biz.timeout_express === 'string') {
      const rel = relativeTimeoutMs(biz.timeout_express);
      if (rel === undefined)
        return errorPage(res, 'ACQ.INVALID_PARAMETER', 'timeout_express 取值范围 1m～15d');
      expiresAt = now + rel;
    }
    const trade = newTrade(ctx.book, {
      outTradeNo,
      method,
      subject: biz.subject,
      totalAmount: formatAmount(fen), // Alipay writes amounts with two decimals
      totalFen: fen,
      expiresAt,
      notifyUrl: params.notify_url || undefined,
      returnUrl: params.return_url || undefined,
    });
    return cashier(res, trade);
  }
  if (existing.totalFen !== fen || existing.subject !== biz.subject) {
    return errorPage(res, 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
  }
  if (existing.status === 'TRADE_SUCCESS' || existing.status === 'TRADE_FINISHED')
    return paidPage(res, existing, 400);
  if (existing.status === 'TRADE_CLOSED') return closedPage(res, existing, '');
  if (params.notify_url) existing.notifyUrl = params.notify_url;
  if (params.return_url) existing.returnUrl = params.return_url;
  return cashier(res, existing);
}

/** 确认付款: pays, notifies, then returns the buyer to the merchant. */
export async function cashierPay(
  ctx: PageContext,
  res: ServerResponse,
  form: URLSearchParams,
): Promise<void> {
  const tradeNo = form.get('trade_no');
  const trade = look(
    ctx.book,
    [...ctx.book.trades.values()].find((t) => t.tradeNo === tradeNo),
  );
  if (!trade) return errorPage(res, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
  if (trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED') return paidPage(res, trade, 400);
  if (trade.status === 'TRADE_CLOSED') {
    return closedPage(res, trade, trade.closed === 'expiry' ? '订单已超时，不能付款' : '');
  }
  await ctx.pay(trade);
  if (!trade.returnUrl) return paidPage(res, trade);
  const back = ctx.signReturn({
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method: `${trade.method}.return`,
    total_amount: trade.totalAmount,
    trade_no: trade.tradeNo,
    auth_app_id: ctx.appId,
    version: '1.0',
    app_id: ctx.appId,
    seller_id: ctx.sellerId,
    timestamp: beijingTime(Date.now()),
  });
  const sep = trade.returnUrl.includes('?') ? '&' : '?';
  redirect(res, `${trade.returnUrl}${sep}${new URLSearchParams(back)}`);
}
