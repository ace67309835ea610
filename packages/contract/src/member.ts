import { z } from 'zod';
import { ZMobileWithCode, ZPasswordBySms } from './auth';
import { defineEndpoint } from './endpoint';
import { ZEmpty } from './envelope';

/** Member basics of issue 3 (meedu-api.md §1.3). Issue 7 extends this file with the rest of the member area. */

// The member centre of issue 7 (messages, credit1 records, nickname, avatar) lives in its own file.
export * from './member-centre';

const required = z.string().min(1);
const flag = z.union([z.literal(0), z.literal(1)]);

export const ZMemberDetail = z.object({
  id: z.number().int(),
  avatar: z.string(),
  nick_name: z.string(),
  mobile: z.string(),
  is_lock: flag,
  is_active: flag,
  role_id: z.number().int(),
  role_expired_at: z.string().nullable(),
  invite_balance: z.number(),
  is_password_set: flag,
  is_set_nickname: flag,
  created_at: z.string(),
  credit1: z.number().int(),
  credit2: z.number().int(),
  credit3: z.number().int(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_bind_qq: flag,
  is_bind_wechat: flag,
  is_bind_mobile: flag,
  invite_people_count: z.number().int(),
  is_face_verify: z.boolean(),
  profile_real_name: z.string(),
  profile_id_number: z.string(),
  agreement_status: z.object({ user_agreement_agreed: z.boolean(), privacy_policy_agreed: z.boolean() }),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

export const getMemberDetail = defineEndpoint({
  id: 'getMemberDetail',
  method: 'GET',
  path: '/api/v2/member/detail',
  summary: 'The signed-in member (mobile unmasked, real name and id number masked)',
  area: 'member',
  auth: 'member',
  response: ZMemberDetail,
});

export const agreeToAgreements = defineEndpoint({
  id: 'agreeToAgreements',
  method: 'POST',
  path: '/api/v2/member/agreement/agree',
  summary:
    'Records that the member accepts the 用户协议 and the 隐私政策, with the time, address, browser and ' +
    'platform (meedu-platform); the first acceptance of each is kept',
  area: 'member',
  auth: 'member',
  response: ZEmpty,
});

export const bindMobile = defineEndpoint({
  id: 'bindMobile',
  method: 'POST',
  path: '/api/v2/member/detail/mobile',
  summary: 'Binds a mobile to an account without one (已绑定 / 手机号已存在)',
  area: 'member',
  auth: 'member',
  body: ZMobileWithCode,
  response: ZEmpty,
});

export const verifyMobile = defineEndpoint({
  id: 'verifyMobile',
  method: 'POST',
  path: '/api/v2/member/verify',
  summary: 'Proves the current mobile before a change: {sign} valid 3600 s',
  area: 'member',
  auth: 'member',
  body: ZMobileWithCode,
  response: z.object({ sign: z.string() }),
});

export const changeMobile = defineEndpoint({
  id: 'changeMobile',
  method: 'PUT',
  path: '/api/v2/member/mobile',
  summary: 'Changes the mobile with a sign from verifyMobile and a code sent to the new mobile',
  area: 'member',
  auth: 'member',
  body: ZMobileWithCode.extend({ sign: required }),
  response: ZEmpty,
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/api/v2/member/detail/password',
  summary: 'Sets the password with an SMS code to the member own mobile (请绑定手机号 otherwise)',
  area: 'member',
  auth: 'member',
  body: ZPasswordBySms,
  response: ZEmpty,
});

export const destroyMember = defineEndpoint({
  id: 'destroyMember',
  method: 'POST',
  path: '/api/v3/member/destroy',
  summary: 'Schedules account deletion after a 7-day cooling-off period; any login cancels it',
  area: 'member',
  auth: 'member',
  response: ZEmpty,
});

export const bindSocialiteWithCode = defineEndpoint({
  id: 'bindSocialiteWithCode',
  method: 'POST',
  path: '/api/v3/member/socialite/bindWithCode',
  summary: 'Binds a QQ/WeChat account to the signed-in member from a login_code',
  area: 'member',
  auth: 'member',
  body: z.object({ code: required }),
  response: ZEmpty,
});

export const unbindSocialite = defineEndpoint({
  id: 'unbindSocialite',
  method: 'DELETE',
  path: '/api/v2/member/socialite/:app',
  summary: 'Removes the QQ or WeChat binding',
  area: 'member',
  auth: 'member',
  params: z.object({ app: z.enum(['qq', 'wechat']) }),
  response: ZEmpty,
});

export const startFaceVerify = defineEndpoint({
  id: 'startFaceVerify',
  method: 'POST',
  path: '/api/v3/member/tencent/faceVerify',
  summary:
    'Starts face verification (s_url "PC" = built-in success page): {url, rule_id, biz_token, request_id}',
  area: 'member',
  auth: 'member',
  body: z.object({ s_url: required }),
  response: z.object({ url: z.string(), rule_id: z.string(), biz_token: z.string(), request_id: z.string() }),
});

export const queryFaceVerify = defineEndpoint({
  id: 'queryFaceVerify',
  method: 'GET',
  path: '/api/v3/member/tencent/faceVerify',
  summary:
    'Face verification result from the provider: {status: 9} when passed; pending answers code.status 5',
  area: 'member',
  auth: 'member',
  query: z.object({ biz_token: required, rule_id: required }),
  response: z.union([z.object({ status: z.literal(9) }), ZEmpty]),
});

/** Dev only: the local face-verification simulator standing in for Tencent FaceID. */
export const devFaceVerifyPage = defineEndpoint({
  id: 'devFaceVerifyPage',
  method: 'GET',
  path: '/api/dev/face/verify',
  summary: 'Dev only: the simulated face verification page (模拟实名认证)',
  area: 'member',
  auth: 'public',
  query: z.object({ biz_token: required.max(128) }),
  response: ZEmpty,
});

export const devFaceVerifySubmit = defineEndpoint({
  id: 'devFaceVerifySubmit',
  method: 'POST',
  path: '/api/dev/face/verify',
  summary: 'Dev only: 认证通过 / 认证失败 on the simulated page (a form post); redirects to the s_url',
  area: 'member',
  auth: 'public',
  body: z.object({
    biz_token: required.max(128),
    decision: z.enum(['pass', 'fail']),
    name: z.string().max(32).optional(),
    id_number: z.string().max(32).optional(),
  }),
  response: ZEmpty,
});
