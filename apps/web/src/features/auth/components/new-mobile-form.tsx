import type { TSmsScene } from '@shuyuan/contract/auth';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../dialogs/use-error-announcer';
import { useAuthRules } from '../forms/use-auth-rules';
import { CaptchaSmsFields, type CaptchaSmsHandle } from './captcha-sms-fields';
import '../i18n/register';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

/**
 * Mobile + captcha + SMS code for binding a number (spec §5 "Bind mobile"): the social-login bind dialog,
 * the /bind-mobile page and the member's change-mobile dialog. `onSubmit` rejects when the server refuses;
 * the http client has shown why, and a fresh captcha is asked for before the next send.
 */
export function NewMobileForm({
  name,
  scene,
  submitText,
  onSubmit,
  extra,
  fixedMobile,
}: {
  /** Proving a number the member already has: shown, not typed. */
  fixedMobile?: string;
  name: string;
  scene: TSmsScene;
  submitText: string;
  onSubmit: (mobile: string, mobileCode: string) => Promise<void>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const rules = useAuthRules('bindMobile');
  const { onFinishFailed, region } = useErrorAnnouncer();
  const fields = useRef<CaptchaSmsHandle>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      await onSubmit(v.mobile.trim(), v.smsCode.trim());
    } catch {
      fields.current?.resetCaptcha();
    }
    setBusy(false);
  };

  return (
    <Form<Values>
      name={name}
      initialValues={fixedMobile ? { mobile: fixedMobile } : undefined}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError={{ focus: true }}
      className="auth-form"
    >
      <Form.Item name="mobile" label={t('fields.bindMobile')} rules={rules.mobile}>
        <Input
          size="large"
          readOnly={Boolean(fixedMobile)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('fields.bindMobilePlaceholder')}
        />
      </Form.Item>
      <CaptchaSmsFields
        ref={fields}
        scene={scene}
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
        {submitText}
      </Button>
      {extra}
    </Form>
  );
}
