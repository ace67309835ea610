import { registerNamespace } from '#lib/i18n/index';
import examsCn from './cn.json';
import examsEn from './en.json';

declare module '#lib/i18n/i18next' {
  interface Resources {
    'admin-exams': typeof examsCn;
  }
}

// The question bank's strings come with its chunk (both languages); every module here that reads them imports this.
registerNamespace('admin-exams', examsCn, examsEn);
