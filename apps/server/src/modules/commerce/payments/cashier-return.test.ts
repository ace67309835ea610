import { describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { cancelOrder } from '../orders';
import { sandboxBuyer } from '../testing/sandbox-buyer';

/*
 * MeEdu's clients at the cashier (issue 20): the H5 opens pay_url with s_url and f_url in its own tab and
 * waits to be sent back. Paying returns to s_url, cancelling or an order that can no longer be paid to f_url;
 * only this site's addresses (and its configured PC / H5 front ends) are followed (security.md: no open
 * redirect). MeEdu's cashier form posts sign, payment_method, s_url and f_url to POST /payment/index.
 */
forEachDatabase((t) => {
  const { buy, orderOf } = sandboxBuyer(t);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const post = (url: string, fields: Record<string, string>) =>
    t.inject({ method: 'POST', url, headers: form, payload: new URLSearchParams(fields).toString() });
  const withBack = (payUrl: string, back: Record<string, string>) =>
    `${payUrl.replace(/^https?:\/\/[^/]+/, '')}&${new URLSearchParams(back)}`;

  describe('s_url and f_url', () => {
    it('pays and returns to a same-origin s_url, absolute or a path', async () => {
      for (const sUrl of ['http://localhost/h5/order/success?from=cashier', '/member/orders']) {
        const { res, order } = await buy(await createMemberWithToken(t));
        const page = await t.inject(withBack(res.pay_url, { s_url: sUrl, f_url: '/h5/order/fail' }));
        expect(page.body).toContain('<h1>收银台</h1>');
        // The sandbox's form carries the way back on.
        expect(page.body).toContain(`name="s_url" value="${sUrl.replace(/&/g, '&amp;')}"`);
        const paid = await post('/payment/sandbox/pay', { sign: order.pay_sign, s_url: sUrl });
        expect([paid.statusCode, paid.headers.location]).toEqual([302, sUrl]);
        expect((await orderOf(order.id)).status).toBe(9);
        // Coming back to pay_url later: the paid order goes straight to s_url.
        const again = await t.inject(withBack(res.pay_url, { s_url: sUrl }));
        expect([again.statusCode, again.headers.location]).toEqual([302, sUrl]);
      }
    });

    it('follows the configured H5 front end’s origin, as MeEdu’s H5 on its own port', async () => {
      await setAppConfig(t.db, 'site.h5_url', 'https://m.shuyuan.test');
      try {
        const { order } = await buy(await createMemberWithToken(t));
        const back = 'https://m.shuyuan.test/order/success';
        const paid = await post('/payment/sandbox/pay', { sign: order.pay_sign, s_url: back });
        expect(paid.headers.location).toBe(back);
      } finally {
        await setAppConfig(t.db, 'site.h5_url', '');
      }
    });

    it('refuses foreign and disguised addresses: never in the page, never followed', async () => {
      const foreign = [
        'https://evil.test/x',
        '//evil.test/x',
        '/\\evil.test',
        'javascript:alert(1)',
        'http://localhost@evil.test/',
        'https://evil.test\t/x',
        `https://evil.test/${'a'.repeat(2000)}`,
      ];
      for (const bad of foreign) {
        const { res, order } = await buy(await createMemberWithToken(t));
        const page = await t.inject(withBack(res.pay_url, { s_url: bad, f_url: bad }));
        expect(page.statusCode, bad).toBe(200);
        expect(page.body, bad).not.toContain('evil.test');
        expect(page.body, bad).not.toContain('javascript:');
        const paid = await post('/payment/sandbox/pay', { sign: order.pay_sign, s_url: bad });
        expect(paid.statusCode, bad).toBe(200);
        expect(paid.headers.location, bad).toBeUndefined();
        expect(paid.body).toContain('支付成功');
      }
      const { order } = await buy(await createMemberWithToken(t));
      const cancelled = await post('/payment/sandbox/cancel', {
        sign: order.pay_sign,
        f_url: 'https://evil.test',
      });
      expect(cancelled.headers.location).toBeUndefined();
      expect(cancelled.body).toContain('订单已取消');
    });

    it('cancelling returns to f_url; a cancelled order’s pay_url goes to f_url too, or says why', async () => {
      const { res, order } = await buy(await createMemberWithToken(t));
      const fail = '/h5/order/pay?status=cancelled';
      const cancelled = await post('/payment/sandbox/cancel', { sign: order.pay_sign, f_url: fail });
      expect([cancelled.statusCode, cancelled.headers.location]).toEqual([302, fail]);
      expect((await orderOf(order.id)).status).toBe(7);
      const back = await t.inject(withBack(res.pay_url, { s_url: '/ok', f_url: fail }));
      expect([back.statusCode, back.headers.location]).toEqual([302, fail]);
      expect((await t.inject(withBack(res.pay_url, {}))).body).toContain('订单已取消');
      // Paying a cancelled order from a stale cashier tab: back to f_url, nothing paid.
      const stale = await post('/payment/sandbox/pay', { sign: order.pay_sign, s_url: '/ok', f_url: fail });
      expect(stale.headers.location).toBe(fail);
      expect((await orderOf(order.id)).status).toBe(7);
    });

    it('an order cancelled elsewhere (expired, or by the member) sends the open cashier to f_url', async () => {
      const { res, order } = await buy(await createMemberWithToken(t));
      await cancelOrder(t.app, order.id);
      const back = await t.inject(withBack(res.pay_url, { f_url: '/h5/member/orders' }));
      expect(back.headers.location).toBe('/h5/member/orders');
    });
  });

  describe('POST /payment/index (MeEdu’s cashier form)', () => {
    it('takes sign, payment_method, s_url and f_url from the form and starts the method', async () => {
      const { order } = await buy(await createMemberWithToken(t));
      const page = await post('/payment/index', {
        sign: order.pay_sign,
        payment_method: 'sandbox',
        s_url: '/h5/order/success',
        f_url: '/h5/order/fail',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>支付</button>');
      expect(page.body).toContain('name="s_url" value="/h5/order/success"');
      expect(page.body).toContain('name="f_url" value="/h5/order/fail"');
      expect(await orderOf(order.id)).toMatchObject({
        status: 5,
        payment: 'sandbox',
        payment_method: 'cashier',
      });
      const paid = await post('/payment/sandbox/pay', { sign: order.pay_sign, s_url: '/h5/order/success' });
      expect(paid.headers.location).toBe('/h5/order/success');
    });

    it('starts the chosen one of several methods (hand pay) and refuses an unknown one', async () => {
      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账至测试账户' });
      const { order } = await buy(await createMemberWithToken(t));
      const chosen = await post(`/payment/index?sign=${order.pay_sign}`, { payment_method: 'handPay' });
      expect(chosen.body).toContain('请转账至测试账户');
      expect((await orderOf(order.id)).payment).toBe('handpay');
      const unknown = await post('/payment/index', { sign: order.pay_sign, payment_method: 'paypal' });
      expect([unknown.statusCode, unknown.body.includes('参数错误')]).toEqual([400, true]);
      const nosign = await post('/payment/index', { payment_method: 'sandbox' });
      expect(nosign.statusCode).toBe(404);
    });
  });
});
