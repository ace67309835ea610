import { useTranslation } from 'react-i18next';
import { loginByPassword } from '../api/sign-in';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../components/password-field';
import { AuthForm } from '../forms/auth-form';
import type { AuthValues } from '../forms/validation-messages';
import { useCompleteLogin } from '../use-complete-login';
import '../i18n/register';

/**
 * 密码登录: mobile + password → POST /api/v2/login/password. A refusal is toasted by the http client and
 * only stops the loading state (spec §8).
 */
export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();

  const submit = async (v: Pick<AuthValues, 'mobile' | 'password'>) => {
    const { token } = await loginByPassword(v.mobile.trim(), v.password);
    await completeLogin(token);
  };

  return (
    <AuthForm name="password-login" kind="passwordLogin" submitText={t('login.submit')} onSubmit={submit}>
      <MobileField autoComplete="username" />
      <PasswordField purpose="current" />
    </AuthForm>
  );
}
