// Exact strings of spec §5, character for character: the form-field rules end in "!", the
// check made when sending an SMS without a captcha does not. The cn catalogue (authDialogs.errors)
// repeats them for display; a unit test keeps the two equal.
export const authMessages = {
  mobileRequired: '请输入手机号!',
  bindMobileRequired: '请输入手机号码!',
  passwordRequired: '请输入密码!',
  registerPasswordRequired: '请设置账号密码!',
  smsCodeRequired: '请输入手机验证码!',
  captchaRequired: '请输入图形验证码!',
  sendWithoutCaptcha: '请输入图形验证码',
  termsRequired: '请同意《用户协议》和《隐私政策》',
} as const;

export type AuthMessageKey = keyof typeof authMessages;

export type AuthFormKind =
  | 'passwordLogin'
  | 'smsLogin'
  | 'register'
  | 'bindMobile'
  | 'resetPassword'
  | 'memberPassword';

export interface AuthFields {
  mobile?: string;
  password?: string;
  smsCode?: string;
  captcha?: string;
  agreed?: boolean;
}

export type AuthField = keyof AuthFields;

/** What a submitted form holds: each form picks its fields (`Pick<AuthValues, 'mobile' | 'smsCode'>`). */
export type AuthValues = Required<AuthFields>;

/** Which fields each form requires, and the message each one shows when left empty (spec §5). */
export const requiredFields: Record<AuthFormKind, Partial<Record<AuthField, AuthMessageKey>>> = {
  passwordLogin: { mobile: 'mobileRequired', password: 'passwordRequired' },
  smsLogin: { mobile: 'mobileRequired', captcha: 'captchaRequired', smsCode: 'smsCodeRequired' },
  register: {
    mobile: 'mobileRequired',
    captcha: 'captchaRequired',
    smsCode: 'smsCodeRequired',
    password: 'registerPasswordRequired',
    agreed: 'termsRequired',
  },
  bindMobile: { mobile: 'bindMobileRequired', captcha: 'captchaRequired', smsCode: 'smsCodeRequired' },
  resetPassword: {
    mobile: 'mobileRequired',
    captcha: 'captchaRequired',
    smsCode: 'smsCodeRequired',
    password: 'passwordRequired',
  },
  // The member's own number is shown, not typed: nothing to ask for.
  memberPassword: { captcha: 'captchaRequired', smsCode: 'smsCodeRequired', password: 'passwordRequired' },
};

type FieldErrors = Partial<Record<AuthField, string>>;

/** Blank text, or an unticked box, counts as missing. */
export const isMissing = (v: unknown) => (typeof v === 'boolean' ? !v : String(v ?? '').trim() === '');

/** Required-field checks only: spec §5 says length and format rules are not shown in the browser. */
export function validateAuthForm(
  form: AuthFormKind,
  f: AuthFields,
  text: (key: AuthMessageKey) => string = (key) => authMessages[key],
): FieldErrors {
  const e: FieldErrors = {};
  for (const [field, key] of Object.entries(requiredFields[form]) as [AuthField, AuthMessageKey][]) {
    if (isMissing(f[field] ?? (field === 'agreed' ? false : ''))) e[field] = text(key);
  }
  return e;
}
