import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { checkTc3 } from '#test/helpers/cloud-signatures';
import { type FakeHttpServer, type RecordedRequest, startFakeHttp } from '#test/helpers/fake-http';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { readDetectText } from './tencent';

const SECRETS = { AKIDfaceTest: 'face-secret-key' };

/** A stand-in for Tencent FaceID that checks TC3 signatures like the real API. */
function faceIdHandler(results: Map<string, Record<string, unknown>>) {
  let n = 0;
  return (request: RecordedRequest) => {
    const refused = checkTc3(request, SECRETS, 'faceid');
    if (refused)
      return {
        body: {
          Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: refused }, RequestId: 'e' },
        },
      };
    if (request.headers['x-tc-version'] !== '2018-03-01')
      return { body: { Response: { Error: { Code: 'InvalidParameter', Message: 'version' } } } };
    const payload = JSON.parse(request.body);
    if (request.headers['x-tc-action'] === 'DetectAuth') {
      if (payload.RuleId !== '7' || !String(payload.RedirectUrl).startsWith('http://localhost:80/')) {
        return {
          body: { Response: { Error: { Code: 'InvalidParameter', Message: 'RuleId' }, RequestId: 'e' } },
        };
      }
      n += 1;
      const bizToken = `BIZ-${n}-${Date.now()}`;
      results.set(bizToken, { ErrCode: null });
      return {
        body: {
          Response: {
            Url: `https://faceid.example/h5/${bizToken}`,
            BizToken: bizToken,
            RequestId: `req-${n}`,
          },
        },
      };
    }
    if (
      request.headers['x-tc-action'] === 'GetDetectInfoEnhanced' &&
      payload.InfoType === '1' &&
      payload.RuleId === '7'
    ) {
      const text = results.get(payload.BizToken);
      if (!text)
        return {
          body: { Response: { Error: { Code: 'InvalidParameterValue.BizTokenIllegal', Message: 'x' } } },
        };
      return { body: { Response: { Text: text, RequestId: 'q' } } };
    }
    return { body: { Response: { Error: { Code: 'InvalidAction', Message: 'x' } } } };
  };
}

/** Face verification through the Tencent FaceID adapter: signed calls, results only from the provider. */
forEachDatabase((t) => {
  const results = new Map<string, Record<string, unknown>>();
  let faceid: FakeHttpServer;
  const face = '/api/v3/member/tencent/faceVerify';
  const configure = (secret: string) =>
    setAppConfig(t.db, 'face_verify.tencent', {
      secret_id: 'AKIDfaceTest',
      secret_key: secret,
      rule_id: '7',
      endpoint: faceid.base,
    });

  beforeAll(async () => {
    faceid = await startFakeHttp(faceIdHandler(results));
    await configure(SECRETS.AKIDfaceTest);
  });
  afterAll(async () => {
    await faceid?.close();
  });

  it('starts with DetectAuth and passes only when GetDetectInfoEnhanced says so', async () => {
    const m = await createMemberWithToken(t);
    const started = await t.post(face, { s_url: 'PC' }, m.headers);
    expect(started.code, started.message).toBe(0);
    const { biz_token } = started.data;
    expect(started.data).toEqual({
      url: `https://faceid.example/h5/${biz_token}`,
      rule_id: '7',
      biz_token,
      request_id: expect.stringMatching(/^req-/),
    });
    const detect = faceid.requests.find((r) => r.headers['x-tc-action'] === 'DetectAuth');
    expect(JSON.parse(detect?.body ?? '{}')).toEqual({
      RuleId: '7',
      RedirectUrl: 'http://localhost:80/face-verify-success',
    });
    expect(String(detect?.headers.authorization)).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDfaceTest\/\d{4}-\d{2}-\d{2}\/faceid\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=/,
    );

    const poll = async () =>
      (await t.inject({ url: `${face}?biz_token=${biz_token}&rule_id=7`, headers: m.headers })).json();
    expect(await poll()).toEqual({ code: { status: 5 }, message: '', data: [] });
    results.set(biz_token, { ErrCode: 0, ErrMsg: '成功', Name: '王五', IdCard: '440305199001011234' });
    expect(await poll()).toEqual({ code: 0, message: '', data: { status: 9 } });
    const profile = await t.db
      .selectFrom('user_profiles')
      .selectAll()
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ real_name: '王五', id_number: '440305199001011234', is_verify: 1 });
    const record = await t.db
      .selectFrom('user_face_verify_records')
      .selectAll()
      .where('biz_token', '=', biz_token)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'tencent', status: 9, request_id: started.data.request_id });
  });

  it('records a failed verification and keeps answering "not yet"', async () => {
    const m = await createMemberWithToken(t);
    const started = await t.post(face, { s_url: '/member' }, m.headers);
    results.set(started.data.biz_token, { ErrCode: 2013, ErrMsg: '比对失败' });
    const answer = await t.inject({
      url: `${face}?biz_token=${started.data.biz_token}&rule_id=7`,
      headers: m.headers,
    });
    expect(answer.json()).toEqual({ code: { status: 5 }, message: '', data: [] });
    const record = await readRow(t.db, 'user_face_verify_records', { biz_token: started.data.biz_token });
    expect(record.status).toBe(5);
    expect((await t.get('/api/v2/member/detail', m.headers)).data.is_face_verify).toBe(false);
  });

  it('answers 无法发起实名认证 when FaceID refuses the signature', async () => {
    const m = await createMemberWithToken(t);
    await configure('a-wrong-secret');
    try {
      expect((await t.post(face, { s_url: 'PC' }, m.headers)).message).toBe('无法发起实名认证');
    } finally {
      await configure(SECRETS.AKIDfaceTest);
    }
  });

  it('reads the Text result: null is pending, 0 with a name passes, anything else fails', () => {
    expect(readDetectText(undefined)).toEqual({ status: 'pending' });
    expect(readDetectText({ ErrCode: null })).toEqual({ status: 'pending' });
    expect(readDetectText({ ErrCode: 0, Name: '', IdCard: '' })).toEqual({ status: 'pending' });
    expect(readDetectText({ ErrCode: 0, Name: '甲', IdCard: '1' })).toEqual({
      status: 'passed',
      name: '甲',
      idNumber: '1',
    });
    expect(readDetectText({ ErrCode: -1, ErrMsg: '未完成' })).toEqual({ status: 'failed', reason: '未完成' });
  });
});
