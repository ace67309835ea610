import { CommerceMessage } from '@shuyuan/contract/commerce';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import type { Database, PromoCodeRow } from '#core/db/schema';
import { AppError } from '#core/errors';

type Db = Kysely<Database>;

export function findPromoCode(db: Db, code: string) {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code.trim())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function promoView(row: PromoCodeRow) {
  return {
    id: row.id,
    code: row.code,
    expired_at: row.expired_at === null ? null : new Date(row.expired_at).toISOString(),
    invited_user_reward: fenToYuan(row.discount_fen),
    invite_user_reward: fenToYuan(row.invite_reward_fen),
  };
}

/** MeEdu's promoCodeCanUse: not the member's own code, uses left, inside its window, never used by them. */
export async function canUsePromo(
  db: Db,
  row: PromoCodeRow,
  userId: number,
  now = Date.now(),
): Promise<boolean> {
  if (row.user_id === userId) return false;
  if (row.use_times > 0 && row.used_times >= row.use_times) return false;
  if (row.started_at !== null && row.started_at > now) return false;
  if (row.expired_at !== null && row.expired_at <= now) return false;
  const used = await db
    .selectFrom('promo_code_uses')
    .select('id')
    .where('promo_code_id', '=', row.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !used;
}

/**
 * Takes one use inside the order's transaction. The conditional increment is the atomic step: of two
 * concurrent orders for the last use, the second sees used_times = use_times (PostgreSQL re-checks the
 * WHERE after the first commits) and updates nothing. The unique (code, member) row stops a member's
 * second use the same way.
 */
export async function takePromoUse(
  trx: Db,
  row: PromoCodeRow,
  userId: number,
  orderId: number,
): Promise<void> {
  const now = Date.now();
  const taken = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ used_times: eb('used_times', '+', 1), updated_at: now }))
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('use_times', '=', 0), eb('used_times', '<', eb.ref('use_times'))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw new AppError(CommerceMessage.promoInvalid);
  const inserted = await trx
    .insertInto('promo_code_uses')
    .values({ promo_code_id: row.id, user_id: userId, order_id: orderId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['promo_code_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError(CommerceMessage.promoInvalid);
}

/** Gives a cancelled order's use back (MeEdu's OrderCancelEvent). */
export async function releasePromoUse(trx: Db, promoCodeId: number, orderId: number): Promise<void> {
  if (!promoCodeId) return;
  const deleted = await trx
    .deleteFrom('promo_code_uses')
    .where('promo_code_id', '=', promoCodeId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return;
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ used_times: eb('used_times', '-', 1), updated_at: Date.now() }))
    .where('id', '=', promoCodeId)
    .where('used_times', '>', 0)
    .execute();
}
