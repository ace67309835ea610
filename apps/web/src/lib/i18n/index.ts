import { withPageLang } from '@shuyuan/contract/page-lang';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocal, StorageKey, writeLocal } from '../storage';
import { cn } from './cn';

export type Lang = 'cn' | 'en';
export const LANGS: readonly Lang[] = ['cn', 'en'];

export const isLang = (v: unknown): v is Lang => v === 'cn' || v === 'en';

/** The language the visitor chose earlier on this browser, if any. */
export function readStoredLang(): Lang | null {
  const v = readLocal(StorageKey.lang);
  return isLang(v) ? v : null;
}

const htmlLang = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-CN');

export const i18n = i18next.createInstance();

type Messages = Record<string, unknown>;

let enLoaded = false;

/**
 * Namespaces that ship with the lazy chunks that use them (the console's `admin-*`, the mobile site's `h5`,
 * the features' own): a chunk registers its namespace when it loads, with both languages, so a switch
 * never shows bare keys. Their types come from the cn JSON by declaration merging into `Resources`.
 */
const namespaces = new Map<string, { cn: Messages; en: Messages }>();

function addNamespace(ns: string, both: { cn: Messages; en: Messages }) {
  i18n.addResourceBundle('cn', ns, both.cn, true, true);
  i18n.addResourceBundle('en', ns, both.en, true, true);
}

export function registerNamespace(ns: string, cn: Messages, en: Messages): void {
  if (namespaces.has(ns)) return;
  namespaces.set(ns, { cn, en });
  // Before init (a test importing a component first) initI18n adds it; after, it is added now.
  if (i18n.isInitialized) addNamespace(ns, { cn, en });
}

/** cn (the default) ships in the first load; en is fetched when first needed. */
async function loadResources(lang: Lang) {
  if (lang !== 'en' || enLoaded) return;
  i18n.addResourceBundle('en', 'translation', (await import('./en')).en, true, true);
  enLoaded = true;
}

/** Switches the interface language, loading its strings first. */
export async function applyLang(lang: Lang) {
  await loadResources(lang);
  await i18n.changeLanguage(lang);
}

/** Starts i18next in cn, then moves to the remembered language (resolves once its strings are in). */
export async function initI18n(lang: Lang = readStoredLang() ?? 'cn') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { cn: { translation: cn } },
      lng: 'cn',
      fallbackLng: 'cn',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    for (const [ns, both] of namespaces) addNamespace(ns, both);
    i18n.on('languageChanged', (lng) => {
      if (isLang(lng)) document.documentElement.lang = htmlLang(lng);
    });
  }
  document.documentElement.lang = htmlLang('cn');
  if (lang !== 'cn') await applyLang(lang);
  return i18n;
}

/** The visitor's explicit choice: remembered on this browser. */
export function chooseLang(lang: Lang) {
  writeLocal(StorageKey.lang, lang);
  void applyLang(lang);
}

export const currentLang = (): Lang => (isLang(i18n.language) ? i18n.language : 'cn');

/**
 * The address of a page the server renders (the certificate, the cashier) in the interface language: the
 * page's browser may speak another one, so the address says it (`lang=en|cn`, decision 035).
 */
export const pageHref = (url: string, lang: string = currentLang()): string =>
  withPageLang(url, lang === 'en' ? 'en' : 'zh');
