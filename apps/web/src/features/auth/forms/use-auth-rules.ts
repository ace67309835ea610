import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { type AuthField, type AuthFormKind, isMissing, requiredFields } from './validation-messages';
import '../i18n/register';

/**
 * antd rules for one form, built from `requiredFields` so the dialogs and the unit-tested table agree.
 * The messages come from the catalogue (exact spec strings in cn). `required` also sets aria-required.
 */
export function useAuthRules(form: AuthFormKind): Partial<Record<AuthField, Rule[]>> {
  const { t } = useTranslation('auth');
  const rules: Partial<Record<AuthField, Rule[]>> = {};
  for (const [field, key] of Object.entries(requiredFields[form])) {
    const message = t(`errors.${key}`);
    rules[field as AuthField] = [
      {
        required: true,
        validator: (_rule, value) =>
          isMissing(value ?? (field === 'agreed' ? false : ''))
            ? Promise.reject(new Error(message))
            : Promise.resolve(),
      },
    ];
  }
  return rules;
}
