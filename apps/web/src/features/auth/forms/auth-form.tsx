import { Button, Form } from 'antd';
import { type ReactNode, useRef } from 'react';
import { AuthFormScope, type CaptchaSmsHandle } from './auth-form-scope';
import { useAuthRules } from './use-auth-rules';
import { useErrorAnnouncer } from './use-error-announcer';
import { usePendingSubmit } from './use-pending-submit';
import type { AuthFormKind, AuthValues } from './validation-messages';
import '#shared/auth-form.css';

/**
 * The frame of every account form: an optional lead, antd's vertical form with the rules of `kind` for the
 * fields inside (MobileField, PasswordField, CaptchaSmsFields in components/), the announced errors of a
 * failed submit and the submit button, pending while `onSubmit` runs. `onSubmit` rejects when the server
 * refuses.
 */
export function AuthForm<V>({
  name,
  kind,
  lead,
  initialValues,
  submitText,
  onSubmit,
  renewCaptchaOnRefusal = false,
  children,
}: {
  name: string;
  kind: AuthFormKind;
  lead?: ReactNode;
  initialValues?: Partial<AuthValues>;
  submitText: ReactNode;
  onSubmit: (values: V) => Promise<void>;
  /** A refused submit also asks for a new captcha before the next send (the server used it up). */
  renewCaptchaOnRefusal?: boolean;
  children: ReactNode;
}) {
  const rules = useAuthRules(kind);
  const captcha = useRef<CaptchaSmsHandle>(null);
  const { onFinishFailed, region } = useErrorAnnouncer();
  const { busy, run } = usePendingSubmit(
    onSubmit,
    renewCaptchaOnRefusal ? () => captcha.current?.resetCaptcha() : undefined,
  );

  return (
    <>
      {lead && <p className="auth-lead">{lead}</p>}
      <Form<V>
        name={name}
        initialValues={initialValues}
        layout="vertical"
        requiredMark={false}
        onFinish={run}
        onFinishFailed={onFinishFailed}
        scrollToFirstError={{ focus: true }}
        className="auth-form"
      >
        <AuthFormScope.Provider value={{ rules, captcha }}>{children}</AuthFormScope.Provider>
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
      </Form>
    </>
  );
}
