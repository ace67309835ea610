import { Tabs } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PasswordLoginForm, SmsLoginForm, safeRedirectTarget } from '#features/auth';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { openAuthDialog } from '#lib/store/auth-dialog-slice';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import '#shared/auth-dialogs.css';

/**
 * /h5/login?redirect=: the account forms of the login dialog on a page of their own (password, or image
 * captcha → SMS code). A login here goes on to `redirect`, else the mobile home (auth/after-login.ts).
 * Register and forgot-password open the shared dialogs.
 */
export function H5LoginPage() {
  const { t } = useH5Translation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  // Read once: a login made on this page moves on by itself (pending steps first), this is for arriving logged in.
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const [wasLoggedIn] = useState(isLogin);
  const config = useAppSelector((s) => s.systemConfig.config);
  const redirect = params.get('redirect');
  if (wasLoggedIn) return <Navigate to={redirect ? safeRedirectTarget(redirect) : '/h5'} replace />;
  return (
    <H5Screen title={t('h5:login.title')} back="/h5">
      <section className="h5-login">
        <div className="h5-login__hero">
          <span className="h5-brand__mark h5-brand__mark--big" aria-hidden="true">
            书
          </span>
          <p className="h5-login__welcome">
            {t('h5:login.welcome', { name: config?.name || t('app.name') })}
          </p>
          <p className="h5-login__intro">{t('h5:login.intro')}</p>
        </div>
        <div className="h5-card h5-login__card">
          <Tabs
            className="auth-tabs"
            aria-label={t('h5:login.tabsLabel')}
            items={[
              { key: 'password', label: t('h5:login.password'), children: <PasswordLoginForm /> },
              { key: 'sms', label: t('h5:login.sms'), children: <SmsLoginForm /> },
            ]}
          />
          <div className="h5-login__links">
            <span>
              {t('h5:login.noAccount')}
              <button type="button" className="h5-link" onClick={() => dispatch(openAuthDialog('register'))}>
                {t('h5:login.register')}
              </button>
            </span>
            <button
              type="button"
              className="h5-link"
              onClick={() => dispatch(openAuthDialog('forgotPassword'))}
            >
              {t('h5:login.forgot')}
            </button>
          </div>
        </div>
      </section>
    </H5Screen>
  );
}
