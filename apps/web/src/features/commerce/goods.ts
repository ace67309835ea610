import type { GoodsRef, GoodsType } from '#lib/order-path';

// The address builders live in lib (the catalogue links to /order too); the feature's files take them here.
export { type GoodsRef, type GoodsType, orderPath, writeGoodsRef } from '#lib/order-path';

/**
 * `goods_type` in addresses: upstream's lower-case names (`vod` for a course, `role` for VIP), which the course
 * and offline-course pages already link with, plus the contract's own spelling so either works.
 */
const SLUG_TO_TYPE: Record<string, GoodsType> = {
  vod: 'COURSE',
  course: 'COURSE',
  role: 'ROLE',
  vip: 'ROLE',
  activate: 'ACTIVATE',
};

/** The goods named by `goods_type` + `goods_id`, or null (unknown type such as upstream's single `video`). */
export function readGoodsRef(params: URLSearchParams): GoodsRef | null {
  const type = SLUG_TO_TYPE[(params.get('goods_type') ?? '').trim().toLowerCase()];
  const raw = params.get('goods_id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return type && id > 0 ? { type, id } : null;
}

/** Where the goods live, the page a buyer goes back to (VIP: the plans page). */
export function goodsPagePath(ref: GoodsRef): string {
  if (ref.type === 'COURSE') return `/courses/detail/${ref.id}`;
  if (ref.type === 'ACTIVATE') return `/activates/detail/${ref.id}`;
  return '/vip';
}

/** Which agreement the buyer accepts: VIP → 会员服务协议, courses and offline courses → 付费内容购买协议. */
export type ProtocolKind = 'vip' | 'paid';
export const protocolFor = (type: GoodsType): ProtocolKind => (type === 'ROLE' ? 'vip' : 'paid');
