import { beforeAll } from 'vitest';
import type { TestApp } from '../../../../test/helpers/test-app';
import { createCourse, createMember, createRole } from '../../../seed/factories';
import { setConfig } from './channels';

/** The cashier's base URL the order tests pass to createOrder. */
export const SITE = 'http://shop.test';

export interface OrderGoods {
  /** A paid course (99 yuan). */
  courseId: number;
  freeCourseId: number;
  /** A 30-day VIP membership (29 yuan) with two benefit rows. */
  roleId: number;
}

/**
 * The goods the order tests buy, on the sandbox channel with a credit reward per paid order. Call inside
 * forEachDatabase*: installs a beforeAll; `goods` is filled in by it.
 */
export function orderFixtures(t: TestApp) {
  const goods = {} as OrderGoods;

  beforeAll(async () => {
    await setConfig(t.db, 'payment.provider', 'sandbox');
    await setConfig(t.db, 'credit1.paid_order', 1);
    goods.courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
    goods.freeCourseId = (await createCourse(t.db, { charge_fen: 0, is_free: 1 })).id;
    goods.roleId = (
      await createRole(t.db, { charge_fen: 2900, expire_days: 30, description: '全站课程免费看\n专属客服' })
    ).id;
  });

  /** A new member's id. */
  const member = async () => (await createMember(t.db)).id;

  /** A new site promo code (10 yuan off, unlimited, always valid unless overridden); returns the code. */
  const promo = async (over: Record<string, unknown> = {}) => {
    const now = Date.now();
    const code = `P${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await t.db
      .insertInto('promo_codes')
      .values({
        code,
        discount_fen: 1000,
        use_times: 0,
        started_at: null,
        expired_at: null,
        deleted_at: null,
        created_at: now,
        updated_at: now,
        ...over,
      })
      .execute();
    return code;
  };

  return { goods, member, promo };
}
