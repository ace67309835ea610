import { PaymentMessage } from '@shuyuan/contract/payments';
import { describe, expect, it } from 'vitest';
import { createCourse } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { payBySandbox } from '../testing/order-fixtures';
import { sandboxBuyer } from '../testing/sandbox-buyer';

/*
 * The payment path on the sandbox channel, over HTTP with real member tokens (decision 025): the methods per
 * scene, starting one, MeEdu's older calls, the cashier page, and the sandbox refused in production.
 */
forEachDatabase((t) => {
  const { buy, orderOf, owned } = sandboxBuyer(t);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  describe('choosing and starting a method', () => {
    it('lists only enabled methods that work in the scene', async () => {
      expect((await t.get('/api/v2/order/payments?scene=pc')).data).toEqual([
        { sign: 'sandbox', name: '模拟支付', method: 'cashier' },
      ]);
      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账' });
      expect(
        (await t.get('/api/v2/order/payments?scene=wechat')).data.map((o: { sign: string }) => o.sign),
      ).toEqual(['handpay', 'sandbox']);
      expect((await t.get('/api/v2/order/payments?scene=tv')).message).toBe('参数错误');
    });

    it('answers a QR code of the cashier on a desktop and sends a phone there, with its way back', async () => {
      const m = await createMemberWithToken(t);
      const { res } = await buy(m);
      const pc = await t.post(
        '/api/v2/order/pay',
        { order_id: res.order_no, payment: 'sandbox', scene: 'pc' },
        m.headers,
      );
      expect(pc.data).toEqual({ type: 'qrcode', code_url: res.pay_url });
      const back = `http://localhost:3000/h5/order/pay?order_id=${res.order_no}`;
      const h5 = await t.post(
        '/api/v2/order/pay',
        { order_id: res.order_no, payment: 'sandbox', scene: 'h5', return_url: back },
        m.headers,
      );
      expect(h5.data).toEqual({ type: 'redirect', url: `${res.pay_url}&s_url=${encodeURIComponent(back)}` });
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.order_no)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 5, payment: 'sandbox', payment_method: 'cashier' });
      const trades = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
      expect(trades).toMatchObject([
        { provider: 'sandbox', method: 'cashier', out_trade_no: `${res.order_no}_SB` },
      ]);
    });

    it('refuses a disabled method, another member’s order, a foreign return URL and a paid order', async () => {
      const m = await createMemberWithToken(t);
      const other = await createMemberWithToken(t);
      const { res } = await buy(m);
      const pay = (body: Record<string, unknown>, who = m) =>
        t.post('/api/v2/order/pay', { order_id: res.order_no, scene: 'pc', ...body }, who.headers);
      expect((await pay({ payment: 'alipay' })).message).toBe(PaymentMessage.methodUnavailable);
      expect((await pay({ payment: 'handpay' })).message).toBe(PaymentMessage.methodUnavailable);
      expect((await pay({ payment: 'sandbox' }, other)).code).toBe(404);
      expect((await pay({ payment: 'sandbox', return_url: 'https://evil.test/x' })).message).toBe(
        PaymentMessage.badReturnUrl,
      );
      expect((await pay({ payment: 'sandbox', return_url: 'javascript:alert(1)' })).message).toBe(
        PaymentMessage.badReturnUrl,
      );
      expect((await payBySandbox(t, res.order_no)).body).toBe('success');
      expect((await pay({ payment: 'sandbox' })).message).toBe(PaymentMessage.orderPaid);
    });

    it('hand pay answers the instructions, MeEdu’s handPay call too, and gives the order a week', async () => {
      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账至测试账户' });
      const m = await createMemberWithToken(t);
      const { res, order } = await buy(m);
      const answer = await t.post('/api/v2/order/pay/handPay', { order_id: res.order_no }, m.headers);
      expect(answer.data).toEqual({ text: '请转账至测试账户' });
      const after = await orderOf(order.id);
      expect(after).toMatchObject({ payment: 'handpay', payment_method: 'transfer', status: 5 });
      expect(after.expires_at - after.created_at).toBe(7 * 86_400_000);
      expect(
        (await t.post('/api/v2/order/pay/wechatScan', { order_id: res.order_no }, m.headers)).message,
      ).toBe(PaymentMessage.methodUnavailable);
    });
  });

  describe('junk at the cashier and the openid return', () => {
    it('answers a page or a redirect, never a server error, and changes nothing', async () => {
      const m = await createMemberWithToken(t);
      const { order } = await buy(m);
      const answers = await Promise.all([
        t.inject('/payment/index'),
        t.inject(`/payment/index?sign=${'x'.repeat(5000)}`),
        t.inject(`/payment/index?sign=${order.pay_sign}&payment_method=paypal`),
        t.inject(`/payment/index?sign=${order.pay_sign}&payment_method[]=sandbox`),
        t.inject(`/payment/index?sign=${order.pay_sign}&s_url=${encodeURIComponent('//evil.test')}`),
        t.inject({ method: 'POST', url: '/payment/index', headers: form, payload: '%%%&&&=' }),
        t.inject({ method: 'POST', url: '/payment/sandbox/pay', headers: form, payload: 'sign=%00' }),
        t.inject({
          method: 'POST',
          url: '/payment/sandbox/cancel',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
        t.inject(`/payment/wechat/openid?state=${'s'.repeat(10_000)}&code=x`),
        t.inject('/payment/wechat/openid?state[]=a&code[]=b'),
      ]);
      for (const a of answers) expect(a.statusCode, a.body.slice(0, 120)).toBeLessThan(500);
      expect(answers[2].body).toContain('参数错误');
      expect(answers[4].body).not.toContain('evil.test');
      expect((await orderOf(order.id)).status).toBe(5);
    });
  });

  describe('the cashier page', () => {
    it('opens the only method at once; 支付 there returns the phone to its s_url; a list when there are several', async () => {
      const m = await createMemberWithToken(t);
      const { res, order } = await buy(m);
      const page = await t.inject(res.pay_url.replace('http://localhost:80', ''));
      expect(page.body).toContain('<h1>收银台</h1>');
      expect(page.body).toContain('>支付</button>');
      const back = 'http://localhost/h5/order/pay?order_id=1';
      const paid = await t.inject({
        method: 'POST',
        url: '/payment/sandbox/pay',
        headers: form,
        payload: `sign=${order.pay_sign}&s_url=${encodeURIComponent(back)}`,
      });
      expect([paid.statusCode, paid.headers.location]).toEqual([302, back]);
      expect((await orderOf(order.id)).status).toBe(9);
      expect(await owned(m.user.id)).toHaveLength(1);

      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账至测试账户' });
      const second = await createMemberWithToken(t);
      const next = await buy(second);
      const list = await t.inject(`/payment/index?sign=${next.order.pay_sign}`);
      expect(list.body).toContain('请选择支付方式');
      expect(list.body).toContain('payment_method=handpay');
      expect(list.body).toContain('payment_method=sandbox');
      // A foreign s_url is dropped, never followed.
      const chosen = await t.inject(
        `/payment/index?sign=${next.order.pay_sign}&payment_method=handpay&s_url=${encodeURIComponent('https://evil.test')}`,
      );
      expect(chosen.body).toContain('请转账至测试账户');
      expect(chosen.body).not.toContain('evil.test');
      // MeEdu's cashier posts its choice.
      const posted = await t.inject({
        method: 'POST',
        url: `/payment/index?sign=${next.order.pay_sign}`,
        headers: form,
        payload: 'payment_method=sandbox',
      });
      expect(posted.body).toContain('>支付</button>');
    });
  });
});

