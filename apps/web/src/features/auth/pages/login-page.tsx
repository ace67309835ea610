import {
  HistoryOutlined,
  LockOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/use-page-title';
import { safeRedirectTarget } from '../redirect-target';
import './login-page.css';

/**
 * /login (header only): a banner and 登录后查看, which opens the login dialog. The dialog's forms belong to
 * the Accounts issue; after a login it sends the visitor to `safeRedirectTarget(redirect)` (spec §4).
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const [open, setOpen] = useState(params.get('dialog') === 'register');

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
          onClick={() => setOpen(true)}
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
      <Modal
        open={open}
        title={t('login.dialogTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('login.dialogOk')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={500}
        centered
      >
        <p>{t('login.dialogText')}</p>
        <p className="login-page__target">{t('login.dialogTarget', { target })}</p>
      </Modal>
    </div>
  );
}
