import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
import { useAuthFormScope } from '../forms/auth-form-scope';
import '../i18n/register';

/** A protocol link, or plain text while the config has not loaded. */
function Protocol({ href, text, newWindow }: { href: string | undefined; text: string; newWindow: string }) {
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden">{newWindow}</span>
    </a>
  );
}

/** The register form's `agreed` box: 我已阅读并同意 the user protocol and the privacy policy of the config. */
export function TermsField() {
  const { t } = useTranslation('auth');
  const config = useAppSelector((s) => s.systemConfig.config);
  const { rules } = useAuthFormScope();
  const newWindow = t('register.newWindow');
  return (
    <Form.Item name="agreed" valuePropName="checked" rules={rules.agreed} className="auth-form__terms">
      <Checkbox>
        {t('register.agree')}
        <Protocol href={config?.user_protocol} text={t('register.userProtocol')} newWindow={newWindow} />
        {t('register.and')}
        <Protocol href={config?.user_private_protocol} text={t('register.privacy')} newWindow={newWindow} />
      </Checkbox>
    </Form.Item>
  );
}
