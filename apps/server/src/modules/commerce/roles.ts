import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';

/** Visible VIP roles by weight (meedu-api.md §1.9); desc_rows: the description split on new lines. */
export async function listVisibleRoles(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'name', 'charge_fen', 'expire_days', 'description'])
    .where(isVisible('roles'))
    .orderBy('weight')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    charge: fenToYuan(r.charge_fen),
    expire_days: r.expire_days,
    desc_rows: r.description
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  }));
}
