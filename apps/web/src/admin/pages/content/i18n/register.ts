import { registerNamespace } from '#lib/i18n/index';
import contentCn from './cn.json';
import contentEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-content': typeof contentCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-content', contentCn, contentEn);
