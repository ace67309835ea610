import { registerStrings } from '#lib/i18n/index';
import { commerceCn } from './cn';
import { commerceEn } from './en';

declare module '#lib/i18n/i18next' {
  interface Translation {
    commerce: typeof commerceCn;
  }
}

/**
 * Adds `commerce.*` in both languages (once). A screen of another feature or app that reads these keys calls
 * it when its module loads (the entry exports it): the strings then arrive with that screen's chunk.
 */
export function registerCommerceStrings() {
  registerStrings('commerce', commerceCn, commerceEn);
}

// Imported for its effect by every module of this feature that reads `commerce.*`.
registerCommerceStrings();
