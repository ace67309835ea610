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

/**
 * Sections that ship with the lazy chunks that use them (account dialogs, orders, member centre,
 * learning), so the first load carries only the strings of the first screen. A chunk registers its
 * section when it loads; both languages come with it, so a switch never shows bare keys.
 */
const lazySections = new Map<string, { cn: Messages; en: Messages }>();
let enLoaded = false;

function addSection(lang: Lang, key: string, messages: Messages) {
  i18n.addResourceBundle(lang, 'translation', { [key]: messages }, true, true);
}

export function registerStrings(key: string, cn: Messages, en: Messages): void {
  if (lazySections.has(key)) return;
  lazySections.set(key, { cn, en });
  // Before init (a test importing a component first) initI18n adds it; after, it is added now.
  if (!i18n.isInitialized) return;
  addSection('cn', key, cn);
  if (enLoaded) addSection('en', key, en);
}

/** cn (the default) ships in the first load; en is fetched when first needed. */
async function loadResources(lang: Lang) {
  if (lang !== 'en' || enLoaded) return;
  i18n.addResourceBundle('en', 'translation', (await import('./en')).en, true, true);
  for (const [key, section] of lazySections) addSection('en', key, section.en);
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
    for (const [key, section] of lazySections) addSection('cn', key, section.cn);
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
