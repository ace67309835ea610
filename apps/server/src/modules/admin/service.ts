import { hash, verify } from '@node-rs/argon2';
import { adminRolePermissions, type TAdminProfile } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { issueAdminToken } from '#core/auth/admin-guard';
import type { AdministratorRow, Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { writeAudit } from './audit';

/** Like member login: after this many wrong passwords in the window the username is locked for the window. */
export const ADMIN_MAX_FAILURES = 5;
export const ADMIN_LOCK_WINDOW_MS = 15 * 60 * 1000;

export const AdminMessage = {
  badCredentials: '用户名或密码错误',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  locked: '账号已被锁定',
} as const;

export function toProfile(
  row: Pick<AdministratorRow, 'id' | 'username' | 'name' | 'role' | 'last_login_at'>,
): TAdminProfile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    permissions: [...adminRolePermissions[row.role]],
    last_login_at: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hash('not-a-password');
  return dummy;
};

const failKey = (username: string) => `admin:login-fail:${username.toLowerCase()}`;

export async function login(
  deps: Deps<'db' | 'store' | 'config'>,
  username: string,
  password: string,
  ip: string,
) {
  // Counted per username in the shared store (so the budget holds across processes), and before the
  // password is checked (issue 18): concurrent guesses cannot all pass a read of the count.
  const tries = await deps.store.incr(failKey(username), ADMIN_LOCK_WINDOW_MS);
  if (tries > ADMIN_MAX_FAILURES) throw new AppError(AdminMessage.tooManyFailures);

  const row = await deps.db
    .selectFrom('administrators')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  // An unknown name still costs one argon2 verify, so timing does not tell which usernames exist.
  const ok = await verify(row?.password ?? (await dummyHash()), password).catch(() => false);
  if (!row || !ok) {
    // An unknown name is audited too (admin 0, the name as typed): a guessed name's failure costs the same
    // write as a real one's, so the answer's timing does not tell which usernames exist.
    const who = row ?? { id: 0, username };
    await writeAudit(deps, who, { action: 'admin.login_failed', target: row ? `admin:${row.id}` : '', ip });
    throw new AppError(AdminMessage.badCredentials);
  }
  await deps.store.delete(failKey(username));
  if (row.is_locked) throw new AppError(AdminMessage.locked);

  const now = Date.now();
  await deps.db
    .updateTable('administrators')
    .set({ last_login_at: now, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  await writeAudit(deps, row, { action: 'admin.login', target: `admin:${row.id}`, ip });
  const { token, expiresAt } = await issueAdminToken(deps, row.id);
  return { token, expires_at: expiresAt, admin: toProfile({ ...row, last_login_at: now }) };
}

export async function getProfile(db: Kysely<Database>, id: number): Promise<TAdminProfile> {
  const row = await db
    .selectFrom('administrators')
    .select(['id', 'username', 'name', 'role', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toProfile(row);
}
