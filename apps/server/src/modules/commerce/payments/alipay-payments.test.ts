import { generateKeyPairSync } from 'node:crypto';
import { PaymentMessage } from '@shuyuan/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAlipay, startFakeAlipay } from '#providers/payment/testing/fake-alipay';
import { beijingTime } from '#providers/payment/types';
import { adminCall } from '#test/helpers/admin';
import { setAppConfig } from '#test/helpers/app-config';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { refundOrder } from '../admin';
import { cancelExpiredOrders } from '../expiry';
import { cancelOrder } from '../orders';
import { type ChannelSite, openChannelSite } from '../testing/channel-site';
import { reconcilePayments } from './reconcile';

/*
 * Alipay through alipay-sdk against a fake Alipay that checks our RSA2 signatures with the app's public key and
 * answers, notifies and redirects signed with its own (decision 025), in public-key and in certificate mode:
 * page pay on a desktop, wap pay on a phone, the expiry sent and the trade closed, a late payment refunded,
 * a lost notification reconciled, an administrator's refund, 测试连接.
 */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

for (const mode of ['key', 'cert'] as const) {
  describe(`alipay, ${mode} mode`, () => {
    forEachDatabase((t) => {
      let fake: FakeAlipay;
      let site: ChannelSite;

      beforeAll(async () => {
        fake = await startFakeAlipay({ mode });
        site = await openChannelSite(t);
        expect((await site.saveSettings({ 'payment.alipay': fake.settings })).code).toBe(0);
        await setAppConfig(t.db, 'payment.sandbox', { enabled: false });
      });
      afterAll(() => fake.close());

      const orderOf = (id: number) => readRow(t.db, 'orders', { id: id });
      const tradeOf = (orderId: number) => readRow(t.db, 'payments', { order_id: orderId });

      async function startPage(o: Awaited<ReturnType<ChannelSite['newOrder']>>, scene: 'pc' | 'h5' = 'pc') {
        const back = `${site.base}/order/pay?order_id=${o.orderNo}`;
        const answer = await site.call(o.m, 'POST', '/api/v2/order/pay', {
          order_id: o.orderNo,
          payment: 'alipay',
          scene,
          return_url: back,
        });
        expect(answer.code, answer.message).toBe(0);
        expect(answer.data.type).toBe('redirect');
        return { url: answer.data.url as string, back };
      }

      it('offers page pay on a desktop, wap pay on a phone, nothing inside WeChat', async () => {
        const o = await site.newOrder();
        const list = async (scene: string) =>
          (await site.call(o.m, 'GET', `/api/v2/order/payments?scene=${scene}`)).data;
        expect(await list('pc')).toEqual([{ sign: 'alipay', name: '支付宝', method: 'page' }]);
        expect(await list('h5')).toEqual([{ sign: 'alipay', name: '支付宝', method: 'wap' }]);
        expect(await list('wechat')).toEqual([]);
      });

      it('desktop: a signed page.pay with the order’s expiry; paying notifies, settles once and returns the browser', async () => {
        const o = await site.newOrder(9900);
        const { url, back } = await startPage(o);
        const cashier = await fake.openCashier(url);
        expect(cashier.status).toBe(200);
        const request = fake.requests.at(-1);
        const order = await orderOf(o.orderId);
        expect(request).toMatchObject({ method: 'alipay.trade.page.pay', signOk: true });
        expect(request?.biz).toMatchObject({
          out_trade_no: `${o.orderNo}_AP`,
          total_amount: '99.00',
          product_code: 'FAST_INSTANT_TRADE_PAY',
          time_expire: beijingTime(order.expires_at, 'alipay'),
        });
        expect(request?.params).toMatchObject({
          notify_url: `${site.base}/payment/callback/alipay`,
          return_url: back,
        });
        const paid = await fake.pay(`${o.orderNo}_AP`);
        expect(paid.notification).toMatchObject({ ok: true, answer: 'success' });
        expect(await orderOf(o.orderId)).toMatchObject({
          status: 9,
          payment: 'alipay',
          payment_method: 'page',
        });
        // Alipay repeats a notification until it hears success: nothing more happens.
        expect(await fake.notify(`${o.orderNo}_AP`)).toBe('success');
        const courses = await readRows(t.db, 'user_courses', { user_id: o.m.user.id });
        expect(courses).toHaveLength(1);
        expect((await site.call(o.m, 'GET', `/api/v2/order/status?order_id=${o.orderNo}`)).data).toEqual({
          status: 9,
        });
      });

      it('phone: wap.pay with quit_url, its own trade number', async () => {
        const o = await site.newOrder();
        const { url, back } = await startPage(o, 'h5');
        await fake.openCashier(url);
        expect(fake.requests.at(-1)?.biz).toMatchObject({
          out_trade_no: `${o.orderNo}_AW`,
          product_code: 'QUICK_WAP_WAY',
          quit_url: back,
        });
        await fake.pay(`${o.orderNo}_AW`);
        expect((await orderOf(o.orderId)).status).toBe(9);
      });

      it('MeEdu’s cashier form on a phone: wap.pay comes back to its s_url, giving up goes to its f_url', async () => {
        const o = await site.newOrder();
        const sign = (await orderOf(o.orderId)).pay_sign;
        const [sUrl, fUrl] = [`${site.base}/h5/order/success`, `${site.base}/h5/order/fail`];
        const form = new URLSearchParams({
          sign,
          payment_method: 'alipay',
          platform: 'H5',
          s_url: sUrl,
          f_url: fUrl,
        });
        const answer = await t.inject({
          method: 'POST',
          url: '/payment/index',
          headers: {
            host: new URL(site.base).host,
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': PHONE,
          },
          payload: form.toString(),
        });
        expect(answer.statusCode, answer.body.slice(0, 200)).toBe(302);
        await fake.openCashier(String(answer.headers.location));
        expect(fake.requests.at(-1)?.biz).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: fUrl });
        expect(fake.requests.at(-1)?.params).toMatchObject({ return_url: sUrl });
      });

      it('refuses forged, altered and foreign notifications; nothing is delivered', async () => {
        const o = await site.newOrder(9900);
        await fake.openCashier((await startPage(o)).url);
        const no = `${o.orderNo}_AP`;
        const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
        expect(await fake.notify(no, { trade_status: 'TRADE_SUCCESS' }, { signWith: other })).toBe('fail');
        // Every field below is signed by Alipay's key, but says what the order is not.
        expect(await fake.notify(no, { trade_status: 'TRADE_SUCCESS', total_amount: '0.01' })).toBe('fail');
        expect(await fake.notify(no, { trade_status: 'TRADE_SUCCESS', seller_id: '2088999999999999' })).toBe(
          'fail',
        );
        expect(await fake.notify(no, { trade_status: 'TRADE_SUCCESS', out_trade_no: 'NOPE_AP' })).toBe(
          'fail',
        );
        expect((await orderOf(o.orderId)).status).not.toBe(9);
      });

      it('expiry closes the trade at Alipay, which then cannot be paid; a trade never opened is simply cancelled', async () => {
        const opened = await site.newOrder();
        await fake.openCashier((await startPage(opened)).url);
        const never = await site.newOrder();
        await startPage(never);
        await cancelExpiredOrders(t.app, Date.now() + 16 * 60_000);
        expect((await orderOf(opened.orderId)).status).toBe(7);
        expect((await orderOf(never.orderId)).status).toBe(7);
        expect(fake.trades.get(`${opened.orderNo}_AP`)?.closed).toBe('merchant');
        await expect(fake.pay(`${opened.orderNo}_AP`)).rejects.toThrow(/cannot be paid/);
        expect((await tradeOf(opened.orderId)).status).toBe('closed');
        expect((await tradeOf(never.orderId)).status).toBe('closed');
      });

      it('a payment made before the close settles the order instead of cancelling it', async () => {
        const o = await site.newOrder();
        await fake.openCashier((await startPage(o)).url);
        await fake.pay(`${o.orderNo}_AP`, { notify: false });
        await cancelExpiredOrders(t.app, Date.now() + 16 * 60_000);
        expect((await orderOf(o.orderId)).status).toBe(9);
      });

      it('money that arrives for a cancelled order goes back through Alipay, once', async () => {
        const o = await site.newOrder(5000);
        await fake.openCashier((await startPage(o)).url);
        // The close does not get through; the order is cancelled all the same.
        fake.failNext('alipay.trade.close', 'http500');
        expect(await cancelOrder(t.app, o.orderId)).toBe(true);
        await fake.pay(`${o.orderNo}_AP`);
        expect(await fake.notify(`${o.orderNo}_AP`)).toBe('success');
        expect((await orderOf(o.orderId)).status).toBe(7);
        expect(fake.refundedFen(`${o.orderNo}_AP`)).toBe(5000);
        const refunds = await t.db
          .selectFrom('payment_refunds')
          .selectAll()
          .where('order_id', '=', o.orderId)
          .execute();
        expect(refunds).toMatchObject([
          { reason: 'order_closed', status: 'success', amount_fen: 5000, refund_no: `R${o.orderNo}_AP` },
        ]);
        const refundCalls = fake.requests.filter(
          (r) => r.method === 'alipay.trade.refund' && r.biz.out_trade_no === `${o.orderNo}_AP`,
        );
        expect(refundCalls).toHaveLength(1);
        expect(refundCalls[0]?.biz).toMatchObject({
          refund_amount: '50.00',
          out_request_no: `R${o.orderNo}_AP`,
        });
      });

      it('a lost notification is found by the pay page’s poll, or else by reconciliation', async () => {
        const polled = await site.newOrder();
        await fake.openCashier((await startPage(polled)).url);
        await fake.pay(`${polled.orderNo}_AP`, { notify: false });
        await t.store.delete(`pay:query:${polled.orderId}`);
        expect(
          (await site.call(polled.m, 'GET', `/api/v2/order/status?order_id=${polled.orderNo}`)).data,
        ).toEqual({
          status: 9,
        });

        const quiet = await site.newOrder();
        await fake.openCashier((await startPage(quiet)).url);
        await fake.pay(`${quiet.orderNo}_AP`, { notify: false });
        const report = await reconcilePayments(t.app, Date.now() + 3 * 60_000);
        expect(report.settled).toBeGreaterThanOrEqual(1);
        expect((await orderOf(quiet.orderId)).status).toBe(9);
      });

      it('an administrator’s refund goes through Alipay first; a refusal changes nothing and can be retried', async () => {
        const o = await site.newOrder(3000);
        await fake.openCashier((await startPage(o)).url);
        await fake.pay(`${o.orderNo}_AP`);
        fake.failNext('alipay.trade.refund', {
          answer: {
            node: {
              code: '40004',
              msg: 'Business Failed',
              sub_code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
              sub_msg: '卖家余额不足',
            },
          },
        });
        await expect(refundOrder(t.app, o.orderId, { adminId: 1, note: '测试' })).rejects.toThrow(
          '退款失败：卖家余额不足',
        );
        expect(await orderOf(o.orderId)).toMatchObject({ status: 9, is_refund: 0 });
        const list = await adminCall(t, 'GET', '/backend/api/v1/refunds?status=failed', site.adminToken());
        expect(list.data.data).toContainEqual(
          expect.objectContaining({
            order_no: o.orderNo,
            reason: 'admin',
            status: 'failed',
            message: '卖家余额不足',
            amount: 30,
          }),
        );
        expect(await refundOrder(t.app, o.orderId, { adminId: 1, note: '测试' })).toEqual({
          order_no: o.orderNo,
          refunded: true,
        });
        expect(fake.refundedFen(`${o.orderNo}_AP`)).toBe(3000);
        expect(await orderOf(o.orderId)).toMatchObject({ is_refund: 1 });
      });

      it('测试连接 makes one signed call; a wrong Alipay key is reported', async () => {
        const ok = await adminCall(t, 'POST', '/backend/api/v1/payments/test', site.adminToken(), {
          channel: 'alipay',
        });
        expect(ok.data.ok).toBe(true);
        expect(ok.data.message).toContain('连接成功');
        if (mode === 'key') {
          const wrong = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
            type: 'spki',
            format: 'pem',
          });
          expect((await site.saveSettings({ 'payment.alipay': { alipayPublicKey: wrong } })).code).toBe(0);
          const bad = await adminCall(t, 'POST', '/backend/api/v1/payments/test', site.adminToken(), {
            channel: 'alipay',
          });
          expect(bad.data).toMatchObject({ ok: false, message: expect.stringContaining('签名') });
          expect((await site.saveSettings({ 'payment.alipay': fake.settings })).code).toBe(0);
        }
      });

      it('a method switched off is not offered and cannot be started', async () => {
        expect((await site.saveSettings({ 'payment.alipay': { wap: false } })).code).toBe(0);
        const o = await site.newOrder();
        expect((await site.call(o.m, 'GET', '/api/v2/order/payments?scene=h5')).data).toEqual([]);
        const refused = await site.call(o.m, 'POST', '/api/v2/order/pay', {
          order_id: o.orderNo,
          payment: 'alipay',
          scene: 'h5',
        });
        expect(refused.message).toBe(PaymentMessage.methodUnavailable);
        expect((await site.saveSettings({ 'payment.alipay': { wap: true } })).code).toBe(0);
      });
    });
  });
}
