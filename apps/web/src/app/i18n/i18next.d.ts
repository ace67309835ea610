import type { h5Cn } from '../../features/h5/i18n/cn';
import type { authDialogsCn } from '../../features/auth/i18n/cn';
import type { commerceCn } from '../../features/commerce/i18n/cn';
import type { learningCn } from '../../features/learning/i18n/cn';
import type { memberCn } from '../../features/member/i18n/cn';
import type { cn } from './cn';

/** The first-load strings plus the sections lazy chunks register (app/i18n/index.ts registerStrings). */
type Translation = typeof cn & {
  authDialogs: typeof authDialogsCn;
  commerce: typeof commerceCn;
  member: typeof memberCn;
  learning: typeof learningCn;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** `h5`: the mobile site's strings, added by its lazy chunk (features/h5/i18n/register.ts). */
    resources: { translation: Translation; h5: typeof h5Cn };
  }
}
