import { afterEach, describe, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { orderFixtures } from './testing/order-fixtures';

/* The promoCode and vip switches (decision 031): off, their calls are refused with code 403. */

forEachDatabase((t) => {
  const { goods, promo } = orderFixtures(t);
  afterEach(() => setFeatureSwitches(t.db, { promoCode: true, vip: true }));

  describe('promoCode switch', () => {
    it('refuses the code calls and an order carrying a code, and still sells without one', async () => {
      const code = await promo({ discount_fen: 1000 });
      const m = await createMemberWithToken(t);
      expect((await t.get(`/api/v2/promoCode/${code}/check`, m.headers)).data.can_use).toBe(1);

      await setFeatureSwitches(t.db, { promoCode: false });
      const off = { code: 403, message: '优惠码功能未开启', data: [] };
      expect(await t.get(`/api/v2/promoCode/${code}`)).toEqual(off);
      expect(await t.get(`/api/v2/promoCode/${code}/check`, m.headers)).toEqual(off);
      const order = { goods_type: 'COURSE', goods_id: goods.courseId, agree_protocol: 1 };
      expect(await t.post('/api/v3/order', { ...order, promo_code: code }, m.headers)).toEqual(off);
      expect(await readRows(t.db, 'orders', { user_id: m.user.id })).toEqual([]);

      const plain = await t.post('/api/v3/order', order, m.headers);
      expect(plain.code, plain.message).toBe(0);
      expect(plain.data).toMatchObject({ total: 99, discount: 0 });
      // An empty code is no code: the order goes through.
      expect((await t.post('/api/v3/order', { ...order, promo_code: '  ' }, m.headers)).code).toBe(0);
    });
  });

  describe('vip switch', () => {
    it('refuses the VIP plans and VIP orders, not course orders', async () => {
      const m = await createMemberWithToken(t);
      expect((await t.get('/api/v2/roles')).code).toBe(0);

      await setFeatureSwitches(t.db, { vip: false });
      const off = { code: 403, message: 'VIP会员功能未开启', data: [] };
      expect(await t.get('/api/v2/roles')).toEqual(off);
      expect(await t.get(`/api/v2/role/${goods.roleId}`)).toEqual(off);
      const role = { goods_type: 'ROLE', goods_id: goods.roleId, agree_protocol: 1 };
      expect(await t.post('/api/v3/order', role, m.headers)).toEqual(off);
      const course = { goods_type: 'COURSE', goods_id: goods.courseId, agree_protocol: 1 };
      expect((await t.post('/api/v3/order', course, m.headers)).code).toBe(0);
      await t.app.cache.invalidate('system:');
      expect((await t.get('/api/v2/other/config')).data.config_func.vip).toBe(false);

      await setFeatureSwitches(t.db, { vip: true });
      expect((await t.post('/api/v3/order', role, m.headers)).code).toBe(0);
    });
  });
});
