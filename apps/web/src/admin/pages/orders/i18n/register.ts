import { registerNamespace } from '#lib/i18n/index';
import ordersCn from './cn.json';
import ordersEn from './en.json';
import refundsCn from './refunds.cn.json';
import refundsEn from './refunds.en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-orders': typeof ordersCn;
    'admin-refunds': typeof refundsCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-orders', ordersCn, ordersEn);
registerNamespace('admin-refunds', refundsCn, refundsEn);
