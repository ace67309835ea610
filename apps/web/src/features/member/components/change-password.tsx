import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthModal } from '#features/auth';
import { toastSuccess } from '#lib/notify';
import { LinkButton } from '#shared/link-button';
import { saveNewPassword } from '../api/account-security';
import { useReloadMember } from '../api/member-detail';
import '../i18n/register';
import { NewPasswordForm } from './new-password-form';

/**
 * 设置密码 / 修改密码 (POST /member/detail/password): the SMS code goes to the member's own bound mobile,
 * so a member without one (a QQ or WeChat sign-up) is sent to /bind-mobile first.
 */
export function ChangePassword({
  mobile,
  hasMobile,
  hasPassword,
}: {
  mobile: string;
  hasMobile: boolean;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('member');
  const reload = useReloadMember();
  const [open, setOpen] = useState(false);

  const submit = async (mobileCode: string, password: string) => {
    await saveNewPassword(mobile, mobileCode, password);
    setOpen(false);
    toastSuccess(t('profile.passwordDone'));
    void reload();
  };

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {hasPassword ? t('profile.passwordChange') : t('profile.passwordSetUp')}
      </Button>
      <AuthModal
        open={open}
        title={hasPassword ? t('profile.passwordTitleChange') : t('profile.passwordTitleSet')}
        onClose={() => setOpen(false)}
        returnFocus
        maskClosable
        closeLabel={t('profile.cancel')}
      >
        {hasMobile ? (
          <>
            <p className="auth-lead">{t('profile.passwordLead')}</p>
            <NewPasswordForm mobile={mobile} onSubmit={submit} />
          </>
        ) : (
          <div className="needs-mobile">
            <p className="needs-mobile__title">{t('profile.passwordNeedsMobile')}</p>
            <p className="auth-lead">{t('profile.passwordNeedsMobileLead')}</p>
            <LinkButton
              type="primary"
              size="large"
              block
              to={`/bind-mobile?redirect=${encodeURIComponent('/member')}`}
            >
              {t('profile.goBindMobile')}
            </LinkButton>
          </div>
        )}
      </AuthModal>
    </>
  );
}
