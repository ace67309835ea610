import type { GoodsRef } from '#lib/goods-kinds';
import { readGoodsRef, writeGoodsRef } from '#lib/order-path';
import { siteHref } from '#lib/site-url';
import { readAmount } from './amounts';

/**
 * The addresses of /order/pay (and its phone twin /h5/order/pay) and /order/success. The pay page gets what
 * POST /api/v3/order answered in its query string (upstream's contract); since decision 025 it starts a
 * payment method itself, so only the order number is required: /member/orders' 继续支付 and a channel's
 * return land here without pay_url.
 */
export interface PayParams {
  orderId: string;
  /** MeEdu's cashier page for this order, '' when absent; kept for MeEdu's links, not needed by our screens. */
  payUrl: string;
  total: number;
  discount: number;
  /** The channel chosen last (sandbox, alipay, wechat, handpay), preselected on the page; '' for none. */
  payment: string;
  goods: GoodsRef | null;
}

function payQuery(p: PayParams): string {
  const q = new URLSearchParams({ order_id: p.orderId });
  if (p.payUrl) q.set('pay_url', p.payUrl);
  q.set('total', String(p.total));
  q.set('discount', String(p.discount));
  if (p.payment) q.set('payment', p.payment);
  if (p.goods) writeGoodsRef(q, p.goods);
  return q.toString();
}

export const payPath = (p: PayParams) => `/order/pay?${payQuery(p)}`;

/** The phone's pay screen: the same address under /h5 (route-map.ts pairs the two). */
export const h5PayPath = (p: PayParams) => `/h5/order/pay?${payQuery(p)}`;

/**
 * `return_url` of POST /api/v2/order/pay: where Alipay, WeChat H5 or the sandbox cashier send the browser
 * back. Rebuilt from the parameters rather than taken from the address bar, so a channel's own query
 * (Alipay appends a signed one) never piles up across tries and the 1024-character limit holds; without
 * pay_url, which the page does not need. The channel chosen is kept so the page comes back with it selected.
 */
export function payReturnUrl(p: PayParams, payment: string, phone: boolean, origin?: string): string {
  const again = { ...p, payUrl: '', payment };
  return siteHref(phone ? h5PayPath(again) : payPath(again), origin);
}

/** Added by the server to return_url after the WeChat official account told it the member's openid. */
export const PAY_RESUME_WECHAT = 'wechat';

/**
 * The pay page's parameters, or null when the address names no order. A pay_url that is not a payment link
 * is dropped (the address bar is where it came from); anything a channel appends is ignored.
 */
export function readPayParams(q: URLSearchParams): PayParams | null {
  const orderId = (q.get('order_id') ?? '').trim();
  if (!/^[\w-]{1,64}$/.test(orderId)) return null;
  const payUrl = (q.get('pay_url') ?? '').trim();
  return {
    orderId,
    payUrl: payUrlKind(payUrl) ? payUrl : '',
    total: readAmount(q.get('total')) ?? 0,
    discount: readAmount(q.get('discount')) ?? 0,
    payment: /^[a-z]{1,16}$/.test(q.get('payment') ?? '') ? (q.get('payment') as string) : '',
    goods: readGoodsRef(q),
  };
}

/**
 * How a URL from the server or the address can be used: `web` pages (our cashier, Alipay, WeChat H5) open in
 * a tab and also work as a QR code; `app` links (WeChat's `weixin://` code_url) only work scanned by the app.
 * Anything else (`javascript:`, `data:`) is refused.
 */
export type PayUrlKind = 'web' | 'app';

export function payUrlKind(url: string): PayUrlKind | null {
  if (url.startsWith('/') && !url.startsWith('//')) return 'web';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return 'web';
  if (parsed.protocol === 'weixin:') return 'app';
  return null;
}

export interface SuccessParams {
  total: number | null;
  orderId: string;
  goods: GoodsRef | null;
}

/** /order/success?total_amount=… (upstream's name), with the order and goods for the next steps. */
export function successPath(p: { total: number; orderId: string; goods: GoodsRef | null }): string {
  const q = new URLSearchParams({ total_amount: String(p.total), order_id: p.orderId });
  if (p.goods) writeGoodsRef(q, p.goods);
  return `/order/success?${q.toString()}`;
}

export function readSuccessParams(q: URLSearchParams): SuccessParams {
  const orderId = q.get('order_id') ?? '';
  return {
    total: readAmount(q.get('total_amount')),
    orderId: /^[\w-]{1,64}$/.test(orderId) ? orderId : '',
    goods: readGoodsRef(q),
  };
}
