import type { EndpointData, listMemberRoles } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { type PageQuery, pageNumbers, readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { formatDateTime, formatIso } from '#core/format';

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

/**
 * GET /api/v2/member/roles: the member's VIP terms, newest first, as MeEdu's paginator of join records
 * (started_at/expired_at as `YYYY-MM-DD HH:mm:ss`, the Eloquent times as ISO).
 */
export async function listJoinedRoles(
  db: Kysely<Database>,
  userId: number,
  page: PageQuery,
): Promise<EndpointData<typeof listMemberRoles>> {
  const base = db.selectFrom('role_join_records').where('role_join_records.user_id', '=', userId);
  const { total, rows } = await readPage(base, page, (b) =>
    b
      .leftJoin('roles', 'roles.id', 'role_join_records.role_id')
      .selectAll('role_join_records')
      .select(['roles.name as role_name'])
      .orderBy('role_join_records.id', 'desc'),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      role_id: r.role_id,
      charge: fenToYuan(r.charge_fen),
      started_at: formatDateTime(Number(r.started_at)),
      expired_at: formatDateTime(Number(r.expired_at)),
      created_at: formatIso(Number(r.created_at)),
      updated_at: formatIso(Number(r.updated_at)),
      role: r.role_name === null ? null : { id: r.role_id, name: r.role_name },
    })),
    ...pageNumbers(total, page),
  };
}
