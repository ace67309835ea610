import { registerNamespace } from '#lib/i18n/index';
import membersCn from './cn.json';
import membersEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-members': typeof membersCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-members', membersCn, membersEn);
