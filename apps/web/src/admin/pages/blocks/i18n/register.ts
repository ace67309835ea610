import { registerNamespace } from '#lib/i18n/index';
import blocksCn from './cn.json';
import blocksEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-blocks': typeof blocksCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-blocks', blocksCn, blocksEn);
