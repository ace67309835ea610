import { sql } from 'kysely';
import { isVisible } from '#core/db/visible';
import { AppError, notFound } from '#core/errors';
import { type Db, GOODS_MESSAGES, type GoodsKind } from './kind';

const DAY_MS = 86_400_000;

const selectPlanDays = (db: Db, roleId: number) =>
  db.selectFrom('roles').select('expire_days').where('id', '=', roleId);

/** A VIP plan: never "owned", buying it again extends the membership by the plan's days. */
export const roleGoods: GoodsKind = {
  feature: 'vip',

  async resolve(db, id, buyer) {
    const role = await db
      .selectFrom('roles')
      .select(['id', 'name', 'charge_fen'])
      .where('id', '=', id)
      .where(isVisible('roles', buyer.now))
      .executeTakeFirst();
    if (!role) throw notFound();
    if (!buyer.agreed) throw new AppError(GOODS_MESSAGES.agreeVip);
    // Buying again extends the membership, so owning it is no reason to refuse.
    return { id, name: role.name, thumb: '', chargeFen: role.charge_fen };
  },

  async deliver(trx, order, now) {
    const days = (await selectPlanDays(trx, order.goods_id).executeTakeFirstOrThrow()).expire_days * DAY_MS;
    // One statement: a renewal starts from the current expiry when it is still ahead, else from now. Two
    // orders paid at once both extend (no read-modify-write in the application).
    await trx
      .updateTable('users')
      .set({
        role_id: order.goods_id,
        role_expired_at: sql<number>`(case when role_expired_at is not null and role_expired_at > ${now} and role_id = ${order.goods_id} then role_expired_at else ${now} end) + ${days}`,
        updated_at: now,
      })
      .where('id', '=', order.user_id)
      .execute();
    // The term this order gave, for /member/roles (MeEdu's join record): it ends at the new expiry.
    const user = await trx
      .selectFrom('users')
      .select('role_expired_at')
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    const expiredAt = Number(user.role_expired_at);
    await trx
      .insertInto('role_join_records')
      .values({
        user_id: order.user_id,
        role_id: order.goods_id,
        order_id: order.id,
        charge_fen: order.total_fen,
        started_at: expiredAt - days,
        expired_at: expiredAt,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  },

  // Takes the plan's days off the membership; one whose time is used up by the refund ends now.
  async revoke(trx, order, now) {
    const days = ((await selectPlanDays(trx, order.goods_id).executeTakeFirst())?.expire_days ?? 0) * DAY_MS;
    await trx
      .updateTable('users')
      .set({ role_expired_at: sql<number>`role_expired_at - ${days}`, updated_at: now })
      .where('id', '=', order.user_id)
      .where('role_id', '=', order.goods_id)
      .where('role_expired_at', 'is not', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ role_id: 0, role_expired_at: null, updated_at: now })
      .where('id', '=', order.user_id)
      .where('role_id', '=', order.goods_id)
      .where('role_expired_at', '<=', now)
      .execute();
  },
};
