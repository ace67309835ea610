import { i18n } from '#lib/i18n/index';
import { h5Cn } from './cn';
import { h5En } from './en';

declare module '#lib/i18n/i18next' {
  interface Resources {
    h5: typeof h5Cn;
  }
}

/**
 * Adds the `h5` namespace in both languages when the mobile chunk loads. Both are small, and adding them
 * here keeps them out of the desktop first load; the `translation` bundles are untouched, so English still
 * loads its own strings on first use (lib/i18n/index.ts checks that namespace only).
 */
export function registerH5Strings() {
  if (!i18n.hasResourceBundle('cn', 'h5')) i18n.addResourceBundle('cn', 'h5', h5Cn);
  if (!i18n.hasResourceBundle('en', 'h5')) i18n.addResourceBundle('en', 'h5', h5En);
}
