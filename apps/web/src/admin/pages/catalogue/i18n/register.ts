import { registerNamespace } from '#lib/i18n/index';
import catalogueCn from './cn.json';
import catalogueEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-catalogue': typeof catalogueCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-catalogue', catalogueCn, catalogueEn);
