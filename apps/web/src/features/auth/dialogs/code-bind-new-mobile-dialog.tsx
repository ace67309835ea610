import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { NewMobileForm } from '../components/new-mobile-form';
import '#shared/auth-form.css';
import '#shared/auth-dialogs.css';
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
    <Modal
      open={open}
      title={t('newMobile.title')}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', sm: 480 }}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      closable={{ 'aria-label': t('close') }}
      rootClassName="auth-modal"
    >
      <p className="auth-lead">{t('newMobile.lead')}</p>
      <NewMobileForm
        name="code-bind-new-mobile"
        scene="mobile_bind"
        submitText={t('newMobile.submit')}
        onSubmit={submit}
      />
    </Modal>
  );
}
