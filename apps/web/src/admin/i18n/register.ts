import { registerNamespace } from '#lib/i18n/index';
import adminCn from './cn.json';
import adminEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    admin: typeof adminCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin', adminCn, adminEn);
