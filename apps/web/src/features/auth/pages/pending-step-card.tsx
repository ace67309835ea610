import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../use-auth-dialog';
import { useLogout } from '../use-logout';
import '#shared/auth-form.css';
import './pending-step.css';
import '../i18n/register';

/**
 * The card of /bind-mobile and /face-check: a heading and lead, the step itself for a member, or a login
 * button for a visitor. A member who does not want the step can log out from here.
 */
export function PendingStepCard({
  title,
  lead,
  needLogin,
  loggedIn,
  children,
}: {
  title: string;
  lead: string;
  needLogin: string;
  loggedIn: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { openLogin } = useAuthDialog();
  const logout = useLogout();
  return (
    <div className="container pending-step">
      <section className="pending-step__card" aria-labelledby="pending-step-title">
        <h1 id="pending-step-title" className="pending-step__title">
          {title}
        </h1>
        {loggedIn ? (
          <>
            <p className="pending-step__lead">{lead}</p>
            {children}
            <p className="pending-step__aside">
              <Button type="link" className="auth-link" onClick={() => void logout()}>
                {t('bindMobilePage.logout')}
              </Button>
            </p>
          </>
        ) : (
          <>
            <p className="pending-step__lead">{needLogin}</p>
            <Button type="primary" size="large" block onClick={openLogin}>
              {t('bindMobilePage.login')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
