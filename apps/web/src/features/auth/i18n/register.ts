import { registerNamespace } from '#lib/i18n/index';
import cn from './cn.json';
import en from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    auth: typeof cn;
  }
}

// Imported for its effect by every module that reads `auth:…`: the strings arrive with the chunk.
registerNamespace('auth', cn, en);
