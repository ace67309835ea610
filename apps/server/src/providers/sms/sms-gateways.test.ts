import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderMobile } from '#modules/auth';
import { setAppConfig } from '#test/helpers/app-config';
import { checkAliyunRpc, checkTc3 } from '#test/helpers/cloud-signatures';
import { type FakeHttpServer, type RecordedRequest, startFakeHttp } from '#test/helpers/fake-http';
import { createMemberWithToken } from '#test/helpers/member';
import { freshIp, freshMobile, requestSmsCode } from '#test/helpers/sms';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';

const TEMPLATES = {
  login: 'SMS_LOGIN_1',
  register: 'SMS_REG_2',
  password_reset: 'SMS_RESET_3',
  mobile_bind: 'SMS_BIND_4',
};

/** A stand-in for Aliyun Dysmsapi: checks the RPC signature and the SendSms parameters. */
function aliyunHandler(request: RecordedRequest) {
  const refused = checkAliyunRpc(request, { LTAIsmsTest: 'aliyun-secret' });
  if (refused)
    return { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: refused, RequestId: 'r' } };
  const q = new URL(request.url, 'http://x').searchParams;
  const ok =
    q.get('Action') === 'SendSms' &&
    q.get('Version') === '2017-05-25' &&
    q.get('Format') === 'JSON' &&
    q.get('SignName') === '书院' &&
    Object.values(TEMPLATES).includes(q.get('TemplateCode') ?? '') &&
    /^\{"code":"\d{6}"\}$/.test(q.get('TemplateParam') ?? '');
  return {
    body: ok
      ? { Code: 'OK', Message: 'OK', RequestId: 'r', BizId: 'b' }
      : { Code: 'isv.INVALID_PARAMETERS', Message: 'bad' },
  };
}

/** A stand-in for Tencent Cloud SMS: checks TC3 and the SendSms payload. */
function tencentHandler(request: RecordedRequest) {
  const refused = checkTc3(request, { AKIDsmsTest: 'tencent-secret' }, 'sms');
  if (refused)
    return {
      body: {
        Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: refused }, RequestId: 'r' },
      },
    };
  const body = JSON.parse(request.body);
  const ok =
    request.headers['x-tc-action'] === 'SendSms' &&
    request.headers['x-tc-version'] === '2021-01-11' &&
    request.headers['x-tc-region'] === 'ap-guangzhou' &&
    body.SmsSdkAppId === '1400000001' &&
    body.SignName === '书院' &&
    Object.values(TEMPLATES).includes(body.TemplateId) &&
    /^\+86\d{11}$/.test(body.PhoneNumberSet?.[0]) &&
    /^\d{6}$/.test(body.TemplateParamSet?.[0]);
  const status = ok
    ? { Code: 'Ok', Message: 'send success' }
    : { Code: 'InvalidParameterValue', Message: 'bad' };
  return {
    body: {
      Response: { SendStatusSet: [{ PhoneNumber: body.PhoneNumberSet?.[0], ...status }], RequestId: 'r' },
    },
  };
}

