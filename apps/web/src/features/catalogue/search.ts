/** Result types of the search call and the tab each one sits under (upstream: vod, video). */
export const SEARCH_TYPES = ['', 'vod', 'video', 'activate', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_PAGE_SIZE = 10;

export interface TSearchHit {
  id: number;
  resource_id: number;
  resource_type: string;
  title: string;
  /** The matched snippet. */
  p?: string;
  short_desc?: string;
  thumb?: string;
  charge?: number;
}

export const readSearchType = (v: string | null): SearchType => SEARCH_TYPES.find((type) => type === v) ?? '';

/** Where a hit leads. */
export function hitPath(hit: Pick<TSearchHit, 'resource_type' | 'resource_id'>): string {
  switch (hit.resource_type) {
    case 'video':
      return `/courses/video/${hit.resource_id}`;
    case 'activate':
      return `/activates/detail/${hit.resource_id}`;
    case 'article':
      return `/articles/detail/${hit.resource_id}`;
    default:
      return `/courses/detail/${hit.resource_id}`;
  }
}

/** The tab label key of a result type (course for vod and unknown types). */
export function typeKey(type: string): 'course' | 'video' | 'activate' | 'article' {
  return type === 'video' || type === 'activate' || type === 'article' ? type : 'course';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text into plain and matched parts for every space-separated keyword, case-insensitively
 * ("Vue 入门" marks both). Longer keywords win where two overlap.
 */
export function splitHighlight(text: string, keywords: string): { text: string; hit: boolean }[] {
  const terms = [...new Set(keywords.trim().split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (!text || terms.length === 0) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: terms.some((t) => t.toLowerCase() === part.toLowerCase()) }));
}

/** Snippets may arrive as HTML with the server's own <em>/<mark>: keep only the text. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
