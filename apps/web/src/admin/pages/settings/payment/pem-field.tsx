import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n/register';

/**
 * A PEM key or certificate: a monospace textarea and a button that reads a .pem/.crt file into it.
 * Private keys use it too, not a password input: an <input> drops the line breaks a PEM needs.
 */
export function PemField({
  value = '',
  onChange,
  id,
  label,
  placeholder,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  label: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('admin-payment');
  const picker = useRef<HTMLInputElement>(null);
  const read = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared so that picking the same file again (after an edit) reads it again.
    input.value = '';
    if (file) onChange?.((await file.text()).trim());
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      <Input.TextArea
        id={id}
        className="admin-pem"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder={placeholder ?? t('pastePem')}
        autoSize={{ minRows: 3, maxRows: 12 }}
        spellCheck={false}
        autoComplete="off"
      />
      <Button size="small" icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
        {t('readFile')}
      </Button>
      <input
        ref={picker}
        type="file"
        // Not the `hidden` attribute: the site's global styles give inputs a display that overrides it.
        style={{ display: 'none' }}
        accept=".pem,.crt,.cer,.key,.txt"
        aria-label={t('readFileOf', { label })}
        onChange={(e) => void read(e.currentTarget)}
      />
    </Space>
  );
}

/** A secret's label says whether one is stored: the server never sends it back. */
export function SecretLabel({ label, isSet }: { label: string; isSet: boolean }) {
  const { t } = useTranslation('admin-payment');
  return (
    <Space size={6}>
      {label}
      <Tag color={isSet ? 'success' : 'default'}>{isSet ? t('secretSet') : t('secretUnset')}</Tag>
    </Space>
  );
}
