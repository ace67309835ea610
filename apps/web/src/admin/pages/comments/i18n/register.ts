import { registerNamespace } from '#lib/i18n/index';
import commentsCn from './cn.json';
import commentsEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-comments': typeof commentsCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-comments', commentsCn, commentsEn);
