/*
 * The language of the pages the server renders (decision 035). Imports nothing, so the web bundle ships it
 * as it is (vite-plugins/contract-endpoints.ts) and the web app builds the same addresses as the server.
 */

/**
 * The `lang` parameter of the pages the server renders (cashier, certificate, face verification end page):
 * a page opened in a browser or scanned on a phone has that browser's Accept-Language, not the web app's
 * choice, so the address carries it. MeEdu's names for the two languages: `cn` and `en`.
 */
export type PageLang = 'cn' | 'en';
/** The server's two languages (`MessageLanguage` in messages.ts), repeated: this file imports nothing. */
type Language = 'zh' | 'en';
export const PAGE_LANG_PARAM = 'lang';
export const pageLangOf = (lang: Language): PageLang => (lang === 'en' ? 'en' : 'cn');

/** A page's `lang` value as a language; anything else (absent, `fr`, an array) is no choice. */
export function languageOfPageLang(value: unknown): Language | undefined {
  if (value === 'en') return 'en';
  if (value === 'cn' || value === 'zh') return 'zh';
  return undefined;
}

/** `url` (absolute or site-relative) with `lang` set to `lang`, replacing one already there; as is without a language. */
export function withPageLang(url: string, lang: Language | undefined): string {
  if (!lang) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = bare.indexOf('?');
  const path = queryAt >= 0 ? bare.slice(0, queryAt) : bare;
  const query = new URLSearchParams(queryAt >= 0 ? bare.slice(queryAt + 1) : '');
  query.set(PAGE_LANG_PARAM, pageLangOf(lang));
  return `${path}?${query}${hash}`;
}
