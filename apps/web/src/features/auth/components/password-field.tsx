import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthFormScope } from '../forms/auth-form-scope';
import '../i18n/register';

/** The label, placeholder and autocomplete of each use of a password. */
const PURPOSES = {
  current: ['fields.password', 'fields.passwordPlaceholder', 'current-password'],
  set: ['fields.setPassword', 'fields.setPasswordPlaceholder', 'new-password'],
  new: ['fields.newPassword', 'fields.newPasswordPlaceholder', 'new-password'],
} as const;

/**
 * The `password` field of an account form: `current` to log in, `set` for a new account, `new` to replace
 * a forgotten or old one. Its rule comes from the AuthForm around it.
 */
export function PasswordField({ purpose }: { purpose: keyof typeof PURPOSES }) {
  const { t } = useTranslation('auth');
  const { rules } = useAuthFormScope();
  const [label, placeholder, autoComplete] = PURPOSES[purpose];
  return (
    <Form.Item name="password" label={t(label)} rules={rules.password}>
      <Input.Password size="large" autoComplete={autoComplete} placeholder={t(placeholder)} />
    </Form.Item>
  );
}
