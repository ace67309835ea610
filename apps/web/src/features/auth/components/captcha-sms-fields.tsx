import type { TSmsScene } from '@shuyuan/contract/auth';
import { Form } from 'antd';
import { useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '#lib/notify';
import { requestSmsCode } from '../api/captcha';
import { useAuthFormScope } from '../forms/auth-form-scope';
import { AudioCaptchaButton } from './audio-captcha-button';
import { ImageCaptcha } from './image-captcha';
import { InputWithAside } from './input-with-aside';
import { SmsCodeButton } from './sms-code-button';
import { useImageCaptcha } from './use-image-captcha';
import '../i18n/register';

/**
 * The image-captcha row and the SMS-code row shared by every form that sends a code, inside an AuthForm
 * (which gives their rules and may ask for a fresh captcha). The form's mobile field is named `mobile`;
 * the code is `smsCode`, the captcha answer `captcha`.
 */
export function CaptchaSmsFields({ scene }: { scene: TSmsScene }) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const { rules, captcha: handle } = useAuthFormScope();
  const { captcha, failed, refresh } = useImageCaptcha();

  const resetCaptcha = () => {
    form.setFieldValue('captcha', '');
    void refresh();
  };
  useImperativeHandle(handle, () => ({ resetCaptcha }));

  /** Rejects on any failure so the button goes back to idle (sms-button-state.ts). */
  const send = async () => {
    // An empty mobile shows its own field message (请输入手机号! / 请输入手机号码!).
    await form.validateFields(['mobile']);
    const answer = String(form.getFieldValue('captcha') ?? '').trim();
    if (!answer) {
      toastError(t('errors.sendWithoutCaptcha'));
      form.focusField('captcha');
      throw new Error('captcha missing');
    }
    if (!captcha) throw new Error('captcha not loaded');
    try {
      await requestSmsCode({
        mobile: String(form.getFieldValue('mobile')).trim(),
        imageKey: captcha.key,
        imageCaptcha: answer,
        scene,
      });
    } catch (err) {
      // Spec §4: a failed send clears and refreshes the captcha (the server used it up).
      resetCaptcha();
      throw err;
    }
  };

  return (
    <>
      <Form.Item name="captcha" label={t('fields.captcha')} rules={rules.captcha}>
        <InputWithAside
          autoComplete="off"
          spellCheck={false}
          placeholder={t('fields.captchaPlaceholder')}
          inputMode="numeric"
          aside={
            <>
              <ImageCaptcha captcha={captcha} failed={failed} onRefresh={() => void refresh()} />
              <AudioCaptchaButton captchaKey={captcha?.key ?? null} label={t('captcha.audio')} />
            </>
          }
        />
      </Form.Item>
      <Form.Item name="smsCode" label={t('fields.smsCode')} rules={rules.smsCode}>
        <InputWithAside
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t('fields.smsCodePlaceholder')}
          aside={<SmsCodeButton onSend={send} />}
        />
      </Form.Item>
    </>
  );
}
