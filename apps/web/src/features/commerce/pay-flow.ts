import { readAmount } from './amounts';
import { type GoodsRef, readGoodsRef, writeGoodsRef } from './goods';

/**
 * The addresses of /order/pay and /order/success. Like upstream, the pay page gets what POST /api/v3/order
 * answered in its query string, so a reload or a shared tab still has the pay_url (there is no call that
 * gives it again).
 */
export interface PayParams {
  orderId: string;
  payUrl: string;
  total: number;
  discount: number;
  /** The channel (sandbox, alipay, wechat, handpay); '' when the server did not say. */
  payment: string;
  goods: GoodsRef | null;
}

export function payPath(p: PayParams): string {
  const q = new URLSearchParams({
    order_id: p.orderId,
    pay_url: p.payUrl,
    total: String(p.total),
    discount: String(p.discount),
  });
  if (p.payment) q.set('payment', p.payment);
  if (p.goods) writeGoodsRef(q, p.goods);
  return `/order/pay?${q.toString()}`;
}

/** The pay page's parameters, or null when the address is not one we made (no order or no usable pay_url). */
export function readPayParams(q: URLSearchParams): PayParams | null {
  const orderId = (q.get('order_id') ?? '').trim();
  const payUrl = (q.get('pay_url') ?? '').trim();
  if (!/^[\w-]{1,64}$/.test(orderId) || !payUrlKind(payUrl)) return null;
  return {
    orderId,
    payUrl,
    total: readAmount(q.get('total')) ?? 0,
    discount: readAmount(q.get('discount')) ?? 0,
    payment: /^[a-z]{1,16}$/.test(q.get('payment') ?? '') ? (q.get('payment') as string) : '',
    goods: readGoodsRef(q),
  };
}

/**
 * How a pay_url can be used: `web` pages (our cashier, Alipay) open in a tab and also work as a QR code;
 * `app` links (WeChat's `weixin://` code_url) only work scanned by the app. Anything else (`javascript:`,
 * `data:`) is refused, since the address bar is where this came from.
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
