import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '#shared/auth-form.css';
import '#shared/auth-dialogs.css';
import '../i18n/register';

/**
 * The frame of every account dialog: antd's Modal gives role="dialog", aria-modal, the title as its label,
 * a focus trap and Esc to close. Focus goes back to what opened the first dialog (AuthDialogs), not to a
 * link inside a dialog that has since closed, so each Modal leaves that to the host. A dialog a page owns
 * (`open` from its state) gives focus back to its own opener with `returnFocus`; the member centre's
 * dialogs also close on a click beside them and name their close button 取消.
 */
export function AuthModal({
  title,
  onClose,
  children,
  closable = true,
  open = true,
  returnFocus = false,
  maskClosable = false,
  closeLabel,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  closable?: boolean;
  open?: boolean;
  returnFocus?: boolean;
  maskClosable?: boolean;
  closeLabel?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      // Full width below antd's sm breakpoint (576 px): a sheet from the bottom (shared/auth-dialogs.css).
      width={{ xs: '100%', sm: 480 }}
      centered
      destroyOnHidden
      mask={{ closable: maskClosable }}
      keyboard={closable}
      closable={closable ? { 'aria-label': closeLabel ?? t('close') } : false}
      focusable={{ focusTriggerAfterClose: returnFocus }}
      rootClassName="auth-modal"
    >
      {children}
    </Modal>
  );
}
