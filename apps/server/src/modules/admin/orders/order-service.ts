import { fenToYuan } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database, OrderRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { confirmHandPay, refundOrder } from '#modules/commerce';
import { type AdminActor, audit, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { maskMobile } from '../mask';
import { refundsOfOrder, tradesOfOrder } from './payment-service';

export interface OrderQuery {
  page: number;
  size: number;
  order_no?: string;
  user_id?: number;
  status?: number;
  payment?: string;
  goods_type?: string;
  is_refund?: '0' | '1';
  from?: number;
  to?: number;
}

type Row = OrderRow & { nick_name: string | null; mobile: string | null };

function toItem(o: Row) {
  return {
    id: o.id,
    order_no: o.order_no,
    user_id: o.user_id,
    user_nick_name: o.nick_name ?? '',
    user_mobile: maskMobile(o.mobile ?? ''),
    goods_type: o.goods_type,
    goods_id: o.goods_id,
    goods_name: o.goods_name,
    charge: fenToYuan(o.charge_fen),
    discount: fenToYuan(o.discount_fen),
    total: fenToYuan(o.total_fen),
    status: o.status,
    payment: o.payment,
    is_refund: o.is_refund === 1,
    paid_at: o.paid_at === null ? null : Number(o.paid_at),
    refunded_at: o.refunded_at === null ? null : Number(o.refunded_at),
    created_at: Number(o.created_at),
  };
}

function withUser(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.nick_name', 'users.mobile']);
}

export async function listOrders(deps: Deps<'db'>, q: OrderQuery) {
  let base = deps.db.selectFrom('orders');
  if (q.order_no)
    base = base.where(sql<boolean>`orders.order_no like ${likePattern(q.order_no)} escape '\\'`);
  if (q.user_id) base = base.where('orders.user_id', '=', q.user_id);
  if (q.status !== undefined) base = base.where('orders.status', '=', q.status);
  if (q.payment) base = base.where('orders.payment', '=', q.payment);
  if (q.goods_type) base = base.where('orders.goods_type', '=', q.goods_type);
  if (q.is_refund) base = base.where('orders.is_refund', '=', Number(q.is_refund));
  if (q.from !== undefined) base = base.where('orders.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('orders.created_at', '<', q.to);
  const { total, rows } = await readPage(base, q, (b) =>
    b
      .leftJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select(['users.nick_name', 'users.mobile'])
      .orderBy('orders.id', 'desc'),
  );
  return { total, data: rows.map((r) => toItem(r as Row)) };
}

async function findOrder(db: Kysely<Database>, id: number): Promise<Row> {
  const row = await withUser(db).where('orders.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('订单不存在');
  return row as Row;
}

export async function getOrder(deps: Deps<'db'>, id: number) {
  const o = await findOrder(deps.db, id);
  const promo =
    o.promo_code_id > 0
      ? await deps.db
          .selectFrom('promo_codes')
          .select('code')
          .where('id', '=', o.promo_code_id)
          .executeTakeFirst()
      : undefined;
  return {
    ...toItem(o),
    trade_no: o.trade_no,
    promo_code: promo?.code ?? '',
    credit1_reward: o.credit1_reward,
    expires_at: Number(o.expires_at),
    cancelled_at: o.cancelled_at === null ? null : Number(o.cancelled_at),
    delivery: o.delivery,
    payment_method: o.payment_method,
    payments: await tradesOfOrder(deps.db, o.id),
    refunds: await refundsOfOrder(deps.db, o.id),
  };
}

const stateOf = (o: OrderRow) => ({
  status: o.status,
  is_refund: o.is_refund,
  paid_at: o.paid_at,
  refunded_at: o.refunded_at,
  trade_no: o.trade_no,
});

/** What a paid or refunded order changes on the storefront: a course's student count, VIP state. */
const ORDER_PREFIXES = ['catalogue:', 'content:blocks:'];

export async function confirmOrder(actor: AdminActor, id: number): Promise<void> {
  const before = await findOrder(actor.deps.db, id);
  const outcome = await confirmHandPay(actor.deps, id);
  // settleOrder is idempotent for callbacks; an administrator is told that nothing happened.
  if (outcome === 'already') throw new AppError('订单已支付，无需确认');
  const after = await findOrder(actor.deps.db, id);
  await audit(actor, 'order.confirm_handpay', `order:${id}`, stateOf(before), stateOf(after));
  await invalidate(actor.deps, ...ORDER_PREFIXES);
}

export async function refund(actor: AdminActor, id: number, reason: string): Promise<void> {
  const before = await findOrder(actor.deps.db, id);
  await refundOrder(actor.deps, id, { adminId: actor.admin.id, note: reason });
  const after = await findOrder(actor.deps.db, id);
  await audit(actor, 'order.refund', `order:${id}`, stateOf(before), { ...stateOf(after), reason });
  await invalidate(actor.deps, ...ORDER_PREFIXES);
}
