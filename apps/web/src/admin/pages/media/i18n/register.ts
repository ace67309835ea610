import { registerNamespace } from '#lib/i18n/index';
import mediaCn from './cn.json';
import mediaEn from './en.json';
import transcodesCn from './transcodes.cn.json';
import transcodesEn from './transcodes.en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-media': typeof mediaCn;
    'admin-transcodes': typeof transcodesCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-media', mediaCn, mediaEn);
registerNamespace('admin-transcodes', transcodesCn, transcodesEn);
