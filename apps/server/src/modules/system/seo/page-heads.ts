import { type MessageKey, type MessageLanguage, msg } from '@shuyuan/contract';
import {
  h5PathOf,
  type MatchedWebPage,
  type PageHeadKind,
  storefrontPath,
} from '@shuyuan/contract/web-pages';
import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { clip, type PageHead } from '#core/http/page-head';
import { absoluteUrl } from '#core/http/site-url';
import { SYSTEM_CACHE_PREFIX, SYSTEM_CACHE_TTL_MS } from '../service';
import { type ItemKind, readItemFacts } from './item-facts';

/*
 * The head of each storefront page (issue 20). Site pages (home, lists, about) say the site's name and its
 * SEO settings; item pages their item's title and description (a course's SEO fields first). An /h5 page
 * names its desktop twin as canonical (one address per thing for search engines); a desktop page names its
 * mobile twin as its alternate.
 */

const DESCRIPTION_CHARS = 160;

const htmlLang = (lang: MessageLanguage): PageHead['lang'] => (lang === 'en' ? 'en' : 'zh-CN');

interface SiteFacts {
  name: string;
  keywords: string;
  description: string;
}

/** The site's name and SEO settings, cached with the other system answers (settings writes invalidate them). */
function readSiteFacts(deps: Deps<'db' | 'cache'>): Promise<SiteFacts> {
  return deps.cache.get(`${SYSTEM_CACHE_PREFIX}seo:site`, SYSTEM_CACHE_TTL_MS, async () => {
    const values = await readConfigValues(deps.db, [
      'site.name',
      'site.seo_keywords',
      'site.seo_description',
    ]);
    return {
      name: values.str('site.name'),
      keywords: values.str('site.seo_keywords'),
      description: values.str('site.seo_description'),
    };
  });
}

const SITE_PAGE_TITLES: Partial<Record<PageHeadKind, MessageKey>> = {
  courses: 'page.seoCourses',
  activates: 'page.seoActivates',
  articles: 'page.seoArticles',
  kechengs: 'page.seoKechengs',
  about: 'page.seoAbout',
  search: 'page.seoSearch',
  vip: 'page.seoVip',
  announcement: 'page.seoAnnouncements',
};

const ITEM_PARAM: Partial<Record<PageHeadKind, string>> = {
  course: 'courseId',
  activate: 'activateId',
  article: 'articleId',
  teacher: 'teacherId',
  kecheng: 'kechengId',
};

const positiveId = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;

export interface PageRequest {
  page: MatchedWebPage;
  /** The address's query (the announcement's `id`). */
  query: Record<string, unknown>;
  lang: MessageLanguage;
  /** The site's absolute base URL (PUBLIC_URL or the request's origin). */
  base: string;
}

/** Which item a page shows, or null for a site page; `id: null` when its address names no valid one. */
function itemOf(
  page: MatchedWebPage,
  query: Record<string, unknown>,
): { kind: ItemKind; id: number | null } | null {
  if (page.head === 'announcement')
    return query.id === undefined ? null : { kind: 'announcement', id: positiveId(query.id) };
  const param = ITEM_PARAM[page.head];
  return param ? { kind: page.head as ItemKind, id: positiveId(page.params[param]) } : null;
}

/** The head of a known page address, or null when it shows nothing a visitor may see (the not-found page). */
export async function readPageHead(
  deps: Deps<'db' | 'cache'>,
  request: PageRequest,
): Promise<PageHead | null> {
  const { page, query, lang, base } = request;
  const site = await readSiteFacts(deps);
  const siteDescription = site.description || msg('page.seoSiteDescription', { site: site.name }, lang);
  const item = itemOf(page, query);
  const search = item?.kind === 'announcement' ? `?id=${item.id}` : '';
  const desktop = storefrontPath(page.page, page.params);
  const mobile = h5PathOf(page.page, page.params);
  const addresses = {
    lang: htmlLang(lang),
    canonical: `${base}${desktop}${search}`,
    mobile: page.side === 'desktop' && mobile ? `${base}${mobile}${search}` : undefined,
    siteName: site.name,
  };
  if (item) {
    const facts = item.id === null ? null : await readItemFacts(deps, item.kind, item.id, lang);
    if (!facts) return null;
    return {
      ...addresses,
      title: `${facts.title} - ${site.name}`,
      description: clip(facts.description || siteDescription, DESCRIPTION_CHARS),
      keywords: facts.keywords || undefined,
      image: facts.image ? absoluteUrl(base, facts.image) : undefined,
      type: 'article',
    };
  }
  const titleKey = SITE_PAGE_TITLES[page.head];
  return {
    ...addresses,
    title: titleKey ? `${msg(titleKey, {}, lang)} - ${site.name}` : site.name,
    description: clip(siteDescription, DESCRIPTION_CHARS),
    keywords: site.keywords || undefined,
    type: 'website',
    // The member's pages and search results are nobody's landing page.
    noindex: page.head === 'private' || page.head === 'search',
  };
}

/** The not-found page's head: no canonical address, not to be indexed. */
export async function notFoundHead(deps: Deps<'db' | 'cache'>, lang: MessageLanguage): Promise<PageHead> {
  const site = await readSiteFacts(deps);
  return {
    title: `${msg('page.seoNotFound', {}, lang)} - ${site.name}`,
    description: clip(
      site.description || msg('page.seoSiteDescription', { site: site.name }, lang),
      DESCRIPTION_CHARS,
    ),
    siteName: site.name,
    type: 'website',
    noindex: true,
    lang: htmlLang(lang),
  };
}
