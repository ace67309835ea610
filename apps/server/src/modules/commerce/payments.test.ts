import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers/test-app';
import { sandboxSettings } from '../../providers/payment';
import { alipaySignContent, rsa2Verify } from '../../providers/payment/alipay';
import { sandboxPaidBody, signSandbox } from '../../providers/payment/sandbox';
import { createCourse, createMember } from '../../seed/factories';
import { createOrder } from './orders';
import { orderStatus } from './status';
import { makeAlipay, makeWechat, setConfig } from './testing/channels';

const SITE = 'http://shop.test';

forEachDatabase((t) => {
  let courseId: number;
  const alipay = makeAlipay();
  const wechat = makeWechat();

  beforeAll(async () => {
    await wechat.start();
    await setConfig(t.db, 'credit1.paid_order', 1);
    await setConfig(t.db, 'payment.alipay', alipay.settings);
    await setConfig(t.db, 'payment.wechat', wechat.settings);
    courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
  });
  afterAll(() => wechat.stop());

  /** A fresh member with an unpaid course order through the given channel. */
  async function newOrder(provider: string) {
    await setConfig(t.db, 'payment.provider', provider);
    const uid = (await createMember(t.db)).id;
    const res = await createOrder(
      t.app,
      uid,
      { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
      SITE,
    );
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.order_no)
      .executeTakeFirstOrThrow();
    return { uid, res, order };
  }

  async function delivered(uid: number) {
    const [courses, credits, notices, user] = await Promise.all([
      t.db.selectFrom('user_courses').selectAll().where('user_id', '=', uid).execute(),
      t.db.selectFrom('credit1_records').selectAll().where('user_id', '=', uid).execute(),
      t.db.selectFrom('notifications').selectAll().where('user_id', '=', uid).orderBy('id').execute(),
      t.db.selectFrom('users').select('credit1').where('id', '=', uid).executeTakeFirstOrThrow(),
    ]);
    return { courses, credits, notices: notices.map((n) => n.message), credit1: user.credit1 };
  }

  const status = async (orderId: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
      .status;

  const post = (url: string, payload: string, headers: Record<string, string>) =>
    t.inject({ method: 'POST', url, payload, headers });

  describe('sandbox cashier', () => {
    it('shows the order with 支付 and 取消, and 支付 sends a signed callback that delivers', async () => {
      const { uid, res, order } = await newOrder('sandbox');
      const page = await t.inject(`/payment/index?sign=${encodeURIComponent(String(res.sign))}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('¥99.00');
      expect(page.body).toContain('>支付</button>');
      expect(page.body).toContain('>取消</button>');
      const paid = await post('/payment/sandbox/pay', `sign=${encodeURIComponent(String(res.sign))}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(paid.body).toContain('支付成功');
      expect(await status(order.id)).toBe(9);
      const d = await delivered(uid);
      expect(d.courses).toMatchObject([
        { course_id: courseId, order_id: order.id, charge_fen: 9900, source: 'order' },
      ]);
      expect(d.credits).toMatchObject([
        { sum: 99, remark: '已支付订单送99积分', unique_key: `order:${order.id}` },
      ]);
      expect(d.credit1).toBe(99);
      expect(d.notices).toEqual(['积分变动:99，备注:已支付订单送99积分', `订单${res.order_no}已支付`]);
      expect((await t.inject(`/payment/index?sign=${encodeURIComponent(String(res.sign))}`)).body).toContain(
        '支付成功',
      );
    });

    it('取消 cancels the order; an unknown sign is refused', async () => {
      const { res, order } = await newOrder('sandbox');
      const page = await post('/payment/sandbox/cancel', `sign=${encodeURIComponent(String(res.sign))}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(page.body).toContain('订单已取消');
      expect(await status(order.id)).toBe(7);
      expect((await t.inject('/payment/index?sign=order-nope')).statusCode).toBe(404);
    });

    it('delivers once for five repeated and five concurrent callbacks', async () => {
      const { uid, order } = await newOrder('sandbox');
      const { body } = await sandboxPaidBody(sandboxSettings(t.app), t.store, {
        orderNo: order.order_no,
        paySign: order.pay_sign,
        totalFen: 9900,
        subject: '',
      });
      const headers = {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandbox(sandboxSettings(t.app).secret, body),
      };
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => post('/payment/callback/sandbox', body, headers)),
      );
      for (let i = 0; i < 5; i++) concurrent.push(await post('/payment/callback/sandbox', body, headers));
      for (const r of concurrent) expect([r.statusCode, r.body]).toEqual([200, 'success']);
      const d = await delivered(uid);
      expect(d.courses).toHaveLength(1);
      expect(d.credits).toHaveLength(1);
      expect(d.credit1).toBe(99);
      expect(d.notices.filter((m) => m.startsWith('订单'))).toHaveLength(1);
      const course = await t.db
        .selectFrom('courses')
        .select('user_count')
        .where('id', '=', courseId)
        .executeTakeFirstOrThrow();
      expect(course.user_count).toBeGreaterThan(0);
    });

    it('refuses a forged signature and delivers nothing', async () => {
      const { uid, order } = await newOrder('sandbox');
      const body = JSON.stringify({
        out_trade_no: order.order_no,
        total_fen: 9900,
        app_id: 'sandbox',
        merchant_id: 'shuyuan-sandbox',
        trade_no: 'x',
        trade_state: 'SUCCESS',
      });
      const r = await post('/payment/callback/sandbox', body, {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandbox('guessed-secret', body),
      });
      expect(r.statusCode).toBe(400);
      expect(await status(order.id)).toBe(1);
      expect((await delivered(uid)).courses).toHaveLength(0);
    });

    it('the status poll asks the channel when no callback came', async () => {
      const { uid, res, order } = await newOrder('sandbox');
      expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 1 });
      // The cashier recorded the payment but its callback was lost.
      await sandboxPaidBody(sandboxSettings(t.app), t.store, {
        orderNo: order.order_no,
        paySign: order.pay_sign,
        totalFen: 9900,
        subject: '',
      });
      await t.store.delete(`pay:query:${order.id}`);
      expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 9 });
      expect((await delivered(uid)).courses).toHaveLength(1);
    });
  });

  describe('Alipay (RSA2, keys made by the test)', () => {
    it('builds a signed page-pay request', async () => {
      const { res } = await newOrder('alipay');
      const url = new URL(String(res.pay_url));
      expect(`${url.origin}${url.pathname}`).toBe(alipay.settings.gateway);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        app_id: alipay.settings.appId,
        method: 'alipay.trade.page.pay',
        sign_type: 'RSA2',
        notify_url: `${SITE}/payment/callback/alipay`,
      });
      expect(JSON.parse(params.biz_content)).toMatchObject({
        out_trade_no: res.order_no,
        total_amount: '99.00',
        product_code: 'FAST_INSTANT_TRADE_PAY',
      });
      expect(rsa2Verify(alipay.app.publicKeyPem, alipaySignContent(params), params.sign)).toBe(true);
    });

    it('settles on a verified notification, once', async () => {
      const { uid, order } = await newOrder('alipay');
      const body = alipay.notify({ out_trade_no: order.order_no, total_amount: '99.00' });
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      for (let i = 0; i < 3; i++)
        expect((await post('/payment/callback/alipay', body, form)).body).toBe('success');
      expect(await status(order.id)).toBe(9);
      const d = await delivered(uid);
      expect(d.courses).toHaveLength(1);
      expect(d.credits).toHaveLength(1);
    });

    it('refuses forged signature, wrong amount, wrong seller, unknown order; nothing delivered', async () => {
      const { uid, order } = await newOrder('alipay');
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const bad = [
        alipay.notify({ out_trade_no: order.order_no, total_amount: '99.00' }, alipay.app.privateKeyPem),
        alipay.notify({ out_trade_no: order.order_no, total_amount: '0.01' }),
        alipay.notify({ out_trade_no: order.order_no, total_amount: '99.00', seller_id: '2088999999999999' }),
        alipay.notify({ out_trade_no: order.order_no, total_amount: '99.00', app_id: '2021999999999999' }),
        alipay.notify({ out_trade_no: '20261123000000999999999999', total_amount: '99.00' }),
        // A valid body with one field changed after signing.
        alipay
          .notify({ out_trade_no: order.order_no, total_amount: '99.00' })
          .replace('total_amount=99.00', 'total_amount=9.90'),
      ];
      for (const body of bad) expect((await post('/payment/callback/alipay', body, form)).body).toBe('fail');
      expect(await status(order.id)).toBe(1);
      expect((await delivered(uid)).courses).toHaveLength(0);
    });
  });

  describe('WeChat Pay API v3 (AES-256-GCM, self-signed platform certificate)', () => {
    beforeEach(() => {
      wechat.requests.length = 0;
    });

    it('creates a Native order with a signed Authorization and answers its code_url as pay_url', async () => {
      const { res } = await newOrder('wechat');
      expect(res.pay_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const call = wechat.requests[0];
      expect(call.authorization).toMatch(
        /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="\w+",signature="[^"]+",timestamp="\d+",serial_no="MERCHANTSERIAL01"$/,
      );
      expect(JSON.parse(call.body)).toMatchObject({
        out_trade_no: res.order_no,
        amount: { total: 9900, currency: 'CNY' },
        notify_url: `${SITE}/payment/callback/wechat`,
      });
    });

    it('settles on a verified, decrypted notification; repeats deliver nothing more', async () => {
      const { uid, order } = await newOrder('wechat');
      const n = wechat.notify(wechat.transaction(order.order_no, 9900));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post('/payment/callback/wechat', n.body, n.headers)),
      );
      for (const a of answers) expect(a.statusCode).toBe(200);
      expect(await status(order.id)).toBe(9);
      const d = await delivered(uid);
      expect(d.courses).toHaveLength(1);
      expect(d.credits).toHaveLength(1);
    });

    it('refuses bad signature, wrong key, wrong amount, wrong merchant, stale or unknown; nothing delivered', async () => {
      const { uid, order } = await newOrder('wechat');
      const trade = wechat.transaction(order.order_no, 9900);
      const tampered = wechat.notify(trade);
      const bad = [
        wechat.notify(trade, { signer: wechat.merchant.privateKey }),
        wechat.notify(trade, { key: 'k'.repeat(32) }),
        wechat.notify(wechat.transaction(order.order_no, 1)),
        wechat.notify(wechat.transaction(order.order_no, 9900, { mchid: '1999999999' })),
        wechat.notify(wechat.transaction(order.order_no, 9900, { appid: 'wx9999999999999999' })),
        wechat.notify(trade, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        wechat.notify(wechat.transaction('20261123000000999999999999', 9900)),
        { body: tampered.body.replace('"summary":"支付成功"', '"summary":"x"'), headers: tampered.headers },
      ];
      for (const b of bad) {
        const r = await post('/payment/callback/wechat', b.body, b.headers);
        expect(r.statusCode).toBe(400);
        expect(JSON.parse(r.body).code).toBe('FAIL');
      }
      expect(await status(order.id)).toBe(1);
      expect((await delivered(uid)).courses).toHaveLength(0);
    });

    it('the status poll queries WeChat Pay when no notification came', async () => {
      const { uid, res, order } = await newOrder('wechat');
      expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 1 });
      wechat.paid.set(order.order_no, 9900);
      await t.store.delete(`pay:query:${order.id}`);
      expect(await orderStatus(t.app, uid, res.order_no)).toEqual({ status: 9 });
      expect(wechat.requests.some((r) => r.method === 'GET' && r.url.includes(order.order_no))).toBe(true);
      expect((await delivered(uid)).courses).toHaveLength(1);
    });
  });
});
