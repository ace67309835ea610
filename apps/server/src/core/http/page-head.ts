/*
 * The head a storefront page is served with (issue 20): its title, description, canonical address and Open
 * Graph tags, written into the built index.html so a crawler or a link preview that runs no script reads
 * them. Every value is escaped here, the one place that writes them: a course title is text, never markup.
 */

export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute; none for the not-found page. */
  canonical?: string;
  /** The mobile twin's absolute address, when the page is a desktop page that has one. */
  mobile?: string;
  /** Absolute; omitted when the page has no picture. */
  image?: string;
  /** og:type: `website` for site pages, `article` for an item. */
  type: 'website' | 'article';
  siteName: string;
  /** Not for search engines (member pages, the not-found page). */
  noindex?: boolean;
  /** The language the head is written in, for <html lang> (the app sets it again once it runs). */
  lang: 'zh-CN' | 'en';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may stand in an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** At most `max` characters of one line (a description), cut at a character, not inside a surrogate pair. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

function tags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const lines = [
    meta('name', 'description', head.description),
    head.keywords ? meta('name', 'keywords', head.keywords) : '',
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.mobile
      ? `<link rel="alternate" media="only screen and (max-width: 640px)" href="${escapeHtml(head.mobile)}">`
      : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
  ];
  return lines.filter(Boolean).join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * `html` (the built index.html) with `head`: its <html lang> and <title> replaced, the other tags added before
 * </head>. A build without a title or a head still gets them (at the start of the document).
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const added = tags(head);
  const inLang = html.replace(
    /<html\b([^>]*?)\slang="[^"]*"/i,
    (_, before: string) => `<html${before} lang="${head.lang}"`,
  );
  const titled = TITLE.test(inLang) ? inLang.replace(TITLE, () => title) : null;
  const base = titled ?? inLang;
  const extra = titled ? added : `${title}${added}`;
  const at = base.search(/<\/head>/i);
  return at >= 0 ? `${base.slice(0, at)}${extra}${base.slice(at)}` : `${extra}${base}`;
}
