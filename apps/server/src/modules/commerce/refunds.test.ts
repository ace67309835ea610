import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, adminOfRole } from '../../../test/helpers/admin';
import { forEachDatabase } from '../../../test/helpers/test-app';
import { createAlipayProvider } from '../../providers/payment/alipay';
import { createHandPayProvider } from '../../providers/payment/handpay';
import { createWechatProvider } from '../../providers/payment/wechat';
import { createCourse, createMember } from '../../seed/factories';
import { refundNoOf } from './admin';
import { createOrder } from './orders';
import { makeAlipay, makeWechat, setConfig } from './testing/channels';
import { makeRsaKeys } from './testing/keys';

/** Channel refunds (issue 8): the request each channel gets, and what a refusal leaves behind. */

const ORDER = { orderNo: '20261123080000123456789012', totalFen: 9930 };

describe('Alipay alipay.trade.refund against a fake gateway', () => {
  const alipay = makeAlipay();
  beforeAll(() => alipay.start());
  afterAll(() => alipay.stop());
  beforeEach(() => {
    alipay.requests.length = 0;
    delete alipay.answers['alipay.trade.refund'];
    alipay.fake.signWith = alipay.platform.privateKeyPem;
  });

  it('sends a signed request with the amount in yuan and out_request_no; accepts a verified 10000', async () => {
    const answer = await createAlipayProvider(alipay.settings).refund(ORDER, refundNoOf(ORDER.orderNo));
    expect(alipay.requests).toEqual([
      {
        method: 'alipay.trade.refund',
        signOk: true,
        biz: { out_trade_no: ORDER.orderNo, refund_amount: '99.30', out_request_no: `R${ORDER.orderNo}` },
      },
    ]);
    expect(answer).toMatchObject({ refundNo: `R${ORDER.orderNo}`, accepted: true });
  });

  it('answers a refusal with the channel message', async () => {
    alipay.answers['alipay.trade.refund'] = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_HAS_FINISHED',
      sub_msg: '交易已完结',
    };
    const answer = await createAlipayProvider(alipay.settings).refund(ORDER, 'R1');
    expect(answer).toEqual({ refundNo: 'R1', accepted: false, message: '交易已完结' });
  });

  it('refuses an answer not signed by the Alipay key', async () => {
    alipay.fake.signWith = makeRsaKeys().privateKeyPem;
    await expect(createAlipayProvider(alipay.settings).refund(ORDER, 'R1')).rejects.toThrow('bad signature');
  });
});

