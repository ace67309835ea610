import { randomInt } from 'node:crypto';
import { fenToYuan, yuanToFen } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database, PromoCodeRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { type AdminActor, audit } from '../context';
import { likePattern } from '../courses/course-list';
import { findLiveRow } from '../find-row';
import { maskMobile } from '../mask';

export interface PromoRules {
  discount: number;
  use_times: number;
  started_at: number | null;
  expired_at: number | null;
}

const toView = (r: PromoCodeRow) => ({
  id: r.id,
  code: r.code,
  user_id: r.user_id,
  discount: fenToYuan(r.discount_fen),
  use_times: r.use_times,
  used_times: r.used_times,
  started_at: r.started_at === null ? null : Number(r.started_at),
  expired_at: r.expired_at === null ? null : Number(r.expired_at),
  created_at: Number(r.created_at),
});

function checkWindow(rules: PromoRules): void {
  if (rules.started_at !== null && rules.expired_at !== null && rules.expired_at <= rules.started_at)
    throw new AppError('结束时间须晚于开始时间');
}

export async function listPromoCodes(deps: Deps<'db'>, q: { page: number; size: number; keywords?: string }) {
  let base = deps.db.selectFrom('promo_codes').where('deleted_at', 'is', null);
  if (q.keywords) base = base.where(sql<boolean>`code like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return { total, data: rows.map(toView) };
}

const values = (code: string, rules: PromoRules, now: number) => ({
  code,
  user_id: 0,
  discount_fen: yuanToFen(rules.discount),
  use_times: rules.use_times,
  used_times: 0,
  started_at: rules.started_at,
  expired_at: rules.expired_at,
  created_at: now,
  updated_at: now,
  deleted_at: null,
});

async function taken(db: Kysely<Database>, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('promo_codes').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

export async function createPromoCode(actor: AdminActor, input: PromoRules & { code: string }) {
  checkWindow(input);
  if ((await taken(actor.deps.db, [input.code])).size > 0) throw new AppError('优惠码已存在');
  const row = await actor.deps.db
    .insertInto('promo_codes')
    .values(values(input.code, input, Date.now()))
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'promo_code.create', `promo_code:${row.id}`, null, toView(row));
  return { id: row.id };
}

/** Unambiguous upper-case letters and digits (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomPart = (n: number) =>
  Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function batchPromoCodes(
  actor: AdminActor,
  input: PromoRules & { prefix: string; count: number },
) {
  checkWindow(input);
  const wanted = new Set<string>();
  // 32^10 codes per prefix: a clash is rare, and a clashing code is simply drawn again.
  while (wanted.size < input.count) {
    const batch = Array.from({ length: input.count - wanted.size }, () => `${input.prefix}${randomPart(10)}`);
    const existing = await taken(actor.deps.db, batch);
    for (const code of batch) if (!existing.has(code)) wanted.add(code);
  }
  const codes = [...wanted];
  const now = Date.now();
  await actor.deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < codes.length; i += 100)
      await trx
        .insertInto('promo_codes')
        .values(codes.slice(i, i + 100).map((c) => values(c, input, now)))
        .execute();
  });
  await audit(actor, 'promo_code.batch', `promo_code:batch:${input.prefix}`, null, { ...input, codes });
  return { codes };
}

const findPromo = (db: Kysely<Database>, id: number) => findLiveRow(db, 'promo_codes', id, '优惠码不存在');

export async function deletePromoCode(actor: AdminActor, id: number) {
  const before = await findPromo(actor.deps.db, id);
  const now = Date.now();
  await actor.deps.db
    .updateTable('promo_codes')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await audit(actor, 'promo_code.delete', `promo_code:${id}`, toView(before), null);
}

export async function promoUses(deps: Deps<'db'>, id: number) {
  await findPromo(deps.db, id);
  const rows = await deps.db
    .selectFrom('promo_code_uses')
    .leftJoin('users', 'users.id', 'promo_code_uses.user_id')
    .leftJoin('orders', 'orders.id', 'promo_code_uses.order_id')
    .select(['promo_code_uses.user_id', 'users.mobile', 'orders.order_no', 'promo_code_uses.created_at'])
    .where('promo_code_uses.promo_code_id', '=', id)
    .orderBy('promo_code_uses.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    user_mobile: maskMobile(r.mobile ?? ''),
    order_no: r.order_no ?? '',
    created_at: Number(r.created_at),
  }));
}
