import type { TNav, TNavItemBase } from '@shuyuan/contract/system';
import type { Lang } from '#lib/i18n/index';

export interface NavEntry {
  key: string;
  /** i18n key of a built-in entry, else the fetched name. */
  labelKey?: 'nav.home' | 'nav.courses' | 'nav.activates' | 'nav.articles' | 'nav.exams' | 'nav.about';
  label?: string;
  url: string;
  /** http(s) address: a plain link, in the same or a new window by `blank`. */
  external: boolean;
  blank: boolean;
  children: NavEntry[];
}

const local = (key: string, labelKey: NonNullable<NavEntry['labelKey']>, url: string): NavEntry => ({
  key,
  labelKey,
  url,
  external: false,
  blank: false,
  children: [],
});

/** Spec §2: the default menu is built locally, not fetched. */
export const DEFAULT_NAV: NavEntry[] = [
  local('home', 'nav.home', '/'),
  local('courses', 'nav.courses', '/courses'),
  local('activates', 'nav.activates', '/activates'),
  local('articles', 'nav.articles', '/articles'),
  local('about', 'nav.about', '/about'),
];

/** The exams' entry (issue 23): in the menu only while the paper switch is on. */
export const EXAMS_NAV = local('exams', 'nav.exams', '/exam/papers');
const leadsToExams = (e: NavEntry) => !e.external && (e.url === '/exam' || e.url.startsWith('/exam/'));

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

function fromFetched(item: TNavItemBase & { children?: TNavItemBase[] }, lang: Lang): NavEntry {
  return {
    key: `nav-${item.id}`,
    label: lang === 'en' && item.name_en ? item.name_en : item.name,
    url: item.url,
    external: isExternalUrl(item.url),
    blank: item.blank === 1,
    children: (item.children ?? []).map((c) => fromFetched(c, lang)),
  };
}

/**
 * Spec §2 as written (decision 034, which replaces 006's "the default always leads"): the menu is the navs
 * fetched from /api/v2/navs (kept in the navs slice), in their sort order; when that answer is empty or the
 * call failed (the slice stays empty), the default menu built locally. So the operator decides the menu, and
 * an empty or broken nav table still leaves the site with one.
 *
 * The exams switch (`exams`, configFunc.paper) adds one thing: while it is on the menu leads to the papers
 * (考试 before 关于我们 in the default menu, at the end of the operator's unless one of theirs already does);
 * while it is off no entry leads to an exam page, which would only answer not found.
 */
export function buildNavEntries(fetched: TNav[], lang: Lang, { exams = false } = {}): NavEntry[] {
  const entries = [...fetched]
    .sort((a, b) => a.sort - b.sort)
    .filter((n) => n.url)
    .map((n) => fromFetched(n, lang));
  if (entries.length === 0)
    return exams ? [...DEFAULT_NAV.slice(0, -1), EXAMS_NAV, ...DEFAULT_NAV.slice(-1)] : DEFAULT_NAV;
  if (!exams) {
    const kept = entries
      .filter((e) => !leadsToExams(e))
      .map((e) => ({ ...e, children: e.children.filter((c) => !leadsToExams(c)) }));
    return kept.length > 0 ? kept : DEFAULT_NAV;
  }
  const has = entries.some((e) => leadsToExams(e) || e.children.some(leadsToExams));
  return has ? entries : [...entries, EXAMS_NAV];
}

/** Whether an in-app entry is the current section. */
export function isNavActive(entry: NavEntry, pathname: string): boolean {
  if (entry.external) return false;
  if (entry.url === '/') return pathname === '/';
  return pathname === entry.url || pathname.startsWith(`${entry.url}/`);
}
