import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechat, startFakeWechat } from './fake-wechat';
import * as hand from './hand-clients';

/*
 * Checks the fake WeChat Pay itself with hand-made clients (hand-clients.ts), never with our payment code: the
 * Authorization check, signed answers in both verification modes, certificate download and rotation, orders,
 * the buyer's side (OAuth, JSAPI bridge), refunds and notifications that decrypt and verify.
 */

let wx: FakeWechat;
let wxKey: FakeWechat;
let sink: Awaited<ReturnType<typeof hand.receiver>>;
beforeAll(async () => {
  [wx, wxKey, sink] = await Promise.all([
    startFakeWechat(),
    startFakeWechat({ mode: 'publicKey' }),
    hand.receiver({ status: 204, body: '' }),
  ]);
});
/** A merchant key the certificate-mode fake never saw (the other fake's). */
const stranger = () => wxKey.keys.merchant;
afterAll(() => Promise.all([wx.close(), wxKey.close(), sink.close()]));

describe('fake WeChat Pay, certificate mode', () => {
  let m: { mchId: string; serialNo: string; key: string };
  beforeAll(() => {
    m = { mchId: wx.settings.mchId, serialNo: wx.settings.serialNo, key: wx.settings.privateKey };
  });

  const order = (type: string, body: object) =>
    hand.wechatCall(wx.apiBase, m, 'POST', `/v3/pay/transactions/${type}`, body);
  const base = () => ({
    appid: wx.settings.appId,
    mchid: wx.settings.mchId,
    description: '课程',
    notify_url: sink.url,
  });

  it('serves certificates that decrypt with the APIv3 key and verify the answer; rotation changes the signer', async () => {
    const download = async () => {
      const r = await hand.wechatCall(wx.apiBase, m, 'GET', '/v3/certificates');
      const data = (
        JSON.parse(r.text) as {
          data: Array<{
            serial_no: string;
            encrypt_certificate: { ciphertext: string; nonce: string; associated_data: string };
          }>;
        }
      ).data;
      const certs = data.map((d) => ({
        serial: d.serial_no,
        x: new X509Certificate(hand.wechatDecrypt(wx.settings.apiV3Key, d.encrypt_certificate)),
      }));
      const signer = certs.find((c) => c.serial === r.headers.get('wechatpay-serial'));
      return { r, certs, ok: !!signer && hand.wechatSignatureOk(r.headers, r.text, signer.x.publicKey) };
    };
    const first = await download();
    expect(first.r.status).toBe(200);
    expect(first.ok).toBe(true);
    expect(first.certs[0].x.serialNumber).toBe(first.certs[0].serial);
    const { serial } = await wx.rotateCertificate();
    const second = await download();
    expect(second.r.headers.get('wechatpay-serial')).toBe(serial);
    expect(second.certs.map((c) => c.serial)).toEqual([first.certs[0].serial, serial]);
    expect(second.ok).toBe(true);
  });

  it('refuses a request signed with another key, or stale, with 401 SIGN_ERROR', async () => {
    const other = await hand.wechatCall(
      wx.apiBase,
      { ...m, key: stranger().privateKeyPem },
      'GET',
      `/v3/pay/transactions/out-trade-no/ABCDEF?mchid=${m.mchId}`,
    );
    expect(other.status).toBe(401);
    expect(JSON.parse(other.text)).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
    const stale = await hand.wechatCall(wx.apiBase, m, 'GET', '/v3/certificates', undefined, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(401);
  });

  it('orders idempotently, refuses a changed re-order, and notifies a Native payment signed and encrypted', async () => {
    const body = { ...base(), out_trade_no: 'WX_NATIVE_1', amount: { total: 1990 } };
    const first = JSON.parse((await order('native', body)).text) as { code_url: string };
    expect(first.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(JSON.parse((await order('native', body)).text)).toEqual(first);
    expect((await order('native', { ...body, amount: { total: 1 } })).status).toBe(403);
    expect(
      JSON.parse(
        (await order('h5', { ...body, scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } } }))
          .text,
      ).code,
    ).toBe('OUT_TRADE_NO_USED');
    await wx.payCodeUrl(first.code_url);
    const got = sink.received.at(-1);
    expect(
      hand.wechatSignatureOk(
        got?.headers ?? {},
        got?.body ?? '',
        new X509Certificate(wx.keys.platform.at(-1)?.cert.certPem ?? '').publicKey,
      ),
    ).toBe(true);
    const note = JSON.parse(got?.body ?? '{}');
    expect(note).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: { associated_data: 'transaction' },
    });
    expect(JSON.parse(hand.wechatDecrypt(wx.settings.apiV3Key, note.resource))).toMatchObject({
      out_trade_no: 'WX_NATIVE_1',
      trade_state: 'SUCCESS',
      mchid: wx.settings.mchId,
      amount: { total: 1990, payer_total: 1990 },
    });
    expect(wx.notifications.at(-1)?.ok).toBe(true);
    sink.answer.status = 200;
    sink.answer.body = 'success'; // Alipay's acknowledgement, not WeChat Pay's (200/204, no body or code SUCCESS)
    expect((await wx.notify('WX_NATIVE_1')).ok).toBe(false);
    Object.assign(sink.answer, { status: 204, body: '' });
    const close = await hand.wechatCall(
      wx.apiBase,
      m,
      'POST',
      '/v3/pay/transactions/out-trade-no/WX_NATIVE_1/close',
      { mchid: m.mchId },
    );
    expect(JSON.parse(close.text).code).toBe('ORDERPAID');
  });

  it('serves the H5 cashier, returns to redirect_url after paying, and refuses after time_expire', async () => {
    const scene = { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } };
    const { h5_url } = JSON.parse(
      (await order('h5', { ...base(), out_trade_no: 'WX_H5_1', amount: { total: 500 }, scene_info: scene }))
        .text,
    ) as { h5_url: string };
    const page = await fetch(`${h5_url}&redirect_url=${encodeURIComponent('https://edu.example/back?x=1')}`);
    const html = await page.text();
    expect(html).toContain('确认支付');
    const fields = Object.fromEntries(
      [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((x) => [x[1], x[2]]),
    );
    const paid = await fetch(`${wx.apiBase}/fake/wechat/h5/pay`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe('https://edu.example/back?x=1');
    expect(wx.transactions.get('WX_H5_1')?.state).toBe('SUCCESS');
    const expire = new Date(Date.now() + 8 * 3_600_000 + 120_000).toISOString().slice(0, 19);
    const late = {
      ...base(),
      out_trade_no: 'WX_LATE_1',
      amount: { total: 1 },
      time_expire: `${expire}+08:00`,
    };
    const { code_url } = JSON.parse((await order('native', late)).text) as { code_url: string };
    wx.advanceTime(180_000);
    await expect(wx.payCodeUrl(code_url)).rejects.toThrow(/支付截止/);
    wx.advanceTime(-180_000);
  });

  it('plays snsapi_base OAuth and the JSAPI bridge, refusing a bad paySign', async () => {
    const oa = wx.officialAccount;
    const auth = await fetch(
      `${oa.oauth_base}/connect/oauth2/authorize?appid=${oa.app_id}&redirect_uri=${encodeURIComponent('https://edu.example/cb')}&response_type=code&scope=snsapi_base&state=s1`,
      { redirect: 'manual' },
    );
    const code = new URL(auth.headers.get('location') ?? '').searchParams.get('code');
    const token = `${oa.api_base}/sns/oauth2/access_token?appid=${oa.app_id}&secret=${oa.app_secret}&code=${code}&grant_type=authorization_code`;
    const { openid } = (await (await fetch(token)).json()) as { openid: string };
    expect(await (await fetch(token)).json()).toMatchObject({ errcode: 40163 });
    const { prepay_id } = JSON.parse(
      (
        await order('jsapi', {
          ...base(),
          out_trade_no: 'WX_JSAPI_1',
          amount: { total: 100 },
          payer: { openid },
        })
      ).text,
    );
    const ts = String(Math.floor(Date.now() / 1000));
    const params = {
      appId: wx.settings.appId,
      timeStamp: ts,
      nonceStr: 'n1',
      package: `prepay_id=${prepay_id}`,
      signType: 'RSA',
    };
    const bridge = (paySign: string) =>
      fetch(`${wx.apiBase}/fake/jsapi/pay`, {
        method: 'POST',
        body: JSON.stringify({ ...params, paySign }),
        headers: { 'content-type': 'application/json' },
      });
    const bad = await bridge(hand.paySign(stranger().privateKey, params.appId, ts, 'n1', params.package));
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await bad.json()) as { err_msg: string }).err_msg).toBe('get_brand_wcpay_request:fail');
    const good = await bridge(hand.paySign(wx.settings.privateKey, params.appId, ts, 'n1', params.package));
    expect(await good.json()).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(wx.transactions.get('WX_JSAPI_1')).toMatchObject({ state: 'SUCCESS', payerOpenid: openid });
  });

  it('refunds PROCESSING, then notifies REFUND.SUCCESS on completion', async () => {
    const body = {
      out_trade_no: 'WX_JSAPI_1',
      out_refund_no: 'RWX_1',
      notify_url: sink.url,
      amount: { refund: 60, total: 100, currency: 'CNY' },
    };
    const r = await hand.wechatCall(wx.apiBase, m, 'POST', '/v3/refund/domestic/refunds', body);
    expect(JSON.parse(r.text)).toMatchObject({ status: 'PROCESSING', out_refund_no: 'RWX_1' });
    const over = await hand.wechatCall(wx.apiBase, m, 'POST', '/v3/refund/domestic/refunds', {
      ...body,
      out_refund_no: 'RWX_2',
    });
    expect(JSON.parse(over.text)).toMatchObject({
      code: 'INVALID_REQUEST',
      message: '申请退款金额超过订单可退金额',
    });
    await wx.completeRefund('RWX_1', 'SUCCESS');
    const note = JSON.parse(sink.received.at(-1)?.body ?? '{}');
    expect(note.event_type).toBe('REFUND.SUCCESS');
    expect(JSON.parse(hand.wechatDecrypt(wx.settings.apiV3Key, note.resource))).toMatchObject({
      refund_status: 'SUCCESS',
      out_refund_no: 'RWX_1',
    });
  });

  it('fails the next call on request: HTTP 500, then no answer at all', async () => {
    wx.failNext('query', 'http500');
    wx.failNext('query', 'timeout');
    const path = `/v3/pay/transactions/out-trade-no/WX_NATIVE_1?mchid=${m.mchId}`;
    expect((await hand.wechatCall(wx.apiBase, m, 'GET', path)).status).toBe(500);
    const hung = hand.wechatCall(wx.apiBase, m, 'GET', path, undefined, { signal: AbortSignal.timeout(300) });
    await expect(hung).rejects.toThrow();
  });
});

describe('fake WeChat Pay, public-key mode', () => {
  it('has no platform certificates, signs with the public key and checks Wechatpay-Serial', async () => {
    {
      const wx = wxKey;
      const m = { mchId: wx.settings.mchId, serialNo: wx.settings.serialNo, key: wx.settings.privateKey };
      const certs = await hand.wechatCall(wx.apiBase, m, 'GET', '/v3/certificates', undefined, {
        headers: { 'wechatpay-serial': wx.settings.publicKeyId ?? '' },
      });
      expect(certs.status).toBe(404);
      expect(JSON.parse(certs.text).code).toBe('RESOURCE_NOT_EXISTS');
      expect(certs.headers.get('wechatpay-serial')).toBe(wx.settings.publicKeyId);
      expect(hand.wechatSignatureOk(certs.headers, certs.text, wx.settings.publicKey ?? '')).toBe(true);
      const wrong = await hand.wechatCall(
        wx.apiBase,
        m,
        'GET',
        `/v3/pay/transactions/out-trade-no/ABCDEF?mchid=${m.mchId}`,
        undefined,
        { headers: { 'wechatpay-serial': 'PUB_KEY_ID_0' } },
      );
      expect(wrong.status).toBe(400);
    }
  });
});