async function lastRecord(t: TestApp, mobile: string) {
  return t.db
    .selectFrom('sms_records')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The real SMS gateways behind POST /api/v2/captcha/sms, against local stand-ins of their APIs. */
forEachDatabase((t) => {
  let aliyun: FakeHttpServer;
  let tencent: FakeHttpServer;

  beforeAll(async () => {
    aliyun = await startFakeHttp(aliyunHandler);
    tencent = await startFakeHttp(tencentHandler);
  });
  afterAll(async () => {
    await setAppConfig(t.db, 'sms.provider', 'log');
    await aliyun?.close();
    await tencent?.close();
  });

  describe('Aliyun', () => {
    const configure = (secret: string, templates: Record<string, string> = TEMPLATES) =>
      setAppConfig(t.db, 'sms.aliyun', {
        access_key_id: 'LTAIsmsTest',
        access_key_secret: secret,
        sign_name: '书院',
        templates,
        endpoint: aliyun.base,
      });

    beforeAll(async () => {
      await setAppConfig(t.db, 'sms.provider', 'aliyun');
      await configure('aliyun-secret');
    });

    it('sends a signed SendSms with the scene template, and the code sent is the one that logs in', async () => {
      const mobile = freshMobile();
      expect((await requestSmsCode(t, mobile, 'login', freshIp())).code).toBe(0);
      const sent = new URL(aliyun.requests.at(-1)?.url ?? '', 'http://x').searchParams;
      expect(sent.get('PhoneNumbers')).toBe(mobile);
      expect(sent.get('TemplateCode')).toBe('SMS_LOGIN_1');
      const code = JSON.parse(sent.get('TemplateParam') ?? '{}').code as string;
      expect((await lastRecord(t, mobile)).provider).toBe('aliyun');
      const login = await t.post('/api/v2/login/mobile', { mobile, mobile_code: code });
      expect(login.code, login.message).toBe(0);
      // Nothing reaches the dev outbox when a real gateway sends.
      expect((await t.get(`/api/dev/sms-outbox?mobile=${mobile}`)).data).toEqual([]);
    });

    it('answers 短信发送失败 when the gateway refuses the signature or a template is missing', async () => {
      await configure('not-the-secret');
      const mobile = freshMobile();
      expect((await requestSmsCode(t, mobile, 'register', freshIp())).message).toBe(
        '短信发送失败，请稍后再试',
      );
      expect(await lastRecord(t, mobile)).toMatchObject({
        provider: 'aliyun',
        status: 0,
        error: expect.stringContaining('SignatureDoesNotMatch'),
      });

      await configure('aliyun-secret', { login: 'SMS_LOGIN_1' });
      const other = freshMobile();
      expect((await requestSmsCode(t, other, 'register', freshIp())).message).toBe(
        '短信发送失败，请稍后再试',
      );
      await configure('aliyun-secret');
    });
  });

  describe('Tencent', () => {
    const configure = (secret: string) =>
      setAppConfig(t.db, 'sms.tencent', {
        secret_id: 'AKIDsmsTest',
        secret_key: secret,
        sdk_app_id: '1400000001',
        sign_name: '书院',
        region: 'ap-guangzhou',
        templates: TEMPLATES,
        endpoint: tencent.base,
      });

    beforeAll(async () => {
      await setAppConfig(t.db, 'sms.provider', 'tencent');
      await configure('tencent-secret');
    });

    it('sends a TC3-signed SendSms with the scene template and the code as its parameter', async () => {
      const mobile = freshMobile();
      expect((await requestSmsCode(t, mobile, 'mobile_bind', freshIp())).code).toBe(0);
      const body = JSON.parse(tencent.requests.at(-1)?.body ?? '{}');
      expect(body).toMatchObject({
        PhoneNumberSet: [`+86${mobile}`],
        TemplateId: 'SMS_BIND_4',
        SmsSdkAppId: '1400000001',
      });
      expect(await lastRecord(t, mobile)).toMatchObject({ provider: 'tencent', status: 1 });
      // The code delivered is the one that binds the mobile to a social sign-up's account.
      const member = await createMemberWithToken(t, { mobile: placeholderMobile() });
      const bound = await t.post(
        '/api/v2/member/detail/mobile',
        { mobile, mobile_code: body.TemplateParamSet[0] },
        member.headers,
      );
      expect(bound.code, bound.message).toBe(0);
    });

    it('answers 短信发送失败 when the signature is refused', async () => {
      await configure('wrong');
      const mobile = freshMobile();
      expect((await requestSmsCode(t, mobile, 'login', freshIp())).message).toBe('短信发送失败，请稍后再试');
      expect(await lastRecord(t, mobile)).toMatchObject({
        provider: 'tencent',
        status: 0,
        error: expect.stringContaining('AuthFailure.SignatureFailure'),
      });
      await configure('tencent-secret');
    });
  });
});
