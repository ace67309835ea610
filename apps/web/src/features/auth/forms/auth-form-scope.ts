import type { Rule } from 'antd/es/form';
import { createContext, type RefObject, useContext } from 'react';
import type { AuthField } from './validation-messages';

export interface CaptchaSmsHandle {
  /** Clears the typed captcha and shows a new image (after a failed send or a failed submit). */
  resetCaptcha: () => void;
}

interface AuthFormScopeValue {
  /** The rules of the form's kind, so each field takes its own by name. */
  rules: Partial<Record<AuthField, Rule[]>>;
  /** Filled by the form's captcha row, so a refused submit can ask for a fresh captcha. */
  captcha: RefObject<CaptchaSmsHandle | null>;
}

/** What an AuthForm tells the fields inside it. */
export const AuthFormScope = createContext<AuthFormScopeValue>({ rules: {}, captcha: { current: null } });

export const useAuthFormScope = () => useContext(AuthFormScope);
