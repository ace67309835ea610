import { registerNamespace } from '#lib/i18n/index';
import paymentCn from './cn.json';
import paymentEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-payment': typeof paymentCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-payment', paymentCn, paymentEn);
