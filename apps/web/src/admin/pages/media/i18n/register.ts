import { registerNamespace } from '#lib/i18n/index';
import mediaCn from './cn.json';
import mediaEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-media': typeof mediaCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-media', mediaCn, mediaEn);
