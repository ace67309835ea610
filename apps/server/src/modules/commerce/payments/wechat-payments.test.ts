import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechat, startFakeWechat } from '#providers/payment/testing/fake-wechat';
import { beijingTime } from '#providers/payment/types';
import { readPlatformCertificates } from '#providers/payment/wechat-certificates';
import { adminCall } from '#test/helpers/admin';
import { setAppConfig } from '#test/helpers/app-config';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { cancelExpiredOrders } from '../expiry';
import { cancelOrder } from '../orders';
import { type ChannelSite, openChannelSite } from '../testing/channel-site';
import { reconcilePayments } from './reconcile';

/*
 * WeChat Pay API v3 against a fake WeChat Pay that checks our Authorization with the merchant's key and signs
 * its answers and notifications (decision 025), with platform certificates (downloaded, refreshed, rotated)
 * and with the WeChat Pay public key: Native on a desktop, H5 in a phone browser, JSAPI inside WeChat after
 * the official account's snsapi_base, the close at expiry, duplicate payments refunded, refund results.
 */
for (const mode of ['certificate', 'publicKey'] as const) {
  describe(`wechat pay, ${mode} mode`, () => {
    forEachDatabase((t) => {
      let fake: FakeWechat;
      let site: ChannelSite;

      beforeAll(async () => {
        fake = await startFakeWechat({ mode });
        site = await openChannelSite(t);
        const saved = await site.saveSettings({
          'payment.wechat': fake.settings,
          'socialite.wechat_app': {
            app_id: fake.officialAccount.app_id,
            app_secret: fake.officialAccount.app_secret,
          },
        });
        expect(saved.code, saved.message).toBe(0);
        // oauth_base / api_base are not console fields: the official account's addresses point at the fake.
        await setAppConfig(t.db, 'socialite.wechat_app', fake.officialAccount);
        await setAppConfig(t.db, 'payment.sandbox', { enabled: false });
      });
      afterAll(() => fake.close());

      const orderOf = (id: number) => readRow(t.db, 'orders', { id: id });
      const refundsOf = (orderId: number) => readRows(t.db, 'payment_refunds', { order_id: orderId });
      const pay = (o: Awaited<ReturnType<ChannelSite['newOrder']>>, scene: string, extra: object = {}) =>
        site.call(o.m, 'POST', '/api/v2/order/pay', {
          order_id: o.orderNo,
          payment: 'wechat',
          scene,
          ...extra,
        });

      it('desktop: a Native code with the order’s expiry; scanning pays, settles once', async () => {
        const o = await site.newOrder(9900);
        const answer = await pay(o, 'pc');
        expect(answer.data).toMatchObject({
          type: 'qrcode',
          code_url: expect.stringMatching(/^weixin:\/\//),
        });
        const trade = fake.transactions.get(`${o.orderNo}_WN`);
        expect(trade).toMatchObject({ total: 9900, notifyUrl: `${site.base}/payment/callback/wechat` });
        const order = await orderOf(o.orderId);
        expect(trade?.timeExpire).toBe(beijingTime(order.expires_at, 'rfc3339'));
        const paid = await fake.payCodeUrl(answer.data.code_url);
        expect(paid.notification?.ok).toBe(true);
        expect(await orderOf(o.orderId)).toMatchObject({
          status: 9,
          payment: 'wechat',
          payment_method: 'native',
        });
        expect((await fake.notify(`${o.orderNo}_WN`)).ok).toBe(true);
        const courses = await readRows(t.db, 'user_courses', { user_id: o.m.user.id });
        expect(courses).toHaveLength(1);
        if (mode === 'certificate') {
          const stored = await readPlatformCertificates(t.db);
          expect(stored?.certs.map((c) => c.serial)).toContain(fake.currentSerial());
        } else {
          expect(fake.requests.some((r) => r.route === 'certificates')).toBe(false);
        }
      });

      it('phone browser: H5 with the way back appended; inside WeChat: JSAPI after snsapi_base', async () => {
        const h5 = await site.newOrder();
        const back = `${site.base}/h5/order/pay?order_id=${h5.orderNo}`;
        const answer = await pay(h5, 'h5', { return_url: back });
        expect(answer.data.type).toBe('redirect');
        expect(answer.data.url).toContain(`&redirect_url=${encodeURIComponent(back)}`);
        expect(fake.transactions.get(`${h5.orderNo}_WH`)).toBeTruthy();

        const inside = await site.newOrder();
        const resume = `${site.base}/h5/order/pay?order_id=${inside.orderNo}`;
        const first = await pay(inside, 'wechat', { return_url: resume });
        // The member's openid is not known yet: the official account's silent authorisation first.
        expect(first.data.type).toBe('redirect');
        const authorize = new URL(first.data.url);
        expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
        expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.base}/payment/wechat/openid`);
        const toSite = await fetch(first.data.url.replace(/#wechat_redirect$/, ''), { redirect: 'manual' });
        const callback = new URL(String(toSite.headers.get('location')));
        const back2 = await t.inject(`${callback.pathname}${callback.search}`);
        expect(back2.statusCode).toBe(302);
        expect(back2.headers.location).toBe(`${resume}&pay_resume=wechat`);
        const again = await pay(inside, 'wechat', { return_url: resume });
        expect(again.data.type).toBe('jsapi');
        const params = again.data.params;
        expect(params).toMatchObject({
          appId: fake.settings.appId,
          signType: 'RSA',
          package: expect.stringMatching(/^prepay_id=/),
        });
        // What WeixinJSBridge does with the parameters: the fake checks paySign with the merchant's key.
        const bridge = await fetch(`${fake.apiBase}/fake/jsapi/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
        });
        expect(await bridge.json()).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
        expect(await orderOf(inside.orderId)).toMatchObject({ status: 9, payment_method: 'jsapi' });
        const kept = await t.db
          .selectFrom('payment_openids')
          .selectAll()
          .where('user_id', '=', inside.m.user.id)
          .execute();
        expect(kept).toHaveLength(1);
      });

      it('refuses a forged signer, a stale timestamp and a wrong APIv3 key', async () => {
        const o = await site.newOrder();
        await pay(o, 'pc');
        const no = `${o.orderNo}_WN`;
        const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
        for (const forged of [
          fake.notificationFor(no, { signer: { key: forger, serial: fake.currentSerial() } }),
          fake.notificationFor(no, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
          fake.notificationFor(no, { apiV3Key: 'x'.repeat(32) }),
        ]) {
          const r = await t.inject({
            method: 'POST',
            url: '/payment/callback/wechat',
            headers: forged.headers,
            payload: forged.body,
          });
          expect(r.statusCode).toBe(400);
        }
        expect((await orderOf(o.orderId)).status).not.toBe(9);
      });

      it('expiry closes the trade at WeChat Pay, which then cannot be paid', async () => {
        const o = await site.newOrder();
        await pay(o, 'pc');
        await cancelExpiredOrders(t.app, Date.now() + 16 * 60_000);
        expect((await orderOf(o.orderId)).status).toBe(7);
        expect(fake.transactions.get(`${o.orderNo}_WN`)?.state).toBe('CLOSED');
        await expect(fake.pay(`${o.orderNo}_WN`)).rejects.toThrow(/cannot be paid/);
      });

      it('two methods of one order both paid: one settles, the other is refunded; the refund result is recorded', async () => {
        const o = await site.newOrder(4000);
        await pay(o, 'pc');
        await pay(o, 'h5', { return_url: `${site.base}/h5` });
        await fake.pay(`${o.orderNo}_WN`, { notify: false });
        await fake.pay(`${o.orderNo}_WH`, { notify: false });
        expect((await fake.notify(`${o.orderNo}_WN`)).ok).toBe(true);
        // Settling closed the other trade: WeChat said it was paid too, so its money goes back.
        expect((await orderOf(o.orderId)).status).toBe(9);
        const refunds = await refundsOf(o.orderId);
        expect(refunds).toMatchObject([
          { reason: 'already_paid', status: 'processing', refund_no: `R${o.orderNo}_WH` },
        ]);
        const result = await fake.completeRefund(`R${o.orderNo}_WH`, 'SUCCESS');
        expect(result?.ok).toBe(true);
        expect((await refundsOf(o.orderId))[0]).toMatchObject({ status: 'success' });
        expect((await fake.notify(`${o.orderNo}_WH`)).ok).toBe(true);
        expect(await refundsOf(o.orderId)).toHaveLength(1);
      });

      it('a refund that ends abnormally is shown for the administrator to retry', async () => {
        const o = await site.newOrder(2000);
        await pay(o, 'pc');
        await fake.pay(`${o.orderNo}_WN`, { notify: false });
        expect(await cancelOrder(t.app, o.orderId)).toBe(false);
        // Found paid by the close: settled. Now an administrator refunds it, and the bank refuses.
        expect((await orderOf(o.orderId)).status).toBe(9);
        const refunded = await adminCall(
          t,
          'POST',
          `/backend/api/v1/orders/${o.orderId}/refund`,
          site.adminToken(),
          {
            reason: '学员申请',
          },
        );
        expect(refunded.code, refunded.message).toBe(0);
        await fake.completeRefund(`R${o.orderNo}_WN`, 'ABNORMAL');
        const list = await adminCall(
          t,
          'GET',
          `/backend/api/v1/refunds?order_no=${o.orderNo}`,
          site.adminToken(),
        );
        expect(list.data.data).toMatchObject([{ status: 'abnormal', reason: 'admin', note: '学员申请' }]);
      });

      it('a lost notification is found by reconciliation; refunds still processing are asked about', async () => {
        const o = await site.newOrder();
        await pay(o, 'pc');
        await fake.pay(`${o.orderNo}_WN`, { notify: false });
        const report = await reconcilePayments(t.app, Date.now() + 3 * 60_000);
        expect(report.settled).toBeGreaterThanOrEqual(1);
        expect((await orderOf(o.orderId)).status).toBe(9);
      });

      it('测试连接 proves the keys (and downloads the platform certificates in certificate mode)', async () => {
        const ok = await adminCall(t, 'POST', '/backend/api/v1/payments/test', site.adminToken(), {
          channel: 'wechat',
        });
        expect(ok.data.ok, ok.data.message).toBe(true);
        if (mode === 'certificate') expect(ok.data.message).toMatch(/^已下载 \d+ 个平台证书；连接成功/);
        const overview = await adminCall(t, 'GET', '/backend/api/v1/payments/overview', site.adminToken());
        expect(overview.data.channels.find((c: { sign: string }) => c.sign === 'wechat')).toMatchObject({
          enabled: true,
          ready: true,
          offered: [
            { scene: 'pc', method: 'native' },
            { scene: 'h5', method: 'h5' },
            { scene: 'wechat', method: 'jsapi' },
          ],
        });
        expect(overview.data.wechat_certificates.length > 0).toBe(mode === 'certificate');
      });

      if (mode === 'certificate') {
        it('without the official account’s keys the OAuth simulator plays snsapi_base (outside production)', async () => {
          await setAppConfig(t.db, 'socialite.wechat_app', {});
          try {
            const o = await site.newOrder();
            const resume = `${site.base}/h5/order/pay?order_id=${o.orderNo}`;
            const first = await pay(o, 'wechat', { return_url: resume });
            expect(first.data.url).toMatch(/^\/api\/dev\/oauth\/authorize\?/);
            expect(new URL(first.data.url, site.base).searchParams.get('scope')).toBe('snsapi_base');
            // Silent, as WeChat is for snsapi_base: straight back with a code.
            const simulated = await t.inject(first.data.url);
            expect(simulated.statusCode).toBe(302);
            expect(String(simulated.headers.location)).toMatch(/^\/payment\/wechat\/openid\?code=/);
            const back = await t.inject(String(simulated.headers.location));
            expect(back.headers.location).toBe(`${resume}&pay_resume=wechat`);
            const kept = await t.db
              .selectFrom('payment_openids')
              .selectAll()
              .where('user_id', '=', o.m.user.id)
              .executeTakeFirstOrThrow();
            expect(kept.openid).toMatch(/^sim_wechat_/);
            // The state was used up: the same return does nothing a second time.
            expect((await t.inject(String(simulated.headers.location))).headers.location).toBe('/h5');
          } finally {
            await setAppConfig(t.db, 'socialite.wechat_app', fake.officialAccount);
          }
        });

        it('a rotated platform certificate is downloaded when a notification names it', async () => {
          const o = await site.newOrder();
          await pay(o, 'pc');
          const rotated = await fake.rotateCertificate();
          await t.store.delete('payment:wechat-certs');
          const paid = await fake.pay(`${o.orderNo}_WN`);
          expect(paid.notification?.ok).toBe(true);
          expect((await orderOf(o.orderId)).status).toBe(9);
          const stored = await readPlatformCertificates(t.db);
          expect(stored?.certs.map((c) => c.serial)).toContain(rotated.serial);
        });

        it('the reconciliation job refreshes certificates older than 12 hours', async () => {
          const before = await readPlatformCertificates(t.db);
          await setAppConfig(t.db, 'payment.wechat_platform_certs', {
            ...before,
            fetchedAt: Date.now() - 13 * 3600_000,
          });
          await t.store.delete('payment:wechat-certs');
          await reconcilePayments(t.app);
          const after = await readPlatformCertificates(t.db);
          expect(after?.fetchedAt ?? 0).toBeGreaterThan(Date.now() - 60_000);
        });
      }
    });
  });
}
