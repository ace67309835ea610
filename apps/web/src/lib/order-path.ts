import type { createOrder } from '@shuyuan/contract/commerce';
import type { EndpointBody } from '@shuyuan/contract/endpoint';

/*
 * The address of the order page (/order), built in one place. It lives in lib, not in the commerce feature
 * that owns the page, because the catalogue's course and offline-course pages link to it too, and commerce
 * builds on the catalogue (an import back would close a loop, decision 026). Commerce re-exports it.
 */

/** What can be bought: the contract's goods_type. */
export type GoodsType = EndpointBody<typeof createOrder>['goods_type'];

/** One thing to buy, as named in the address of /order, /order/pay and /order/success. */
export interface GoodsRef {
  type: GoodsType;
  id: number;
}

/** `goods_type` in addresses: upstream's lower-case names (`vod` for a course, `role` for VIP). */
export const GOODS_SLUG: Record<GoodsType, string> = { COURSE: 'vod', ROLE: 'role', ACTIVATE: 'activate' };

/** Adds `goods_type` and `goods_id` to a query string being built. */
export function writeGoodsRef(params: URLSearchParams, ref: GoodsRef): URLSearchParams {
  params.set('goods_type', GOODS_SLUG[ref.type]);
  params.set('goods_id', String(ref.id));
  return params;
}

/** What upstream's pages also put in the address when they link to /order (its label, price and looks). */
export interface OrderLinkGoods {
  charge: number;
  label: string;
  name: string;
  thumb: string;
}

/**
 * The /order address for these goods. With `shown`, upstream's link of a course or offline-course page:
 * goods_id first and the description after, the same address those pages have always linked to.
 */
export function orderPath(ref: GoodsRef, shown?: OrderLinkGoods): string {
  if (!shown) return `/order?${writeGoodsRef(new URLSearchParams(), ref).toString()}`;
  const params = new URLSearchParams({
    goods_id: String(ref.id),
    goods_type: GOODS_SLUG[ref.type],
    goods_charge: String(shown.charge),
    goods_label: shown.label,
    goods_name: shown.name,
    goods_thumb: shown.thumb,
  });
  return `/order?${params.toString()}`;
}
