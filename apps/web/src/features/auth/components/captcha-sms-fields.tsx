import type { TSmsScene } from '@shuyuan/contract/auth';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { forwardRef, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '#lib/notify';
import { requestSmsCode } from '../api/captcha';
import { AudioCaptchaButton } from './audio-captcha-button';
import { ImageCaptcha } from './image-captcha';
import { InputWithAside } from './input-with-aside';
import { SmsCodeButton } from './sms-code-button';
import { useImageCaptcha } from './use-image-captcha';
import '../i18n/register';

export interface CaptchaSmsHandle {
  /** Clears the typed captcha and shows a new image (after a failed send or a failed submit). */
  resetCaptcha: () => void;
}

/**
 * The image-captcha row and the SMS-code row shared by every form that sends a code. The form's mobile
 * field is named `mobile`; the code is `smsCode`, the captcha answer `captcha`.
 */
export const CaptchaSmsFields = forwardRef<
  CaptchaSmsHandle,
  { scene: TSmsScene; captchaRules?: Rule[]; smsCodeRules?: Rule[] }
>(function CaptchaSmsFields({ scene, captchaRules, smsCodeRules }, ref) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const { captcha, failed, refresh } = useImageCaptcha();

  const resetCaptcha = () => {
    form.setFieldValue('captcha', '');
    void refresh();
  };
  useImperativeHandle(ref, () => ({ resetCaptcha }));

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
      <Form.Item name="captcha" label={t('fields.captcha')} rules={captchaRules}>
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
      <Form.Item name="smsCode" label={t('fields.smsCode')} rules={smsCodeRules}>
        <InputWithAside
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t('fields.smsCodePlaceholder')}
          aside={<SmsCodeButton onSend={send} />}
        />
      </Form.Item>
    </>
  );
});
