import type { h5Cn } from '../../features/h5/i18n/cn';
import type { cn } from './cn';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** `h5`: the mobile site's strings, added by its lazy chunk (features/h5/i18n/register.ts). */
    resources: { translation: typeof cn; h5: typeof h5Cn };
  }
}
