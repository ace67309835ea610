import { X509Certificate } from 'node:crypto';
import { Certificate } from '@fidm/x509';
import { AlipaySdk } from 'alipay-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAlipay, startFakeAlipay } from './fake-alipay';
import * as hand from './hand-clients';

/*
 * Checks the fake Alipay itself with hand-made clients (hand-clients.ts), never with our payment code: what it
 * accepts and refuses, that its answers, return parameters and notifications verify, and — as a second opinion
 * — that alipay-sdk agrees with its certificate SNs and signatures. The WeChat Pay fake: fakes-wechat.test.ts.
 */

let ali: FakeAlipay;
let aliCert: FakeAlipay;
let sink: Awaited<ReturnType<typeof hand.receiver>>;
beforeAll(async () => {
  [ali, aliCert, sink] = await Promise.all([
    startFakeAlipay(),
    startFakeAlipay({ mode: 'cert' }),
    hand.receiver(),
  ]);
});
afterAll(() => Promise.all([ali.close(), aliCert.close(), sink.close()]));

const formOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('fake Alipay, public-key mode', () => {
  it('accepts a signed call, answers signed, and refuses a tampered one', async () => {
    const s = ali.settings;
    const params = hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.query', {
      out_trade_no: 'NONE_1',
    });
    const ok = hand.alipayAnswer(
      await hand.alipayCall(s.gateway, params),
      'alipay.trade.query',
      s.alipayPublicKey ?? '',
    );
    expect(ok.signOk).toBe(true);
    expect(ok.node).toMatchObject({ code: '40004', sub_code: 'ACQ.TRADE_NOT_EXIST' });
    const tampered = { ...params, biz_content: JSON.stringify({ out_trade_no: 'NONE_2' }) };
    const bad = hand.alipayAnswer(
      await hand.alipayCall(s.gateway, tampered),
      'alipay.trade.query',
      s.alipayPublicKey ?? '',
    );
    expect(bad.node).toMatchObject({ code: '40002', sub_code: 'isv.invalid-signature' });
    expect(ali.requests.map((r) => r.signOk)).toEqual([true, false]);
  });

  it('opens the cashier, pays, notifies signed, returns signed, and then answers TRADE_SUCCESS', async () => {
    const s = ali.settings;
    const biz = {
      out_trade_no: 'T_PAGE_1',
      total_amount: '88.80',
      subject: '课程 <A&B>',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    };
    const extra = { notify_url: sink.url, return_url: 'https://edu.example/paid' };
    const url = `${s.gateway}?${new URLSearchParams(hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.page.pay', biz, extra))}`;
    const page = await ali.openCashier(url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('确认付款');
    expect(page.html).toContain('课程 &lt;A&amp;B&gt;');
    const tradeNo = ali.trades.get('T_PAGE_1')?.tradeNo ?? '';
    const paid = await fetch(`${s.gateway.replace('/gateway.do', '')}/fake/alipay/cashier/pay`, {
      method: 'POST',
      body: new URLSearchParams({ trade_no: tradeNo }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams);
    expect(back).toMatchObject({
      method: 'alipay.trade.page.pay.return',
      out_trade_no: 'T_PAGE_1',
      total_amount: '88.80',
    });
    expect(hand.alipayNotifyOk(back, s.alipayPublicKey ?? '')).toBe(true);
    const note = formOf(sink.received.at(-1)?.body ?? '');
    expect(note).toMatchObject({
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      seller_id: s.sellerId,
      app_id: s.appId,
    });
    expect(hand.alipayNotifyOk(note, s.alipayPublicKey ?? '')).toBe(true);
    expect(ali.notifications.at(-1)?.ok).toBe(true);
    const q = hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.query', {
      out_trade_no: 'T_PAGE_1',
    });
    expect(
      hand.alipayAnswer(await hand.alipayCall(s.gateway, q), 'alipay.trade.query', s.alipayPublicKey ?? '')
        .node.trade_status,
    ).toBe('TRADE_SUCCESS');
  });

  it('closes trades at time_expire and refuses to pay them; refunds are idempotent and capped', async () => {
    const s = ali.settings;
    const open = (no: string, expire: string) => {
      const biz = {
        out_trade_no: no,
        total_amount: '1.00',
        subject: 's',
        product_code: 'QUICK_WAP_WAY',
        time_expire: expire,
      };
      return ali.openCashier(
        `${s.gateway}?${new URLSearchParams(hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.wap.pay', biz))}`,
      );
    };
    expect((await open('T_LATE', '2020-01-01 00:00:00')).html).toContain('交易已关闭');
    expect(ali.trades.has('T_LATE')).toBe(false);
    expect((await open('T_SOON', '2099-01-01 00:00:00')).status).toBe(200);
    ali.advanceTime(80 * 365 * 86_400_000);
    await expect(ali.pay('T_SOON')).rejects.toThrow(/TRADE_CLOSED/);
    ali.advanceTime(-80 * 365 * 86_400_000);
    const call = (method: string, biz: object) =>
      hand
        .alipayCall(s.gateway, hand.alipayRequest(s.appId, s.appPrivateKey, method, biz))
        .then((raw) => hand.alipayAnswer(raw, method, s.alipayPublicKey ?? '').node);
    expect(
      await call('alipay.trade.refund', {
        out_trade_no: 'T_PAGE_1',
        refund_amount: '8.80',
        out_request_no: 'R1',
      }),
    ).toMatchObject({ code: '10000', fund_change: 'Y' });
    expect(
      await call('alipay.trade.refund', {
        out_trade_no: 'T_PAGE_1',
        refund_amount: '8.80',
        out_request_no: 'R1',
      }),
    ).toMatchObject({ code: '10000', fund_change: 'N', refund_fee: '8.80' });
    expect(
      await call('alipay.trade.refund', {
        out_trade_no: 'T_PAGE_1',
        refund_amount: '80.01',
        out_request_no: 'R2',
      }),
    ).toMatchObject({ sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
    expect(
      await call('alipay.trade.fastpay.refund.query', { out_trade_no: 'T_PAGE_1', out_request_no: 'R1' }),
    ).toMatchObject({ refund_status: 'REFUND_SUCCESS' });
    expect(await call('alipay.trade.close', { out_trade_no: 'T_PAGE_1' })).toMatchObject({
      sub_code: 'ACQ.TRADE_STATUS_ERROR',
    });
  });
});

describe('fake Alipay, certificate mode', () => {
  /** alipay-sdk set up in certificate mode with the fake's settings. */
  const certModeSdk = () => {
    const s = aliCert.settings;
    return new AlipaySdk({
      appId: s.appId,
      keyType: 'PKCS8',
      privateKey: s.appPrivateKey,
      appCertContent: s.appCert,
      alipayPublicCertContent: s.alipayCert,
      alipayRootCertContent: s.alipayRootCert,
      gateway: s.gateway,
    });
  };

  it('issues certificates that parse everywhere, with the SNs alipay-sdk computes', () => {
    const s = aliCert.settings;
    const sdk = certModeSdk();
    expect(aliCert.keys.cert).toMatchObject({
      appCertSn: sdk.config.appCertSn,
      alipayCertSn: sdk.config.alipayCertSn,
      alipayRootCertSn: sdk.config.alipayRootCertSn,
    });
    expect(sdk.config.alipayRootCertSn).not.toContain('_'); // the ECDSA root is not counted
    const [root, ecRoot] = Certificate.fromPEMs(Buffer.from(s.alipayRootCert ?? ''));
    const app = Certificate.fromPEM(Buffer.from(s.appCert ?? ''));
    expect(ecRoot.signatureOID).toBe('1.2.840.10045.4.3.2');
    expect(root.checkSignature(app)).toBeNull();
    expect(app.issuer.attributes.map((a) => a.shortName)).toEqual(['C', 'O', 'OU', 'CN']);
    const x = new X509Certificate(s.appCert ?? '');
    expect(x.checkIssued(new X509Certificate(s.alipayRootCert ?? ''))).toBe(true);
    expect(x.issuer).not.toBe(x.subject);
  });

  it('requires the certificate SNs and answers with alipay_cert_sn, as alipay-sdk expects', async () => {
    const s = aliCert.settings;
    const cert = aliCert.keys.cert;
    const sns = { app_cert_sn: cert?.appCertSn ?? '', alipay_root_cert_sn: cert?.alipayRootCertSn ?? '' };
    const pub = new X509Certificate(s.alipayCert ?? '').publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const good = hand.alipayAnswer(
      await hand.alipayCall(
        s.gateway,
        hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.query', { out_trade_no: 'X1' }, sns),
      ),
      'alipay.trade.query',
      pub,
    );
    expect(good).toMatchObject({
      signOk: true,
      certSn: cert?.alipayCertSn,
      node: { sub_code: 'ACQ.TRADE_NOT_EXIST' },
    });
    const wrong = { ...sns, app_cert_sn: '0'.repeat(32) };
    const raw = await hand.alipayCall(
      s.gateway,
      hand.alipayRequest(s.appId, s.appPrivateKey, 'alipay.trade.query', { out_trade_no: 'X1' }, wrong),
    );
    expect(hand.alipayAnswer(raw, 'alipay.trade.query', pub).node.sub_code).toBe('isv.app-cert-not-exist');
    const sdk = certModeSdk();
    const viaSdk = await sdk.exec(
      'alipay.trade.close',
      { bizContent: { out_trade_no: 'X1' } },
      { validateSign: true },
    );
    expect(viaSdk.subCode).toBe('ACQ.TRADE_NOT_EXIST');
  });
});
