import type { cn } from './cn';

/** The default namespace: the strings of the first screen (the shell), in the first load. */
type FirstLoad = typeof cn;
export interface Translation extends FirstLoad {}

/**
 * The typed namespaces: `translation`, plus one per lazy chunk (`admin`, `admin-media`…, `h5`, `member`,
 * `commerce`, `learning`, `auth`). Each adds itself here from its own `i18n/register.ts` by declaration
 * merging, with the type of its cn JSON, so that lib names no feature and a wrong key fails `tsc`.
 */
export interface Resources {
  translation: Translation;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Resources;
  }
}
