import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginBySms } from '../api/sign-in';
import { CaptchaSmsFields, type CaptchaSmsHandle } from '../components/captcha-sms-fields';
import { useAuthRules } from '../forms/use-auth-rules';
import { useCompleteLogin } from '../use-complete-login';
import { useErrorAnnouncer } from './use-error-announcer';
import '../i18n/register';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

/** 短信登录: mobile + image captcha + SMS code (scene login) → POST /api/v2/login/mobile. */
export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const rules = useAuthRules('smsLogin');
  const completeLogin = useCompleteLogin();
  const { onFinishFailed, region } = useErrorAnnouncer();
  const fields = useRef<CaptchaSmsHandle>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      const { token } = await loginBySms(v.mobile.trim(), v.smsCode.trim());
      await completeLogin(token);
    } catch {
      // As upstream: a refused code also asks for a new captcha before the next send.
      fields.current?.resetCaptcha();
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      name="sms-login"
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
          autoComplete="tel"
          placeholder={t('fields.mobilePlaceholder')}
        />
      </Form.Item>
      <CaptchaSmsFields
        ref={fields}
        scene="login"
        captchaRules={rules.captcha}
        smsCodeRules={rules.smsCode}
      />
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
