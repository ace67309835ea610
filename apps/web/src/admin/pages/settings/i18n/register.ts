import { registerNamespace } from '#lib/i18n/index';
import settingsCn from './cn.json';
import settingsEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-settings': typeof settingsCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-settings', settingsCn, settingsEn);
