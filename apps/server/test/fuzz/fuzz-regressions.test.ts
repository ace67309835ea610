import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/test-app';

/**
 * Inputs the contract fuzzer (contract-fuzz.test.ts) once broke the server with, kept as plain tests so
 * they stay fixed whatever the generator happens to draw. Each names the module that was fixed.
 */
describe('fuzz regressions', () => {
  forEachDatabase((t) => {
    it('commerce/cashier.ts: a pay sign holding a NUL or stray characters is the 参数错误 page, not a 500', async () => {
      for (const sign of ['%00', 'order-%00', 'order-abc%00def', '%E2%80%AE', '..%2F..%2F', 'x'.repeat(65)]) {
        const page = await t.inject(`/payment/index?sign=${sign}`);
        expect(page.statusCode, sign).toBe(404);
        expect(page.headers['content-type'], sign).toMatch(/^text\/html/);
        expect(page.body, sign).toContain('参数错误');
      }
      for (const action of ['pay', 'cancel']) {
        const answer = await t.inject({
          method: 'POST',
          url: `/payment/sandbox/${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'sign=order-%00',
        });
        expect(answer.statusCode, action).toBe(404);
        expect(answer.body, action).toContain('参数错误');
      }
    });
  });
});
