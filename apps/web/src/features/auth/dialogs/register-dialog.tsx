import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { useAppDispatch } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog } from '#lib/store/auth-dialog-slice';
import { loginByPassword, registerBySms } from '../api/sign-in';
import { CaptchaSmsFields } from '../components/captcha-sms-fields';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../components/password-field';
import { TermsField } from '../components/terms-field';
import { AuthForm } from '../forms/auth-form';
import type { AuthValues } from '../forms/validation-messages';
import { useCompleteLogin } from '../use-complete-login';
import { AuthModal } from './auth-modal';
import '../i18n/register';

/** Register: mobile, captcha, SMS code (scene register), password and the terms; then logs in with them. */
export function RegisterDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();

  const submit = async (v: Pick<AuthValues, 'mobile' | 'smsCode' | 'password'>) => {
    const mobile = v.mobile.trim();
    await registerBySms(mobile, v.smsCode.trim(), v.password);
    const success = t('register.success');
    try {
      // The register call answers no token: log in with what was just typed.
      const { token } = await loginByPassword(mobile, v.password);
      await completeLogin(token, success);
    } catch {
      // Registered but not logged in: the login dialog lets the member try again.
      toastSuccess(success);
      dispatch(openAuthDialog('login'));
    }
  };

  return (
    <AuthModal title={t('register.title')} onClose={() => dispatch(closeAuthDialog())}>
      <AuthForm
        name="register"
        kind="register"
        initialValues={{ agreed: false }}
        submitText={t('register.submit')}
        onSubmit={submit}
      >
        <MobileField />
        <CaptchaSmsFields scene="register" />
        <PasswordField purpose="set" />
        <TermsField />
      </AuthForm>
      <div className="auth-links auth-links--center">
        <span>
          {t('register.hasAccount')}
          <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('login'))}>
            {t('register.login')}
          </Button>
        </span>
      </div>
    </AuthModal>
  );
}
