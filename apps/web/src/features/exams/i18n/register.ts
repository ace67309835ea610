import { registerNamespace } from '#lib/i18n/index';
import cn from './cn.json';
import en from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    exams: typeof cn;
  }
}

/**
 * Adds the `exams` namespace in both languages (once). /h5's exam screens read it too and call this when
 * their module loads (the entry exports it): the strings then arrive with that screen's chunk.
 */
export function registerExamsStrings() {
  registerNamespace('exams', cn, en);
}

// Imported for its effect by every module of this feature that reads `exams:…`.
registerExamsStrings();
