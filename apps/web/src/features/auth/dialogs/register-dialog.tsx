import { Button, Checkbox, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog } from '#lib/store/auth-dialog-slice';
import { loginByPassword, registerBySms } from '../api/sign-in';
import { CaptchaSmsFields, type CaptchaSmsHandle } from '../components/captcha-sms-fields';
import { useAuthRules } from '../forms/use-auth-rules';
import { useCompleteLogin } from '../use-complete-login';
import { AuthModal } from './auth-modal';
import { useErrorAnnouncer } from './use-error-announcer';
import '../i18n/register';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
  agreed: boolean;
}

/** A protocol link, or plain text while the config has not loaded. */
function Protocol({ href, text, newWindow }: { href: string | undefined; text: string; newWindow: string }) {
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden">{newWindow}</span>
    </a>
  );
}

/** Register: mobile, captcha, SMS code (scene register), password and the terms; then logs in with them. */
export function RegisterDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const config = useAppSelector((s) => s.systemConfig.config);
  const rules = useAuthRules('register');
  const completeLogin = useCompleteLogin();
  const { onFinishFailed, region } = useErrorAnnouncer();
  const fields = useRef<CaptchaSmsHandle>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    const mobile = v.mobile.trim();
    try {
      await registerBySms(mobile, v.smsCode.trim(), v.password);
    } catch {
      setBusy(false);
      return;
    }
    const success = t('register.success');
    try {
      // The register call answers no token: log in with what was just typed.
      const { token } = await loginByPassword(mobile, v.password);
      await completeLogin(token, success);
    } catch {
      // Registered but not logged in: the login dialog lets the member try again.
      toastSuccess(success);
      dispatch(openAuthDialog('login'));
    }
  };

  const newWindow = t('register.newWindow');
  return (
    <AuthModal title={t('register.title')} onClose={() => dispatch(closeAuthDialog())}>
      <Form<Values>
        name="register"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        scrollToFirstError={{ focus: true }}
        className="auth-form"
        initialValues={{ agreed: false }}
      >
        <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
          <Input
            size="large"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.mobilePlaceholder')}
          />
        </Form.Item>
        <CaptchaSmsFields
          ref={fields}
          scene="register"
          captchaRules={rules.captcha}
          smsCodeRules={rules.smsCode}
        />
        <Form.Item name="password" label={t('fields.setPassword')} rules={rules.password}>
          <Input.Password
            size="large"
            autoComplete="new-password"
            placeholder={t('fields.setPasswordPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="agreed" valuePropName="checked" rules={rules.agreed} className="auth-form__terms">
          <Checkbox>
            {t('register.agree')}
            <Protocol href={config?.user_protocol} text={t('register.userProtocol')} newWindow={newWindow} />
            {t('register.and')}
            <Protocol
              href={config?.user_private_protocol}
              text={t('register.privacy')}
              newWindow={newWindow}
            />
          </Checkbox>
        </Form.Item>
        {region}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          className="auth-form__submit"
        >
          {t('register.submit')}
        </Button>
      </Form>
      <div className="auth-links auth-links--center">
        <span>
          {t('register.hasAccount')}
          <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('login'))}>
            {t('register.login')}
          </Button>
        </span>
      </div>
    </AuthModal>
  );
}
