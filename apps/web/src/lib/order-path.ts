import { GOODS_KINDS, type GoodsRef, goodsTypeOfSlug } from './goods-kinds';

/*
 * The goods in the addresses of /order, /order/pay and /order/success, written and read in one place. It
 * lives in lib, not in the commerce feature that owns the pages, because the catalogue's course and
 * offline-course pages link to /order too, and commerce builds on the catalogue (decision 026).
 */

/** Adds `goods_type` and `goods_id` to a query string being built. */
export function writeGoodsRef(params: URLSearchParams, ref: GoodsRef): URLSearchParams {
  params.set('goods_type', GOODS_KINDS[ref.type].slugs[0]);
  params.set('goods_id', String(ref.id));
  return params;
}

/** The goods named by `goods_type` + `goods_id`, or null (an unknown type, a missing or malformed id). */
export function readGoodsRef(params: URLSearchParams): GoodsRef | null {
  const type = goodsTypeOfSlug(params.get('goods_type') ?? '');
  const raw = params.get('goods_id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return type && id > 0 ? { type, id } : null;
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
    goods_type: GOODS_KINDS[ref.type].slugs[0],
    goods_charge: String(shown.charge),
    goods_label: shown.label,
    goods_name: shown.name,
    goods_thumb: shown.thumb,
  });
  return `/order?${params.toString()}`;
}
