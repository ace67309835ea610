import type { AdministratorsTable } from '#core/db/schema';
import { hashDemoPassword } from './demo-password';
import { base, type Db, insert, next, type Overrides, stamps } from './insert-row';

/** An administrator who can log in with `password` (default shuyuan123); a super administrator by default. */
export async function createAdministrator(
  db: Db,
  overrides: Overrides<AdministratorsTable> & { password?: string } = {},
) {
  const { password = 'shuyuan123', ...rest } = overrides;
  const n = next();
  return insert(db, 'administrators', {
    username: `admin${base + n}`,
    name: `管理员 ${n}`,
    password: await hashDemoPassword(password),
    role: 'super',
    last_login_at: null,
    ...stamps(),
    ...rest,
  });
}
