import { fenToYuan, type RoleInput, yuanToFen } from '@shuyuan/contract';
import type { z } from 'zod';
import type { RoleRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { type AdminActor, audit, invalidate } from '../context';
import { findRow } from '../find-row';

type Input = z.output<typeof RoleInput>;

const toView = (r: RoleRow) => ({
  id: r.id,
  name: r.name,
  charge: fenToYuan(r.charge_fen),
  expire_days: r.expire_days,
  weight: r.weight,
  description: r.description,
  is_show: r.is_show === 1,
});

const columns = (input: Input, now: number) => ({
  name: input.name,
  charge_fen: yuanToFen(input.charge),
  expire_days: input.expire_days,
  weight: input.weight,
  description: input.description,
  is_show: input.is_show ? 1 : 0,
  updated_at: now,
});

/** The storefront caches the VIP plans under commerce:roles. */
const ROLE_PREFIXES = ['commerce:roles'];

export async function listRoles(deps: Deps<'db'>) {
  const rows = await deps.db
    .selectFrom('roles')
    .selectAll()
    .orderBy('weight', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toView);
}

export async function createRole(actor: AdminActor, input: Input) {
  const now = Date.now();
  const row = await actor.deps.db
    .insertInto('roles')
    .values({ ...columns(input, now), created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'role.create', `role:${row.id}`, null, toView(row));
  await invalidate(actor.deps, ...ROLE_PREFIXES);
  return { id: row.id };
}

export async function updateRole(actor: AdminActor, id: number, input: Input) {
  const before = await findRow(actor.deps.db, 'roles', id, '会员套餐不存在');
  const after = await actor.deps.db
    .updateTable('roles')
    .set(columns(input, Date.now()))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'role.update', `role:${id}`, toView(before), toView(after));
  await invalidate(actor.deps, ...ROLE_PREFIXES);
}
