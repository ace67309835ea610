import { i18n } from '../../../app/i18n';
import { h5Cn } from './cn';
import { h5En } from './en';

/**
 * Adds the `h5` namespace in both languages when the mobile chunk loads. Both are small, and adding them
 * here keeps them out of the desktop first load; the `translation` bundles are untouched, so English still
 * loads its own strings on first use (app/i18n/index.ts checks that namespace only).
 */
export function registerH5Strings() {
  if (!i18n.hasResourceBundle('cn', 'h5')) i18n.addResourceBundle('cn', 'h5', h5Cn);
  if (!i18n.hasResourceBundle('en', 'h5')) i18n.addResourceBundle('en', 'h5', h5En);
}
