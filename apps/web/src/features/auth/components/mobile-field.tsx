import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthFormScope } from '../forms/auth-form-scope';
import '../i18n/register';

/** The `mobile` field of an account form; its rule comes from the AuthForm around it. */
export function MobileField({
  bind = false,
  autoComplete = 'tel',
  readOnly = false,
}: {
  /** The bind-a-number forms say 手机号码 where the others say 手机号 (spec §5). */
  bind?: boolean;
  /** `username` where the number is the account name a password manager fills in with the password. */
  autoComplete?: 'tel' | 'username';
  /** A number the member already has: shown, not typed, so no typing hints. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { rules } = useAuthFormScope();
  return (
    <Form.Item name="mobile" label={t(bind ? 'fields.bindMobile' : 'fields.mobile')} rules={rules.mobile}>
      <Input
        size="large"
        readOnly={readOnly}
        type="tel"
        inputMode={readOnly ? undefined : 'tel'}
        autoComplete={autoComplete}
        placeholder={
          readOnly ? undefined : t(bind ? 'fields.bindMobilePlaceholder' : 'fields.mobilePlaceholder')
        }
      />
    </Form.Item>
  );
}
