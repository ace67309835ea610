import {
  HistoryOutlined,
  LockOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '#shared/use-page-title';
import { useAuthDialog } from '../use-auth-dialog';
import './login-page.css';

/**
 * /login (header only): a banner and 登录后查看, which opens the login dialog; after a login the dialog sends
 * the visitor to `redirect` (spec §4, use-complete-login.ts). `?dialog=register` opens the register dialog.
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const { openLogin, openRegister } = useAuthDialog();
  const wantsRegister = params.get('dialog') === 'register';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of /login?dialog=register
  useEffect(() => {
    if (wantsRegister) openRegister();
  }, [wantsRegister]);

  return (
    <div className="login-page">
      <section className="login-banner" aria-labelledby="login-title">
        <div className="container login-banner__inner">
          <div className="login-banner__text">
            <h1 id="login-title" className="login-banner__title">
              {t('login.bannerTitle')}
            </h1>
            <p className="login-banner__lead">{t('login.bannerText')}</p>
          </div>
          <div className="login-banner__art" aria-hidden="true">
            <span className="login-banner__badge">
              <SafetyCertificateOutlined />
            </span>
          </div>
        </div>
      </section>
      <div className="container login-page__action">
        <Button
          type="primary"
          size="large"
          className="login-page__button"
          icon={<LockOutlined aria-hidden="true" />}
          onClick={openLogin}
        >
          {t('login.button')}
        </Button>
      </div>
      <ul className="container login-perks">
        {(
          [
            ['courses', <ReadOutlined key="i" />],
            ['progress', <HistoryOutlined key="i" />],
            ['orders', <MessageOutlined key="i" />],
          ] as const
        ).map(([key, icon]) => (
          <li key={key} className="login-perk">
            <span className="login-perk__icon" aria-hidden="true">
              {icon}
            </span>
            <h2 className="login-perk__title">{t(`login.perks.${key}.title`)}</h2>
            <p className="login-perk__text">{t(`login.perks.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
