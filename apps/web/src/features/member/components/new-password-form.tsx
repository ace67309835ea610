import { useTranslation } from 'react-i18next';
import { AuthForm, type AuthValues, CaptchaSmsFields, MobileField, PasswordField } from '#features/auth';
import '../i18n/register';

/**
 * The member's own mobile (shown, not typed), captcha + SMS code (scene password_reset) and the new
 * password. Only required fields are checked here (spec §5); the 6–16 length is the server's to refuse,
 * and its message is toasted by the http client. `onSubmit` rejects when the server refuses; the server
 * used the captcha up with the code it sent, so the next send needs a fresh one.
 */
export function NewPasswordForm({
  mobile,
  onSubmit,
}: {
  mobile: string;
  onSubmit: (mobileCode: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation('member');
  return (
    <AuthForm
      name="member-password"
      kind="memberPassword"
      initialValues={{ mobile }}
      submitText={t('profile.passwordSubmit')}
      onSubmit={(v: Pick<AuthValues, 'smsCode' | 'password'>) => onSubmit(v.smsCode.trim(), v.password)}
      renewCaptchaOnRefusal
    >
      <MobileField autoComplete="username" readOnly />
      <CaptchaSmsFields scene="password_reset" />
      <PasswordField purpose="new" />
    </AuthForm>
  );
}
