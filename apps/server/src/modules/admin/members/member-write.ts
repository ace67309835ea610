import type { Kysely } from 'kysely';
import { endMemberLogins, invalidateMemberState } from '#core/auth/member-token';
import { notify } from '#core/db/notify';
import type { Database } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';
import { type AdminActor, audit, CATALOGUE_PREFIXES, invalidate } from '../context';

const DAY_MS = 86_400_000;

async function findUser(db: Kysely<Database>, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'is_lock', 'role_id', 'role_expired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound('会员不存在');
  return user;
}

/**
 * A lock ends every login of the member (on every process at once: the token check's cached state is
 * invalidated), and the records say so in the member's device list; an unlock does not revive them.
 */
export async function setLock(actor: AdminActor, id: number, isLock: boolean): Promise<void> {
  const { deps } = actor;
  const before = await findUser(deps.db, id);
  const now = Date.now();
  await deps.db
    .updateTable('users')
    .set({ is_lock: isLock ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
  if (isLock) await endMemberLogins(deps, id);
  else await invalidateMemberState(deps, id);
  await audit(
    actor,
    isLock ? 'member.lock' : 'member.unlock',
    `member:${id}`,
    { is_lock: before.is_lock },
    { is_lock: isLock ? 1 : 0 },
  );
}

export async function grantCourse(actor: AdminActor, id: number, courseId: number): Promise<void> {
  const { deps } = actor;
  await findUser(deps.db, id);
  const course = await deps.db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!course) throw new AppError('课程不存在');
  const owned = await deps.db
    .selectFrom('user_courses')
    .select('id')
    .where('user_id', '=', id)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (owned) throw new AppError('会员已拥有该课程');
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_courses')
      .values({
        user_id: id,
        course_id: courseId,
        charge_fen: 0,
        order_id: 0,
        source: 'admin',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable('courses')
      .set((eb) => ({ user_count: eb('user_count', '+', 1) }))
      .where('id', '=', courseId)
      .execute();
    await notify(trx, id, { type: 'course', message: `管理员为您开通了课程《${course.title}》` }, now);
  });
  await audit(actor, 'member.grant_course', `member:${id}`, null, {
    course_id: courseId,
    title: course.title,
  });
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

/** The same plan extends from its current end; another plan replaces it from now (as buying one does). */
export async function grantVip(actor: AdminActor, id: number, roleId: number, days?: number): Promise<void> {
  const { deps } = actor;
  const user = await findUser(deps.db, id);
  const role = await deps.db
    .selectFrom('roles')
    .select(['id', 'name', 'expire_days'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw new AppError('会员套餐不存在');
  const now = Date.now();
  const current = user.role_id === roleId && user.role_expired_at !== null ? Number(user.role_expired_at) : 0;
  const expiresAt = Math.max(now, current) + (days ?? role.expire_days) * DAY_MS;
  await deps.db
    .updateTable('users')
    .set({ role_id: roleId, role_expired_at: expiresAt, updated_at: now })
    .where('id', '=', id)
    .execute();
  await notify(deps.db, id, { type: 'system', message: `管理员为您开通了${role.name}` }, now);
  await audit(
    actor,
    'member.grant_vip',
    `member:${id}`,
    { role_id: user.role_id, role_expired_at: user.role_expired_at },
    { role_id: roleId, role_expired_at: expiresAt },
  );
}
