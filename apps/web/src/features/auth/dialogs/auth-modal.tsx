import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '#shared/auth-form.css';
import '#shared/auth-dialogs.css';
import '../i18n/register';

/**
 * The frame of every account dialog: antd's Modal gives role="dialog", aria-modal, the title as its label,
 * a focus trap and Esc to close. Focus goes back to what opened the first dialog (AuthDialogs), not to a
 * link inside a dialog that has since closed, so each Modal leaves that to the host.
 */
export function AuthModal({
  title,
  onClose,
  children,
  closable = true,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  closable?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      // Full width below antd's sm breakpoint (576 px): a sheet from the bottom (shared/auth-dialogs.css).
      width={{ xs: '100%', sm: 480 }}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={closable}
      closable={closable ? { 'aria-label': t('close') } : false}
      focusable={{ focusTriggerAfterClose: false }}
      rootClassName="auth-modal"
    >
      {children}
    </Modal>
  );
}
