import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { NewMobileForm } from '../components/new-mobile-form';
import { AuthModal } from './auth-modal';
import '../i18n/register';

/**
 * Code-bind-new-mobile (spec §2 dialogs): a verified new number for a logged-in member. The member area's
 * change-mobile flow opens it with `onSubmit` = PUT /api/v2/member/mobile (with its sign); the /bind-mobile
 * page uses the same form inline. Shows 绑定成功 and calls `onDone` once the server accepted.
 */
export function CodeBindNewMobileDialog({
  open,
  onSubmit,
  onClose,
  onDone,
}: {
  open: boolean;
  onSubmit: (mobile: string, mobileCode: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const submit = async (mobile: string, mobileCode: string) => {
    await onSubmit(mobile, mobileCode);
    toastSuccess(t('bind.success'));
    onDone();
  };
  return (
    <AuthModal open={open} title={t('newMobile.title')} onClose={onClose} returnFocus>
      <NewMobileForm
        name="code-bind-new-mobile"
        lead={t('newMobile.lead')}
        submitText={t('newMobile.submit')}
        onSubmit={submit}
      />
    </AuthModal>
  );
}
