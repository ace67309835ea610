import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByPassword } from '../api/sign-in';
import { useAuthRules } from '../forms/use-auth-rules';
import { useCompleteLogin } from '../use-complete-login';
import { useErrorAnnouncer } from './use-error-announcer';
import '../i18n/register';

interface Values {
  mobile: string;
  password: string;
}

/** 密码登录: mobile + password → POST /api/v2/login/password. A refusal is toasted by the http client. */
export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const rules = useAuthRules('passwordLogin');
  const completeLogin = useCompleteLogin();
  const { onFinishFailed, region } = useErrorAnnouncer();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      const { token } = await loginByPassword(v.mobile.trim(), v.password);
      await completeLogin(token);
    } catch {
      // Spec §8: a failed login only stops the loading state.
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      name="password-login"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError={{ focus: true }}
      className="auth-form"
    >
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
        <Input
          size="large"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          placeholder={t('fields.mobilePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.password}>
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
        />
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
        {t('login.submit')}
      </Button>
    </Form>
  );
}
