import { registerNamespace } from '#lib/i18n/index';
import cn from './cn.json';
import en from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    catalogue: typeof cn;
  }
}

/**
 * Adds the `catalogue` namespace in both languages (once). A screen of another feature or app that reads it calls
 * this when its module loads (the entry exports it): the strings then arrive with that screen's chunk.
 */
export function registerCatalogueStrings() {
  registerNamespace('catalogue', cn, en);
}

// Imported for its effect by every module of this feature that reads `catalogue:…`.
registerCatalogueStrings();
