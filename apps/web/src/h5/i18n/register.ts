import { registerNamespace } from '#lib/i18n/index';
import cn from './cn.json';
import en from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    h5: typeof cn;
  }
}

/**
 * Adds the `h5` namespace in both languages when the mobile chunk loads. Both are small, and adding them
 * here keeps them out of the desktop first load.
 */
export function registerH5Strings() {
  registerNamespace('h5', cn, en);
}
