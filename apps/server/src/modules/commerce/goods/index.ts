import type { OrderRow } from '#core/db/schema';
import { requireFeature } from '#core/features';
import { activateGoods } from './activate';
import { courseGoods } from './course';
import { kechengGoods } from './kecheng';
import type { Buyer, Db, Goods, GoodsKind, TGoodsType } from './kind';
import { paperGoods } from './paper';
import { roleGoods } from './role';

export { type Buyer, GOODS_MESSAGES, type Goods, NotDeliverable, type TGoodsType } from './kind';

/** Every kind of goods an order can buy, by its goods_type (the contract's ZGoodsType). */
export const GOODS_KINDS: Record<TGoodsType, GoodsKind> = {
  COURSE: courseGoods,
  ROLE: roleGoods,
  ACTIVATE: activateGoods,
  KECHENG: kechengGoods,
  PAPER: paperGoods,
};

/** The kind of a stored order; a goods_type no kind knows is a broken row, never guessed at. */
function kindOf(order: OrderRow): GoodsKind {
  const kind = Object.hasOwn(GOODS_KINDS, order.goods_type)
    ? GOODS_KINDS[order.goods_type as TGoodsType]
    : undefined;
  if (!kind) throw new Error(`order ${order.id} has an unknown goods_type ${order.goods_type}`);
  return kind;
}

/** The goods at today's price, refusing what cannot or need not be bought. */
export async function resolveGoods(db: Db, type: TGoodsType, id: number, buyer: Buyer): Promise<Goods> {
  const kind = GOODS_KINDS[type];
  if (kind.feature) await requireFeature(db, kind.feature);
  return { type, ...(await kind.resolve(db, id, buyer)) };
}

/** Gives the member what the order bought (see GoodsKind.deliver). */
export const deliverOrder = (trx: Db, order: OrderRow, now: number) => kindOf(order).deliver(trx, order, now);

/** Takes back what deliverOrder gave (full refunds). */
export const revokeOrder = (trx: Db, order: OrderRow, now: number) => kindOf(order).revoke(trx, order, now);
