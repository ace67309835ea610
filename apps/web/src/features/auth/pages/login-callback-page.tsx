import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { LinkButton } from '#shared/link-button';
import { usePageTitle } from '#shared/use-page-title';
import { loginPathFor, safeRedirectTarget } from '../redirect-target';
import '../i18n/register';

/** An exchange that never started (a reloaded, already used code) is given up after this long. */
const STALL_MS = 8000;

/**
 * /login/callback: the loading screen a social login returns to. The exchange itself runs in
 * AuthDialogHost (start-up queues the login_code); this screen follows it and offers a way back to
 * /login when it fails or the bind dialog is closed.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation(['translation', 'auth']);
  usePageTitle(t('loginCallback.title'));
  const [params] = useSearchParams();
  const state = useAppSelector((s) => s.authDialog.codeLogin);
  const [stalled, setStalled] = useState(false);

  useEffect(() => {
    if (state !== 'idle') return;
    const id = window.setTimeout(() => setStalled(true), STALL_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  if (state === 'failed' || (state === 'idle' && stalled)) {
    const redirect = params.get('redirect');
    return (
      <div className="container" style={{ padding: '72px 0' }}>
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('auth:callback.failed')}</h1>}
          extra={
            <LinkButton
              type="primary"
              size="large"
              to={redirect ? loginPathFor(safeRedirectTarget(redirect)) : '/login'}
            >
              {t('auth:callback.back')}
            </LinkButton>
          }
        />
      </div>
    );
  }

  return (
    <div
      className="container"
      style={{ padding: '120px 0', textAlign: 'center' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <h1 style={{ fontSize: 20, fontWeight: 600, margin: '24px 0 8px' }}>{t('loginCallback.title')}</h1>
      <p style={{ color: 'var(--sy-muted)', margin: 0 }}>{t('loginCallback.text')}</p>
    </div>
  );
}
