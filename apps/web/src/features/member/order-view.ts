import type { listMemberOrders } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import type { PayParams } from '#features/commerce';
import { asGoodsType, GOODS_KINDS, type GoodsType, goodsPagePath } from '#lib/goods-kinds';

export type MemberOrder = EndpointData<typeof listMemberOrders>['data'][number];
export type OrderStatus = MemberOrder['status'];

/** 1 unpaid, 5 paying, 7 cancelled, 9 paid: the words for each (the server's status_text is Chinese only). */
export const STATUS_KEY = { 1: 'unpaid', 5: 'paying', 7: 'cancelled', 9: 'paid' } as const satisfies Record<
  OrderStatus,
  string
>;

/** What an order's status reads as: a refunded order (still status 9, paid, on the wire) reads 已退款. */
export const orderStatusKey = (order: Pick<MemberOrder, 'status' | 'is_refund'>) =>
  order.is_refund === 1 ? 'refunded' : STATUS_KEY[order.status];

export interface OrderLine {
  type: GoodsType | null;
  name: string;
  thumb: string;
  /** The goods page a click on the order goes to, or null for goods the site no longer knows. */
  href: string | null;
}

/** What a row of /member/orders shows for the order's (first, and in practice only) goods. */
export function orderLine(order: MemberOrder): OrderLine {
  const goods = order.goods[0];
  if (!goods) return { type: null, name: order.order_id, thumb: '', href: null };
  const type = asGoodsType(goods.goods_type);
  return {
    type,
    name: goods.goods_name,
    // Goods without a picture of their own (VIP): the row draws a badge for them instead.
    thumb: type && !GOODS_KINDS[type].picture ? '' : goods.goods_thumb,
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
  const type = goods ? asGoodsType(goods.goods_type) : null;
  return {
    orderId: order.order_id,
    payUrl: '',
    total: order.charge,
    discount: order.discount,
    payment: order.payment,
    goods: type && goods && goods.goods_id > 0 ? { type, id: goods.goods_id } : null,
  };
}
