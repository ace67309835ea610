import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZEmpty } from './envelope';

/** Accounts calls of issue 3 (meedu-api.md §1.1–1.2, §3.1–3.2). Names are stable: the web codes against them. */

const mobile = z.string({ message: '请输入手机号' }).min(1, { message: '请输入手机号' });
const mobileCode = z.string({ message: '请输入短信验证码' }).min(1, { message: '请输入短信验证码' });
const password = z.string({ message: '请输入密码' }).min(1, { message: '请输入密码' });
/** MeEdu checks length on register only; we check it wherever a password is set. */
export const newPassword = password
  .min(6, { message: '密码长度不能少于6个字符' })
  .max(16, { message: '密码长度不能多于16个字符' });
const msv = z.union([z.string(), z.number()]).optional();
/** A mobile and the SMS code sent to it. */
export const ZMobileWithCode = z.object({ mobile, mobile_code: mobileCode });
/** A new password proved by an SMS code to the mobile. */
export const ZPasswordBySms = ZMobileWithCode.extend({ password: newPassword });
const action = z.enum(['login', 'bind']);
const ZToken = z.object({ token: z.string() });

export const SmsScene = z.enum(['register', 'login', 'password_reset', 'mobile_bind']);
export type TSmsScene = z.infer<typeof SmsScene>;

export const getImageCaptcha = defineEndpoint({
  id: 'getImageCaptcha',
  method: 'GET',
  path: '/api/v2/captcha/image',
  summary: 'Distorted image captcha: case-insensitive, single use, 300 s',
  area: 'auth',
  auth: 'public',
  response: z.object({ sensitive: z.boolean(), key: z.string(), img: z.string() }),
});

export const sendSmsCode = defineEndpoint({
  id: 'sendSmsCode',
  method: 'POST',
  path: '/api/v2/captcha/sms',
  summary: 'Sends a 6-digit code bound to mobile + scene (300 s); per-mobile, per-IP and global budgets',
  area: 'auth',
  auth: 'public',
  body: z.object({
    mobile,
    image_captcha: z.string({ message: '请输入图形验证码' }).min(1, { message: '请输入图形验证码' }),
    image_key: z.string().min(1),
    scene: SmsScene,
  }),
  response: ZEmpty,
});

export const loginPassword = defineEndpoint({
  id: 'loginPassword',
  method: 'POST',
  path: '/api/v2/login/password',
  summary: 'Password login; 手机号或密码错误 on any mismatch',
  area: 'auth',
  auth: 'public',
  body: z.object({ mobile, password }),
  response: ZToken,
});

export const loginMobile = defineEndpoint({
  id: 'loginMobile',
  method: 'POST',
  path: '/api/v2/login/mobile',
  summary: 'SMS-code login; an unknown mobile is registered',
  area: 'auth',
  auth: 'public',
  body: ZMobileWithCode.extend({ msv }),
  response: ZToken,
});

export const registerSms = defineEndpoint({
  id: 'registerSms',
  method: 'POST',
  path: '/api/v2/register/sms',
  summary: 'Registers with mobile + SMS code + password (6–16); no token, the client logs in afterwards',
  area: 'auth',
  auth: 'public',
  body: z.object({
    mobile,
    mobile_code: mobileCode,
    password: newPassword,
    msv,
  }),
  response: ZEmpty,
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/v2/password/reset',
  summary: 'Resets the password with an SMS code',
  area: 'auth',
  auth: 'public',
  body: ZPasswordBySms,
  response: ZEmpty,
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/v2/logout',
  summary: 'Revokes the token on the server',
  area: 'auth',
  auth: 'member',
  response: ZEmpty,
});

export const socialiteRedirect = defineEndpoint({
  id: 'socialiteRedirect',
  method: 'GET',
  path: '/api/v3/auth/login/socialite/:app',
  summary: 'Redirects to the QQ provider (or the local simulator); s_url/f_url must be the site own origins',
  area: 'auth',
  auth: 'public',
  params: z.object({ app: z.string() }),
  query: z.object({
    s_url: z.string().min(1).max(255),
    f_url: z.string().min(1).max(255),
    action,
  }),
  response: ZEmpty,
});

export const wechatOauthRedirect = defineEndpoint({
  id: 'wechatOauthRedirect',
  method: 'GET',
  path: '/api/v3/auth/login/wechat/oauth',
  summary: 'Redirects to WeChat OAuth (or the local simulator)',
  area: 'auth',
  auth: 'public',
  query: socialiteRedirect.query,
  response: ZEmpty,
});

