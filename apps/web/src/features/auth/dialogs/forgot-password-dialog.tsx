import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { useAppDispatch } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog } from '#lib/store/auth-dialog-slice';
import { resetPasswordBySms } from '../api/sign-in';
import { CaptchaSmsFields } from '../components/captcha-sms-fields';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../components/password-field';
import { AuthForm } from '../forms/auth-form';
import type { AuthValues } from '../forms/validation-messages';
import { AuthModal } from './auth-modal';
import '../i18n/register';

/** Forgot password: mobile, captcha, SMS code (scene password_reset), new password; then back to login. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();

  const submit = async (v: Pick<AuthValues, 'mobile' | 'smsCode' | 'password'>) => {
    await resetPasswordBySms(v.mobile.trim(), v.smsCode.trim(), v.password);
    toastSuccess(t('forgot.success'));
    dispatch(openAuthDialog('login'));
  };

  return (
    <AuthModal title={t('forgot.title')} onClose={() => dispatch(closeAuthDialog())}>
      <AuthForm
        name="reset-password"
        kind="resetPassword"
        lead={t('forgot.lead')}
        submitText={t('forgot.submit')}
        onSubmit={submit}
      >
        <MobileField autoComplete="username" />
        <CaptchaSmsFields scene="password_reset" />
        <PasswordField purpose="new" />
      </AuthForm>
      <div className="auth-links auth-links--center">
        <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('login'))}>
          {t('forgot.back')}
        </Button>
      </div>
    </AuthModal>
  );
}
