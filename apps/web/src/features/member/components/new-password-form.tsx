import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaSmsFields, type CaptchaSmsHandle, useAuthRules, useErrorAnnouncer } from '#features/auth';
import '../i18n/register';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
}

/**
 * The member's own mobile (shown, not typed), captcha + SMS code (scene password_reset) and the new
 * password. Only required fields are checked here (spec §5); the 6–16 length is the server's to refuse,
 * and its message is toasted by the http client. `onSubmit` rejects when the server refuses.
 */
export function NewPasswordForm({
  mobile,
  onSubmit,
}: {
  mobile: string;
  onSubmit: (mobileCode: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation(['translation', 'auth', 'member']);
  const rules = useAuthRules('resetPassword');
  const { onFinishFailed, region } = useErrorAnnouncer();
  const fields = useRef<CaptchaSmsHandle>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      await onSubmit(v.smsCode.trim(), v.password);
    } catch {
      // The server used the captcha up with the code it sent; the next send needs a fresh one.
      fields.current?.resetCaptcha();
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      name="member-password"
      initialValues={{ mobile }}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError={{ focus: true }}
      className="auth-form"
    >
      <Form.Item name="mobile" label={t('auth:fields.mobile')}>
        <Input size="large" readOnly type="tel" autoComplete="username" />
      </Form.Item>
      <CaptchaSmsFields
        ref={fields}
        scene="password_reset"
        captchaRules={rules.captcha}
        smsCodeRules={rules.smsCode}
      />
      <Form.Item name="password" label={t('auth:fields.newPassword')} rules={rules.password}>
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t('auth:fields.newPasswordPlaceholder')}
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
        {t('member:profile.passwordSubmit')}
      </Button>
    </Form>
  );
}
