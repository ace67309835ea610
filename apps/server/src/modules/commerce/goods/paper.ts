import { ExamMessage } from '@shuyuan/contract';
import { AppError } from '#core/errors';
import { hasActiveVip } from '#modules/catalogue';
import { findPublishedPaper, hasBoughtPaper } from '#modules/exams';
import { GOODS_MESSAGES, type GoodsKind, NotDeliverable } from './kind';

/*
 * A paid exam paper (issue 23): the right to sit it, owned through an exam_paper_users row that names the
 * order (the exams module reads it when a member starts an attempt). Bought once; a refund takes back only
 * the row its own order gave.
 */
export const paperGoods: GoodsKind = {
  feature: 'paper',

  async resolve(db, id, buyer) {
    const paper = await findPublishedPaper(db, id);
    if (!buyer.agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
    if (paper.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.freePaper);
    if (await hasBoughtPaper(db, buyer.userId, id)) throw new AppError(GOODS_MESSAGES.ownedPaper);
    // A VIP sits a VIP-free paper already: paying would buy nothing.
    if (paper.is_vip_free === 1 && (await hasActiveVip(db, buyer.userId, buyer.now)))
      throw new AppError(GOODS_MESSAGES.vipFreePaper);
    // A closed paper can no longer be sat, so it is not sold; one not open yet is (bought ahead).
    if (paper.ends_at !== null && paper.ends_at <= buyer.now) throw new AppError(ExamMessage.closed);
    return { id, name: paper.title, thumb: '', chargeFen: paper.charge_fen };
  },

  // The unique (paper_id, user_id) lets one paid order give the paper; a second is refunded (already_owned).
  async deliver(trx, order, now) {
    const given = await trx
      .insertInto('exam_paper_users')
      .values({
        paper_id: order.goods_id,
        user_id: order.user_id,
        order_id: order.id,
        charge_fen: order.total_fen,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['paper_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!given) throw new NotDeliverable('already_owned');
  },

  // Only the row this order gave: a paper given another way stays.
  async revoke(trx, order) {
    await trx
      .deleteFrom('exam_paper_users')
      .where('paper_id', '=', order.goods_id)
      .where('user_id', '=', order.user_id)
      .where('order_id', '=', order.id)
      .execute();
  },
};
