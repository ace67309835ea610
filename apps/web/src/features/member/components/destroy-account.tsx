import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogout } from '#features/auth';
import { toastSuccess } from '#lib/notify';
import { siteRootUrl } from '#lib/site-url';
import { useAppDispatch } from '#lib/store/app-store';
import { logoutAction } from '#lib/store/login-user-slice';
import { requestAccountDeletion } from '../api/profile';
import '../i18n/register';

/** Long enough to read the confirmation before the page reloads. */
const SIGN_OUT_DELAY_MS = 1500;

/**
 * 注销账号 with a confirm dialog that says what happens. On success the member is signed out (token revoked,
 * storage cleared, a full load of the home page, as logout does); logging in again within 7 days cancels
 * the request (server side).
 */
export function DestroyAccount() {
  const { t } = useTranslation('member');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await requestAccountDeletion();
      setOpen(false);
      toastSuccess(t('destroy.done'));
      await requestLogout();
      window.setTimeout(() => {
        dispatch(logoutAction());
        window.location.assign(siteRootUrl());
      }, SIGN_OUT_DELAY_MS);
    } catch {
      // The http client showed the message (e.g. 用户已申请注销).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" className="destroy-link" onClick={() => setOpen(true)}>
        {t('destroy.link')}
      </Button>
      <Modal
        open={open}
        title={
          <span className="destroy-title">
            <ExclamationCircleFilled aria-hidden="true" /> {t('destroy.title')}
          </span>
        }
        okText={t('destroy.ok')}
        cancelText={t('destroy.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        width={480}
      >
        <p>{t('destroy.intro')}</p>
        <ul className="destroy-points">
          <li>{t('destroy.cooling')}</li>
          <li>{t('destroy.erase')}</li>
          <li>{t('destroy.keep')}</li>
        </ul>
      </Modal>
    </>
  );
}
