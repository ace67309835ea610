import { hash } from '@node-rs/argon2';
import type { AdminRoleName } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { keepAdminSession } from '#core/auth/admin-guard';
import type { AdministratorRow, Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { type AdminActor, audit } from '../context';
import { findRow } from '../find-row';

const toView = (r: AdministratorRow) => ({
  id: r.id,
  username: r.username,
  name: r.name,
  role: r.role,
  is_locked: r.is_locked === 1,
  last_login_at: r.last_login_at === null ? null : Number(r.last_login_at),
  created_at: Number(r.created_at),
});

export async function listAccounts(db: Kysely<Database>) {
  const rows = await db.selectFrom('administrators').selectAll().orderBy('id').execute();
  return rows.map(toView);
}

export async function createAccount(
  actor: AdminActor,
  input: { username: string; name: string; role: AdminRoleName; password: string },
) {
  const { deps } = actor;
  const existing = await deps.db
    .selectFrom('administrators')
    .select('id')
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (existing) throw new AppError('用户名已存在');
  const now = Date.now();
  const row = await deps.db
    .insertInto('administrators')
    .values({
      username: input.username,
      name: input.name,
      role: input.role,
      password: await hash(input.password),
      is_locked: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'admin.create', `admin:${row.id}`, null, toView(row));
  return { id: row.id };
}

/**
 * An administrator cannot lock or demote themselves: the console would lose its last super admin to a
 * slip of the mouse. A lock or a new password takes effect on the account's next request (the guard
 * re-reads the row): a new password ends the account's sessions, except the one that changed its own.
 */
export async function updateAccount(
  actor: AdminActor,
  id: number,
  input: { name: string; role: AdminRoleName; is_locked: boolean; password?: string },
) {
  const { deps } = actor;
  const before = await findRow(deps.db, 'administrators', id, '管理员不存在');
  if (id === actor.admin.id && (input.is_locked || input.role !== before.role))
    throw new AppError('不能锁定自己或修改自己的角色');
  const after = await deps.db
    .updateTable('administrators')
    .set({
      name: input.name,
      role: input.role,
      is_locked: input.is_locked ? 1 : 0,
      ...(input.password ? { password: await hash(input.password) } : {}),
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.password && id === actor.admin.id) await keepAdminSession(deps, actor.admin, after.password);
  await audit(actor, 'admin.update', `admin:${id}`, toView(before), {
    ...toView(after),
    ...(input.password ? { password: 'changed' } : {}),
  });
}
