import type { ReactNode } from 'react';
import { AuthForm } from '../forms/auth-form';
import type { AuthValues } from '../forms/validation-messages';
import { CaptchaSmsFields } from './captcha-sms-fields';
import { MobileField } from './mobile-field';

/**
 * Mobile + captcha + SMS code (scene mobile_bind) for binding a number (spec §5 "Bind mobile"): the
 * social-login bind dialog, the /bind-mobile page and the member's change-mobile dialogs. `onSubmit`
 * rejects when the server refuses; the http client has shown why, and a fresh captcha is asked for before
 * the next send.
 */
export function NewMobileForm({
  name,
  lead,
  submitText,
  onSubmit,
  fixedMobile,
}: {
  name: string;
  lead?: ReactNode;
  submitText: string;
  onSubmit: (mobile: string, mobileCode: string) => Promise<void>;
  /** Proving a number the member already has: shown, not typed. */
  fixedMobile?: string;
}) {
  return (
    <AuthForm
      name={name}
      kind="bindMobile"
      lead={lead}
      initialValues={fixedMobile ? { mobile: fixedMobile } : undefined}
      submitText={submitText}
      onSubmit={(v: Pick<AuthValues, 'mobile' | 'smsCode'>) => onSubmit(v.mobile.trim(), v.smsCode.trim())}
      renewCaptchaOnRefusal
    >
      <MobileField bind readOnly={Boolean(fixedMobile)} />
      <CaptchaSmsFields scene="mobile_bind" />
    </AuthForm>
  );
}
