import type { ZGoodsType } from '@shuyuan/contract/commerce';

/*
 * What the web knows of each kind of goods, in one table keyed by the contract's goods_type (the server's
 * twin is modules/commerce/goods). It lives in lib because the catalogue links to /order too and commerce
 * builds on the catalogue (decision 026); how the order pages read each kind is commerce's
 * api/order-goods.ts, keyed the same way.
 */

/** What can be bought: the contract's goods_type. */
export type GoodsType = keyof typeof ZGoodsType.enum;

/** One thing to buy, as named in the address of /order, /order/pay and /order/success. */
export interface GoodsRef {
  type: GoodsType;
  id: number;
}

export interface GoodsKind {
  /** `goods_type` in addresses: the first is written (upstream's name), every one is read. */
  slugs: readonly [string, ...string[]];
  /** The desktop page of the goods, where a buyer goes back to. */
  page: (id: number) => string;
  /** Its page on the mobile site once bought, or null: the mobile site has none and opens `page`. */
  mobilePage: ((id: number) => string) | null;
  /** Where to look for others of the kind when these goods cannot be read. */
  listPage: string;
  /** Which agreement the buyer accepts: 会员服务协议 (vip) or 付费内容购买协议 (paid). */
  agreement: 'vip' | 'paid';
  /** False: no picture of its own, so the goods are drawn as a badge (VIP's crown, a paper's sheet). */
  picture: boolean;
}

export const GOODS_KINDS: Record<GoodsType, GoodsKind> = {
  COURSE: {
    slugs: ['vod', 'course'],
    page: (id) => `/courses/detail/${id}`,
    mobilePage: (id) => `/h5/courses/detail/${id}`,
    listPage: '/courses',
    agreement: 'paid',
    picture: true,
  },
  ROLE: {
    slugs: ['role', 'vip'],
    page: () => '/vip',
    // The member tab, which shows the membership just bought.
    mobilePage: () => '/h5/member',
    listPage: '/vip',
    agreement: 'vip',
    picture: false,
  },
  ACTIVATE: {
    slugs: ['activate'],
    page: (id) => `/activates/detail/${id}`,
    mobilePage: (id) => `/h5/activates/detail/${id}`,
    listPage: '/courses',
    agreement: 'paid',
    picture: true,
  },
  KECHENG: {
    slugs: ['kecheng'],
    page: (id) => `/kecheng/${id}`,
    mobilePage: (id) => `/h5/kecheng/${id}`,
    listPage: '/kechengs',
    agreement: 'paid',
    picture: true,
  },
  PAPER: {
    slugs: ['paper'],
    page: (id) => `/exam/papers/${id}`,
    mobilePage: (id) => `/h5/exam/papers/${id}`,
    listPage: '/exam/papers',
    agreement: 'paid',
    // A paper has no cover: orders draw it as a sheet badge, as VIP is drawn as a crown.
    picture: false,
  },
};

/** A goods_type from the server (stored orders carry any string): null for one the web does not know. */
export const asGoodsType = (value: string): GoodsType | null =>
  Object.hasOwn(GOODS_KINDS, value) ? (value as GoodsType) : null;

/** The kind named by an address's `goods_type` (any case), or null (upstream's single `video`, say). */
export function goodsTypeOfSlug(slug: string): GoodsType | null {
  const wanted = slug.trim().toLowerCase();
  const found = Object.entries(GOODS_KINDS).find(([, kind]) => kind.slugs.includes(wanted));
  return found ? (found[0] as GoodsType) : null;
}

export const goodsPagePath = (ref: GoodsRef): string => GOODS_KINDS[ref.type].page(ref.id);

export const goodsMobilePath = (ref: GoodsRef): string | null =>
  GOODS_KINDS[ref.type].mobilePage?.(ref.id) ?? null;
