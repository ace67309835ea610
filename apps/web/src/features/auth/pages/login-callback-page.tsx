import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/use-page-title';

/**
 * /login/callback: the loading screen a social login returns to. The exchange itself runs at start-up
 * (app/start-up.ts → features/auth/code-login.ts), filled in by the Accounts issue.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('loginCallback.title'));
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
