import type { OrdersTable, PromoCodesTable, RolesTable, UserCoursesTable } from '#core/db/schema';
import { base, type Db, insert, next, type Overrides, stamps } from './insert-row';

/* Commerce rows: VIP memberships, orders, promo codes, courses members own. */

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

/** A member's order of a course, paid just now unless overridden (the tests that read orders back). */
export function createOrderRow(
  db: Db,
  overrides: Overrides<OrdersTable> & { user_id: number; goods_id: number },
) {
  const n = next();
  const now = Date.now();
  return insert(db, 'orders', {
    order_no: `T${base}-${n}-${now}`,
    pay_sign: `sign-${base}-${n}-${now}`,
    goods_type: 'COURSE',
    status: 9,
    expires_at: now,
    paid_at: now,
    cancelled_at: null,
    refunded_at: null,
    ...stamps(),
    ...overrides,
  });
}

/** A site promo code: 10 yuan off, unlimited, always valid unless overridden. */
export function createPromoCode(db: Db, overrides: Overrides<PromoCodesTable> = {}) {
  const n = next();
  return insert(db, 'promo_codes', {
    code: `P${base}N${n}`,
    discount_fen: 1000,
    use_times: 0,
    started_at: null,
    expired_at: null,
    deleted_at: null,
    ...stamps(),
    ...overrides,
  });
}

/** A course the member owns, granted by an administrator unless overridden. */
export function createUserCourse(
  db: Db,
  overrides: Overrides<UserCoursesTable> & { user_id: number; course_id: number },
) {
  return insert(db, 'user_courses', { source: 'admin', ...stamps(), ...overrides });
}
