import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { closeAuthDialog } from '#lib/store/auth-dialog-slice';
import { registerBySocialite } from '../api/sign-in';
import { NewMobileForm } from '../components/new-mobile-form';
import { useCompleteLogin } from '../use-complete-login';
import { AuthModal } from './auth-modal';
import '../i18n/register';

/**
 * The bind_mobile branch of a social login (QQ callback or WeChat scan): the code the server handed back
 * plus a verified mobile create (or join) the account via POST /api/v3/auth/register/withSocialite.
 * The SMS scene is mobile_bind, the one the server checks the code against.
 */
export function BindMobileDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const code = useAppSelector((s) => s.authDialog.bindCode);
  const completeLogin = useCompleteLogin();

  const submit = async (mobile: string, mobileCode: string) => {
    const { token } = await registerBySocialite(mobile, mobileCode, code ?? '');
    await completeLogin(token, t('bind.success'));
  };

  return (
    <AuthModal title={t('bind.title')} onClose={() => dispatch(closeAuthDialog())}>
      <NewMobileForm
        name="socialite-bind-mobile"
        lead={t('bind.lead')}
        submitText={t('bind.submit')}
        onSubmit={submit}
      />
    </AuthModal>
  );
}
