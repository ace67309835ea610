import { type Kysely, sql } from 'kysely';
import type { Database, OrderRow } from '#core/db/schema';
import { tryTakeSeat } from '#modules/content';

type Db = Kysely<Database>;

/**
 * The goods cannot be given for this order: the member owns them already (a second order for the same course
 * was paid) or the offline course's last seat went to someone else. Thrown inside the settling transaction,
 * which rolls back; the payment is then refunded (decision 025).
 */
export class NotDeliverable extends Error {
  constructor(readonly reason: 'already_owned' | 'seat_full') {
    super(reason);
    this.name = 'NotDeliverable';
  }
}

const DAY_MS = 86_400_000;

/**
 * Gives the member what the order bought. Runs in the same transaction as the unpaid → paid update, so
 * it happens exactly when that update wins, and never twice. A VIP plan is never "owned": paying again
 * extends it.
 */
export async function deliverOrder(trx: Db, order: OrderRow, now: number): Promise<void> {
  if (order.goods_type === 'COURSE') {
    const inserted = await trx
      .insertInto('user_courses')
      .values({
        user_id: order.user_id,
        course_id: order.goods_id,
        charge_fen: order.total_fen,
        order_id: order.id,
        source: 'order',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new NotDeliverable('already_owned');
    await trx
      .updateTable('courses')
      .set((eb) => ({ user_count: eb('user_count', '+', 1) }))
      .where('id', '=', order.goods_id)
      .execute();
    return;
  }
  if (order.goods_type === 'ROLE') {
    const role = await trx
      .selectFrom('roles')
      .select('expire_days')
      .where('id', '=', order.goods_id)
      .executeTakeFirstOrThrow();
    const days = role.expire_days * DAY_MS;
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
    return;
  }
  const taken = await tryTakeSeat(trx, order.goods_id, order.user_id, {
    source: 'order',
    charge_fen: order.total_fen,
    order_id: order.id,
  });
  if ('refused' in taken) throw new NotDeliverable(taken.refused === 'full' ? 'seat_full' : 'already_owned');
}

/** Takes back what deliverOrder gave (full refunds). */
export async function revokeOrder(trx: Db, order: OrderRow, now: number): Promise<void> {
  if (order.goods_type === 'COURSE') {
    const deleted = await trx
      .deleteFrom('user_courses')
      .where('user_id', '=', order.user_id)
      .where('course_id', '=', order.goods_id)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('courses')
        .set((eb) => ({ user_count: eb('user_count', '-', 1) }))
        .where('id', '=', order.goods_id)
        .where('user_count', '>', 0)
        .execute();
    }
    return;
  }
  if (order.goods_type === 'ROLE') {
    const role = await trx
      .selectFrom('roles')
      .select('expire_days')
      .where('id', '=', order.goods_id)
      .executeTakeFirst();
    const days = (role?.expire_days ?? 0) * DAY_MS;
    await trx
      .updateTable('users')
      .set({ role_expired_at: sql<number>`role_expired_at - ${days}`, updated_at: now })
      .where('id', '=', order.user_id)
      .where('role_id', '=', order.goods_id)
      .where('role_expired_at', 'is not', null)
      .execute();
    // A membership whose time is used up by the refund ends now.
    await trx
      .updateTable('users')
      .set({ role_id: 0, role_expired_at: null, updated_at: now })
      .where('id', '=', order.user_id)
      .where('role_id', '=', order.goods_id)
      .where('role_expired_at', '<=', now)
      .execute();
    return;
  }
  if (order.delivery !== 'done') return;
  const deleted = await trx
    .deleteFrom('activate_users')
    .where('activate_id', '=', order.goods_id)
    .where('user_id', '=', order.user_id)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) {
    await trx
      .updateTable('activates')
      .set((eb) => ({ enrolled_count: eb('enrolled_count', '-', 1), updated_at: now }))
      .where('id', '=', order.goods_id)
      .where('enrolled_count', '>', 0)
      .execute();
  }
}
