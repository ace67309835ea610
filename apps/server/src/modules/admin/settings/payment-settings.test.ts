import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAlipay, startFakeAlipay } from '#providers/payment/testing/fake-alipay';
import { type FakeWechat, startFakeWechat } from '#providers/payment/testing/fake-wechat';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1/settings';
const OVERVIEW = '/backend/api/v1/payments/overview';

/*
 * The console's payment settings (decision 025): every key and certificate is checked when saved and a bad
 * one refused with its reason, nothing of a refused request is kept, a channel cannot be switched on while
 * incomplete, secrets are never answered, and the sandbox cannot be switched on in production.
 */
describe('payment settings', () => {
  let alipay: FakeAlipay;
  let alipayCert: FakeAlipay;
  let wechat: FakeWechat;
  beforeAll(async () => {
    [alipay, alipayCert, wechat] = await Promise.all([
      startFakeAlipay({ mode: 'key' }),
      startFakeAlipay({ mode: 'cert' }),
      startFakeWechat({ mode: 'publicKey' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([alipay.close(), alipayCert.close(), wechat.close()]);
  });

  forEachDatabase((t) => {
    let root: { token: string };
    const put = (values: Record<string, unknown>) => adminCall(t, 'PUT', API, root.token, { values });
    const stored = async (key: string) => {
      const row = await t.db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? JSON.parse(row.value) : undefined;
    };
    beforeAll(async () => {
      root = await adminOfRole(t, 'super');
    });

    it('saves complete channels; the overview says what members get where; secrets stay unanswered', async () => {
      expect((await put({ 'payment.alipay': alipay.settings, 'payment.wechat': wechat.settings })).code).toBe(
        0,
      );
      const overview = (await adminCall(t, 'GET', OVERVIEW, root.token)).data;
      expect(overview).toMatchObject({ sandbox_allowed: true, fallback: '' });
      const alipayState = overview.channels.find((c: { sign: string }) => c.sign === 'alipay');
      expect(alipayState).toMatchObject({
        enabled: true,
        ready: true,
        problems: [],
        offered: [
          { scene: 'pc', method: 'page' },
          { scene: 'h5', method: 'wap' },
        ],
      });
      const answer = (await adminCall(t, 'GET', API, root.token)).data;
      expect(answer.values['payment.wechat']).toMatchObject({
        privateKey: '',
        apiV3Key: '',
        mchId: wechat.settings.mchId,
      });
      expect(answer.secrets_set).toEqual(
        expect.arrayContaining([
          'payment.alipay.appPrivateKey',
          'payment.wechat.privateKey',
          'payment.wechat.apiV3Key',
        ]),
      );
      expect(JSON.stringify(answer)).not.toContain(wechat.settings.apiV3Key);
      expect((await put({ 'payment.alipay': alipayCert.settings })).code).toBe(0);
    });

    it('refuses a key or certificate that does not parse, with the reason, and keeps nothing of the request', async () => {
      const before = await stored('payment.wechat');
      const cases: [Record<string, unknown>, string][] = [
        [{ 'payment.alipay': { appPrivateKey: 'not a key' } }, '应用私钥无法解析'],
        [
          {
            'payment.alipay': {
              signMode: 'key',
              alipayPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
            },
          },
          '支付宝公钥无法解析',
        ],
        [{ 'payment.alipay': { signMode: 'cert', alipayRootCert: 'garbage' } }, '支付宝根证书不是 PEM 证书'],
        [{ 'payment.wechat': { apiV3Key: 'short' } }, 'APIv3 密钥须为 32 个字符'],
        [{ 'payment.wechat': { publicKeyId: 'KEY_1' } }, '微信支付公钥 ID 须以 PUB_KEY_ID_ 开头'],
        [{ 'payment.wechat': { mchId: 'abc' } }, '商户号须为数字'],
      ];
      for (const [values, message] of cases) {
        const answer = await put({ ...values, 'site.name': '不应保存' });
        expect(answer, message).toMatchObject({ code: 1, message: expect.stringContaining(message) });
      }
      expect(await stored('payment.wechat')).toEqual(before);
      expect(await stored('site.name')).not.toBe('不应保存');
    });

    it('refuses an app certificate that is not the app’s key, and switching on an incomplete channel', async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      });
      expect(await put({ 'payment.alipay': { ...alipayCert.settings, appPrivateKey: other } })).toMatchObject(
        {
          code: 1,
          message: '应用公钥证书与应用私钥不匹配',
        },
      );
      await t.db.deleteFrom('app_config').where('key', '=', 'payment.wechat').execute();
      expect(await put({ 'payment.wechat': { enabled: true, appId: wechat.settings.appId } })).toMatchObject({
        code: 1,
        message: expect.stringMatching(
          /^启用微信支付前请填写：商户号、商户证书序列号、商户 API 私钥、APIv3 密钥/,
        ),
      });
      // Saved switched off, completed later, then switched on.
      expect((await put({ 'payment.wechat': { ...wechat.settings, enabled: false } })).code).toBe(0);
      expect((await put({ 'payment.wechat': { enabled: true } })).code).toBe(0);
    });

    it('falls back to the sandbox when nothing is enabled (outside production)', async () => {
      expect(
        (await put({ 'payment.alipay': { enabled: false }, 'payment.wechat': { enabled: false } })).code,
      ).toBe(0);
      const overview = (await adminCall(t, 'GET', OVERVIEW, root.token)).data;
      expect(overview.fallback).toBe('sandbox');
      expect((await t.get('/api/v2/order/payments?scene=pc')).data).toEqual([
        { sign: 'sandbox', name: '模拟支付', method: 'cashier' },
      ]);
    });
  });

  forEachDatabase(
    (t) => {
      it('in production the sandbox cannot be switched on; hand pay is the fallback', async () => {
        const root = await adminOfRole(t, 'super');
        expect(
          await adminCall(t, 'PUT', API, root.token, { values: { 'payment.sandbox': { enabled: true } } }),
        ).toMatchObject({
          code: 1,
          message: '生产环境不能启用模拟支付',
        });
        const overview = (await adminCall(t, 'GET', OVERVIEW, root.token)).data;
        expect(overview).toMatchObject({ sandbox_allowed: false, fallback: 'handpay' });
        expect((await t.get('/api/v2/order/payments?scene=h5')).data).toEqual([
          { sign: 'handpay', name: '线下转账', method: 'transfer' },
        ]);
      });
    },
    { config: { nodeEnv: 'production' } },
  );
});
