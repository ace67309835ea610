import { useTranslation } from 'react-i18next';
import './i18n/register';

/** The rule of a required form field, with its message in the console's language (`请输入标题`). */
export function useRequired(): (label: string) => { required: true; message: string }[] {
  const { t } = useTranslation('admin');
  return (label) => [{ required: true, message: t('requiredOf', { label }) }];
}
