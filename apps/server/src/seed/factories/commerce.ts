import type { RolesTable } from '#core/db/schema';
import { type Db, insert, next, type Overrides, stamps } from './insert-row';

/* Commerce rows: VIP memberships. */

export function createRole(db: Db, overrides: Overrides<RolesTable> = {}) {
  const n = next();
  return insert(db, 'roles', {
    name: `会员 ${n}`,
    charge_fen: 2900,
    expire_days: 30,
    weight: n,
    description: '会员权益',
    ...stamps(),
    ...overrides,
  });
}
