// Exact strings of spec §5, character for character: the form-field rules end in "!", the
// check made when sending an SMS without a captcha does not.
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

export type AuthForm = 'passwordLogin' | 'smsLogin' | 'register' | 'bindMobile' | 'resetPassword';

export interface AuthFields {
  mobile?: string;
  password?: string;
  smsCode?: string;
  captcha?: string;
  agreed?: boolean;
}

type FieldErrors = Partial<Record<keyof AuthFields, string>>;

const blank = (v: string | undefined) => (v ?? '').trim() === '';

/** Required-field checks only: spec §5 says length and format rules are not shown in the browser. */
export function validateAuthForm(form: AuthForm, f: AuthFields): FieldErrors {
  const e: FieldErrors = {};
  const need = (key: keyof AuthFields, msg: string) => {
    if (blank(f[key] as string | undefined)) e[key] = msg;
  };
  need('mobile', form === 'bindMobile' ? authMessages.bindMobileRequired : authMessages.mobileRequired);
  if (form === 'passwordLogin') {
    need('password', authMessages.passwordRequired);
    return e;
  }
  need('captcha', authMessages.captchaRequired);
  need('smsCode', authMessages.smsCodeRequired);
  if (form === 'register') {
    need('password', authMessages.registerPasswordRequired);
    if (!f.agreed) e.agreed = authMessages.termsRequired;
  }
  if (form === 'resetPassword') need('password', authMessages.passwordRequired);
  return e;
}