export const loginWithCode = defineEndpoint({
  id: 'loginWithCode',
  method: 'POST',
  path: '/api/v3/auth/login/code',
  summary: 'Exchanges a login_code (single use, 600 s) for a token or a bind_mobile branch',
  area: 'auth',
  auth: 'public',
  body: z.object({ code: z.string().min(1), msv }),
  response: z.union([
    z.object({ success: z.literal(1), token: z.string() }),
    z.object({ success: z.literal(0), action: z.literal('bind_mobile'), code: z.string() }),
  ]),
});

export const registerWithSocialite = defineEndpoint({
  id: 'registerWithSocialite',
  method: 'POST',
  path: '/api/v3/auth/register/withSocialite',
  summary: 'Creates a member with a mobile for a pending social login code',
  area: 'auth',
  auth: 'public',
  body: z.object({
    mobile: z.string().min(1),
    code: z.string().min(1),
    mobile_code: mobileCode,
    msv,
  }),
  response: ZToken,
});

export const wechatScanUrl = defineEndpoint({
  id: 'wechatScanUrl',
  method: 'POST',
  path: '/api/v3/auth/login/wechat-scan/url',
  summary: 'Starts a WeChat scan: {url, key, expire (unix s, now+300)}',
  area: 'auth',
  auth: 'public',
  body: z.object({ action }),
  response: z.object({ url: z.string(), key: z.string(), expire: z.number().int() }),
});

export const wechatScanQuery = defineEndpoint({
  id: 'wechatScanQuery',
  method: 'GET',
  path: '/api/v3/auth/login/wechat-scan/query',
  summary: 'Polls a WeChat scan: code is the string "0" until the scan completes, then the login_code',
  area: 'auth',
  auth: 'public',
  query: z.object({ key: z.string().min(1) }),
  response: z.object({ code: z.string() }),
});

const callbackQuery = z.object({
  /** Absent when the person refused (the provider then sends an error instead). */
  code: z.string().max(512).optional(),
  state: z.string().min(1).max(128),
});

export const socialiteCallback = defineEndpoint({
  id: 'socialiteCallback',
  method: 'GET',
  path: '/api/v3/auth/login/socialite/:app/callback',
  summary:
    'QQ return: checks the single-use state, then redirects to s_url?login_code=&action= (or f_url?login_err_msg=)',
  area: 'auth',
  auth: 'public',
  params: z.object({ app: z.string().max(16) }),
  query: callbackQuery,
  response: ZEmpty,
});

export const wechatOauthCallback = defineEndpoint({
  id: 'wechatOauthCallback',
  method: 'GET',
  path: '/api/v3/auth/login/wechat/callback',
  summary: 'WeChat OAuth return: as the QQ callback',
  area: 'auth',
  auth: 'public',
  query: callbackQuery,
  response: ZEmpty,
});

const pageParam = z.string().max(255).optional();

export const wechatScanPage = defineEndpoint({
  id: 'wechatScanPage',
  method: 'GET',
  path: '/api/v3/auth/login/wechat-scan/page',
  summary: 'HTML page of a WeChat scan QR: sends the phone through WeChat OAuth, then completes the scan key',
  area: 'auth',
  auth: 'public',
  query: z.object({
    key: pageParam,
    action: pageParam,
    wechat_scan_key: pageParam,
    nonce: pageParam,
    login_code: pageParam,
    login_err_msg: pageParam,
  }),
  response: ZEmpty,
});

const simulatedApp = z.enum(['qq', 'wechat']);
const simulatorField = (max: number) => z.string().min(1).max(max);

/** Dev only: the local OAuth simulator standing in for QQ / WeChat when no keys are configured. */
export const devOauthAuthorize = defineEndpoint({
  id: 'devOauthAuthorize',
  method: 'GET',
  path: '/api/dev/oauth/authorize',
  summary: 'Dev only: the simulated provider authorize page (模拟授权)',
  area: 'auth',
  auth: 'public',
  query: z.object({
    app: simulatedApp,
    state: simulatorField(128),
    redirect_uri: simulatorField(255),
    /** snsapi_base (WeChat, JSAPI payments): silent, as inside WeChat, straight back with a code. */
    scope: z.enum(['snsapi_base', 'snsapi_userinfo']).optional(),
  }),
  response: ZEmpty,
});

export const devOauthDecide = defineEndpoint({
  id: 'devOauthDecide',
  method: 'POST',
  path: '/api/dev/oauth/authorize',
  summary:
    'Dev only: 同意授权 / 拒绝 on the simulated authorize page (a form post); redirects to the callback',
  area: 'auth',
  auth: 'public',
  body: z.object({
    app: simulatedApp,
    state: simulatorField(128),
    redirect_uri: simulatorField(255),
    decision: z.enum(['approve', 'deny']),
    nickname: z.string().max(32, { message: '昵称不能超过32个字符' }).optional(),
    openid: z.string().max(64).optional(),
    unionid: z.string().max(64).optional(),
  }),
  response: ZEmpty,
});