describe('WeChat Pay /v3/refund/domestic/refunds against a fake API', () => {
  const wechat = makeWechat();
  beforeAll(() => wechat.start());
  afterAll(() => wechat.stop());
  beforeEach(() => {
    wechat.requests.length = 0;
    Object.assign(wechat.refund, { refusal: undefined, status: 'PROCESSING', signer: undefined });
  });

  it('posts out_refund_no and the amounts with a merchant-signed Authorization; accepts PROCESSING', async () => {
    const answer = await createWechatProvider(wechat.settings).refund(ORDER, 'R42');
    expect(answer).toMatchObject({ refundNo: 'R42', accepted: true });
    expect(answer.channelRefundId).toMatch(/^5030/);
    const [call] = wechat.requests;
    expect([call.method, call.url]).toEqual(['POST', '/v3/refund/domestic/refunds']);
    expect(JSON.parse(call.body)).toEqual({
      out_trade_no: ORDER.orderNo,
      out_refund_no: 'R42',
      amount: { refund: 9930, total: 9930, currency: 'CNY' },
    });
    const auth = Object.fromEntries(
      [...call.authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const message = `POST\n/v3/refund/domestic/refunds\n${auth.timestamp}\n${auth.nonce_str}\n${call.body}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(wechat.merchant.publicKey, auth.signature, 'base64'),
    ).toBe(true);
  });

  it('accepts SUCCESS, refuses ABNORMAL and an HTTP error with its message', async () => {
    const provider = createWechatProvider(wechat.settings);
    wechat.refund.status = 'SUCCESS';
    expect((await provider.refund(ORDER, 'R1')).accepted).toBe(true);
    wechat.refund.status = 'ABNORMAL';
    expect((await provider.refund(ORDER, 'R1')).accepted).toBe(false);
    wechat.refund.refusal = { status: 403, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } };
    expect(await provider.refund(ORDER, 'R1')).toEqual({
      refundNo: 'R1',
      accepted: false,
      message: '基本账户余额不足',
    });
  });

  it('refuses an answer not signed by the platform certificate', async () => {
    wechat.refund.signer = makeRsaKeys().privateKey;
    await expect(createWechatProvider(wechat.settings).refund(ORDER, 'R1')).rejects.toThrow('bad signature');
  });
});

describe('hand pay refund', () => {
  it('is accepted with a note that the money goes back by hand', async () => {
    expect(await createHandPayProvider().refund(ORDER, 'R1')).toMatchObject({
      accepted: true,
      message: expect.stringContaining('手动退款'),
    });
  });
});

forEachDatabase((t) => {
  const alipay = makeAlipay();
  let courseId = 0;
  let finance: { token: string };

  beforeAll(async () => {
    await alipay.start();
    await setConfig(t.db, 'payment.alipay', alipay.settings);
    await setConfig(t.db, 'payment.provider', 'alipay');
    courseId = (await createCourse(t.db, { charge_fen: 9900 })).id;
    finance = await adminOfRole(t, 'finance');
  });
  afterAll(() => alipay.stop());
  beforeEach(() => {
    alipay.requests.length = 0;
    delete alipay.answers['alipay.trade.refund'];
  });

  /** A member's course order, paid through a verified Alipay notification. */
  async function paidAlipayOrder() {
    const uid = (await createMember(t.db)).id;
    const res = await createOrder(
      t.app,
      uid,
      { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
      'http://shop.test',
    );
    const body = alipay.notify({ out_trade_no: res.order_no, total_amount: '99.00' });
    const ack = await t.inject({
      method: 'POST',
      url: '/payment/callback/alipay',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ack.body).toBe('success');
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', res.order_no)
      .executeTakeFirstOrThrow();
    return { uid, order };
  }

  const refund = (id: number) =>
    adminCall(t, 'POST', `/backend/api/v1/orders/${id}/refund`, finance.token, { reason: '学员申请' });
  const owned = async (uid: number) =>
    (await t.db.selectFrom('user_courses').selectAll().where('user_id', '=', uid).execute()).length;
  const stateOf = async (id: number) =>
    t.db.selectFrom('orders').select(['status', 'is_refund']).where('id', '=', id).executeTakeFirstOrThrow();

  it('an admin refund calls alipay.trade.refund once with the amount and out_request_no, then revokes', async () => {
    const { uid, order } = await paidAlipayOrder();
    expect(await owned(uid)).toBe(1);
    expect((await refund(order.id)).code).toBe(0);
    expect(alipay.requests).toEqual([
      {
        method: 'alipay.trade.refund',
        signOk: true,
        biz: { out_trade_no: order.order_no, refund_amount: '99.00', out_request_no: `R${order.order_no}` },
      },
    ]);
    expect(await stateOf(order.id)).toEqual({ status: 9, is_refund: 1 });
    expect(await owned(uid)).toBe(0);
    // A second refund is refused before the channel is asked again.
    expect((await refund(order.id)).message).toBe('订单未支付或已退款');
    expect(alipay.requests).toHaveLength(1);
  });

  it('a channel refusal leaves the order paid and delivered and answers 退款失败', async () => {
    const { uid, order } = await paidAlipayOrder();
    alipay.answers['alipay.trade.refund'] = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_HAS_FINISHED',
      sub_msg: '交易已完结',
    };
    const answer = await refund(order.id);
    expect(answer.code).not.toBe(0);
    expect(answer.message).toBe('退款失败：交易已完结');
    expect(alipay.requests).toHaveLength(1);
    expect(await stateOf(order.id)).toEqual({ status: 9, is_refund: 0 });
    expect(await owned(uid)).toBe(1);
  });
});
