import type { listMemberOrders } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { type GoodsType, goodsPagePath, type PayParams } from '#features/commerce';

export type MemberOrder = EndpointData<typeof listMemberOrders>['data'][number];
export type OrderStatus = MemberOrder['status'];

/** 1 unpaid, 5 paying, 7 cancelled, 9 paid: the words for each (the server's status_text is Chinese only). */
export const STATUS_KEY = { 1: 'unpaid', 5: 'paying', 7: 'cancelled', 9: 'paid' } as const satisfies Record<
  OrderStatus,
  string
>;

export interface OrderLine {
  type: GoodsType | null;
  name: string;
  thumb: string;
  /** The goods page a click on the order goes to, or null for goods the site no longer knows. */
  href: string | null;
}

const KNOWN: readonly string[] = ['COURSE', 'ROLE', 'ACTIVATE'];

/** What a row of /member/orders shows for the order's (first, and in practice only) goods. */
export function orderLine(order: MemberOrder): OrderLine {
  const goods = order.goods[0];
  if (!goods) return { type: null, name: order.order_id, thumb: '', href: null };
  const type = KNOWN.includes(goods.goods_type) ? (goods.goods_type as GoodsType) : null;
  return {
    type,
    name: goods.goods_name,
    // VIP has no picture of its own: the row draws a badge for it instead.
    thumb: type === 'ROLE' ? '' : goods.goods_thumb,
    href: type && goods.goods_id > 0 ? goodsPagePath({ type, id: goods.goods_id }) : null,
  };
}

/**
 * What the pay pages need to go on paying an open order (`continue_pay`): its number, amount, the channel
 * chosen last (preselected) and the goods (the way back). No pay_url: the pages start a method themselves.
 */
export function continuePayParams(order: MemberOrder): PayParams | null {
  if (!order.continue_pay) return null;
  const goods = order.goods[0];
  const type = goods && KNOWN.includes(goods.goods_type) ? (goods.goods_type as GoodsType) : null;
  return {
    orderId: order.order_id,
    payUrl: '',
    total: order.charge,
    discount: order.discount,
    payment: order.payment,
    goods: type && goods && goods.goods_id > 0 ? { type, id: goods.goods_id } : null,
  };
}
