import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { useAppDispatch } from '#lib/store/app-store';
import { closeAuthDialog, openAuthDialog } from '#lib/store/auth-dialog-slice';
import { resetPasswordBySms } from '../api/sign-in';
import { CaptchaSmsFields } from '../components/captcha-sms-fields';
import { useAuthRules } from '../forms/use-auth-rules';
import { AuthModal } from './auth-modal';
import { useErrorAnnouncer } from './use-error-announcer';
import '../i18n/register';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
}

/** Forgot password: mobile, captcha, SMS code (scene password_reset), new password; then back to login. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const rules = useAuthRules('resetPassword');
  const { onFinishFailed, region } = useErrorAnnouncer();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      await resetPasswordBySms(v.mobile.trim(), v.smsCode.trim(), v.password);
    } catch {
      setBusy(false);
      return;
    }
    toastSuccess(t('forgot.success'));
    dispatch(openAuthDialog('login'));
  };

  return (
    <AuthModal title={t('forgot.title')} onClose={() => dispatch(closeAuthDialog())}>
      <p className="auth-lead">{t('forgot.lead')}</p>
      <Form<Values>
        name="reset-password"
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
        <CaptchaSmsFields scene="password_reset" captchaRules={rules.captcha} smsCodeRules={rules.smsCode} />
        <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password}>
          <Input.Password
            size="large"
            autoComplete="new-password"
            placeholder={t('fields.newPasswordPlaceholder')}
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
          {t('forgot.submit')}
        </Button>
      </Form>
      <div className="auth-links auth-links--center">
        <Button type="link" className="auth-link" onClick={() => dispatch(openAuthDialog('login'))}>
          {t('forgot.back')}
        </Button>
      </div>
    </AuthModal>
  );
}
