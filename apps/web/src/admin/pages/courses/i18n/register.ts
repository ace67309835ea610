import { registerNamespace } from '#lib/i18n/index';
import captionsCn from './captions.cn.json';
import captionsEn from './captions.en.json';
import coursesCn from './cn.json';
import coursesEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-courses': typeof coursesCn;
    'admin-captions': typeof captionsCn;
  }
}

// The console's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-courses', coursesCn, coursesEn);
registerNamespace('admin-captions', captionsCn, captionsEn);
