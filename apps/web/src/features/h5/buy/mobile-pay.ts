import type { createOrder } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { payPath, payUrlKind } from '../../commerce/pay-flow';
import type { GoodsRef } from '../../commerce/goods';

export type CreatedOrder = EndpointData<typeof createOrder>;

/**
 * What the phone does with a fresh order (upstream H5: go to pay_url instead of showing a QR):
 * - paid at once (a total of 0): nothing to pay;
 * - a web pay_url (our cashier, Alipay's page): open it in this tab;
 * - an app-only code (WeChat Native `weixin://`): it can only be scanned, so the desktop pay page with its QR
 *   is the way left (another device scans it);
 * - no usable pay_url: an error.
 */
export type MobilePayStep =
  | { kind: 'paid' }
  | { kind: 'cashier'; url: string }
  | { kind: 'qr'; path: string }
  | { kind: 'error' };

export function mobilePayStep(order: CreatedOrder, goods: GoodsRef): MobilePayStep {
  if (order.is_paid) return { kind: 'paid' };
  const url = order.pay_url ?? '';
  const kind = payUrlKind(url);
  if (kind === 'web') return { kind: 'cashier', url };
  if (kind === 'app') {
    const path = payPath({
      orderId: order.order_no,
      payUrl: url,
      total: order.total,
      discount: order.discount,
      payment: order.payment ?? '',
      goods,
    });
    return { kind: 'qr', path };
  }
  return { kind: 'error' };
}
