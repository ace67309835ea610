import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from './html-field';
import { fieldLabel, fieldOptions, type SettingField } from './settings-groups';
import './i18n/register';

/** 0/1 flags as a switch (MeEdu stores some switches as numbers), named by its field's label. */
function Flag01({
  value,
  onChange,
  label,
}: {
  value?: number;
  onChange?: (v: number) => void;
  label: string;
}) {
  return <Switch checked={value === 1} onChange={(on) => onChange?.(on ? 1 : 0)} aria-label={label} />;
}

/** The control of one setting; a secret shows whether it is set, never its value. */
export function SettingInput({
  field,
  isSet,
  ...rest
}: {
  field: SettingField;
  isSet: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  // Form.Item injects value/onChange; each control reads the type its setting has.
  // biome-ignore lint/suspicious/noExplicitAny: the value's type depends on field.kind
  const props = rest as { value?: any; onChange?: (v: any) => void };
  const { t } = useTranslation('admin-settings');
  const label = fieldLabel(t, field.label);
  switch (field.kind) {
    case 'flag01':
      return <Flag01 {...props} label={label} />;
    case 'bool':
      return (
        <Switch
          checked={Boolean(rest.value)}
          onChange={(on) => rest.onChange?.(on)}
          aria-label={label}
          disabled={field.notBuilt}
        />
      );
    case 'number':
      return <InputNumber {...props} min={0} step={field.step ?? 1} style={{ width: 200 }} />;
    case 'select':
      return (
        <Select
          {...props}
          options={fieldOptions(t, field)}
          style={field.wide ? { width: '100%' } : { width: 240 }}
        />
      );
    case 'secret':
      return (
        <Input.Password
          {...props}
          autoComplete="new-password"
          placeholder={isSet ? t('secretSet') : t('secretUnset')}
        />
      );
    case 'textarea':
      return <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 10 }} />;
    case 'html':
      return <HtmlField {...props} label={label} />;
    case 'image':
      return <ThumbField {...props} />;
    default:
      return <Input {...props} />;
  }
}
