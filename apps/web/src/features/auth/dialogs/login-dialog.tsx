import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentAppPath } from '#lib/site-url';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog } from '#lib/store/auth-dialog-slice';
import { qqLoginUrl } from '../social-login';
import { AuthModal } from './auth-modal';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import '../i18n/register';

/** Login (spec §2): 密码登录 / 短信登录 tabs, links to register and forgot password, QQ and WeChat when enabled. */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const socialites = useAppSelector((s) => s.systemConfig.config?.socialites);
  // Only the ways the config turns on (spec §2), each a named icon button.
  const socialButtons = [
    socialites?.qq === 1 && {
      kind: 'qq',
      label: t('login.qq'),
      icon: <QqOutlined aria-hidden="true" />,
      go: () => window.location.assign(qqLoginUrl(currentAppPath())),
    },
    socialites?.wechat_oauth === 1 && {
      kind: 'wechat',
      label: t('login.wechat'),
      icon: <WechatOutlined aria-hidden="true" />,
      go: () => dispatch(openAuthDialog('wechatScan')),
    },
  ].filter((b) => b !== false);

  return (
    <AuthModal title={t('login.title')} onClose={() => dispatch(closeAuthDialog())}>
      <Tabs
        className="auth-tabs"
        // antd renders a tab's form when first shown: the SMS tab fetches its captcha only when used.
        items={[
          { key: 'password', label: t('login.passwordTab'), children: <PasswordLoginForm /> },
          { key: 'sms', label: t('login.smsTab'), children: <SmsLoginForm /> },
        ]}
      />
      <div className="auth-links">
        <span>
          {t('login.noAccount')}
          <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('register'))}>
            {t('login.register')}
          </Button>
        </span>
        <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('forgotPassword'))}>
          {t('login.forgot')}
        </Button>
      </div>
      {socialButtons.length > 0 && (
        <section className="auth-social" aria-labelledby="auth-social-title">
          <h3 id="auth-social-title" className="auth-social__title">
            {t('login.social')}
          </h3>
          <div className="auth-social__buttons">
            {socialButtons.map((b) => (
              <button
                key={b.kind}
                type="button"
                className={`auth-social__button auth-social__button--${b.kind}`}
                aria-label={b.label}
                title={b.label}
                onClick={b.go}
              >
                {b.icon}
              </button>
            ))}
          </div>
        </section>
      )}
    </AuthModal>
  );
}
