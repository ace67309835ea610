import { useTranslation } from 'react-i18next';
import { loginBySms } from '../api/sign-in';
import { CaptchaSmsFields } from '../components/captcha-sms-fields';
import { MobileField } from '../components/mobile-field';
import { AuthForm } from '../forms/auth-form';
import type { AuthValues } from '../forms/validation-messages';
import { useCompleteLogin } from '../use-complete-login';
import '../i18n/register';

/**
 * 短信登录: mobile + image captcha + SMS code (scene login) → POST /api/v2/login/mobile. As upstream, a
 * refused code also asks for a new captcha before the next send.
 */
export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();

  const submit = async (v: Pick<AuthValues, 'mobile' | 'smsCode'>) => {
    const { token } = await loginBySms(v.mobile.trim(), v.smsCode.trim());
    await completeLogin(token);
  };

  return (
    <AuthForm
      name="sms-login"
      kind="smsLogin"
      submitText={t('login.submit')}
      onSubmit={submit}
      renewCaptchaOnRefusal
    >
      <MobileField />
      <CaptchaSmsFields scene="login" />
    </AuthForm>
  );
}