forEachDatabase(
  (t) => {
    it('refuses the sandbox in production: not offered, not startable, its cashier and callbacks gone, not enablable', async () => {
      await setAppConfig(t.db, 'payment.sandbox', { enabled: true });
      const course = await createCourse(t.db, { charge_fen: 1000 });
      const m = await createMemberWithToken(t);
      const res = await t.post(
        '/api/v3/order',
        { goods_type: 'COURSE', goods_id: course.id, agree_protocol: 1 },
        m.headers,
      );
      expect((await t.get('/api/v2/order/payments?scene=pc')).data).toEqual([]);
      expect(
        (
          await t.post(
            '/api/v2/order/pay',
            { order_id: res.data.order_no, payment: 'sandbox', scene: 'pc' },
            m.headers,
          )
        ).message,
      ).toBe(PaymentMessage.sandboxInProduction);
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', res.data.order_no)
        .executeTakeFirstOrThrow();
      const pay = await t.inject({
        method: 'POST',
        url: '/payment/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sign=${order.pay_sign}`,
      });
      expect(pay.statusCode).toBe(404);
      const callback = await t.inject({ method: 'POST', url: '/payment/callback/sandbox', payload: '{}' });
      expect(callback.statusCode).toBe(404);
    });
  },
  { config: { nodeEnv: 'production' } },
);
