import type { cn } from './cn';

type FirstLoad = typeof cn;

/**
 * The typed keys of the default namespace: the first-load strings, plus one section per lazy chunk
 * (registerStrings in index.ts). Each feature adds its section here from its own i18n/register.ts, by
 * declaration merging, so that lib names no feature.
 */
export interface Translation extends FirstLoad {}

/** The namespaces: `translation`, plus `h5`, which the mobile site adds (h5/i18n/register.ts). */
export interface Resources {
  translation: Translation;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Resources;
  }
}
