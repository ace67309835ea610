import { queryOptions, useQuery } from '@tanstack/react-query';
import { readApiBaseUrl } from '#lib/http';

/**
 * config.aboutus is an absolute address built from PUBLIC_URL, which may name another host than the one the
 * visitor is on (a cross-origin fetch the server does not allow). Only its path is used, on the API's base
 * (same origin by default).
 */
export function aboutPath(configured: string): string {
  try {
    const u = new URL(configured, window.location.href);
    return `${readApiBaseUrl()}${u.pathname}${u.search}`;
  } catch {
    return `${readApiBaseUrl()}/aboutus`;
  }
}

/**
 * The about page is an HTML page the server serves at config.aboutus (not an /api envelope), so it is
 * fetched as text. Only its content (<main>, else <body>) is kept; the page shows it as rich text.
 */
export async function fetchAboutHtml(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!res.ok) throw new Error(`aboutus ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  // The served page wraps the text in <main> with its own <h1>; the site page has its own heading.
  const root = doc.querySelector('main') ?? doc.body;
  root.querySelector('h1')?.remove();
  return root.innerHTML.trim();
}

export const aboutHtmlQuery = (url: string) =>
  queryOptions({
    queryKey: ['aboutus', url],
    queryFn: () => fetchAboutHtml(url),
    staleTime: 300_000,
    retry: false,
  });

export const useAboutHtmlQuery = (configured: string | undefined) => {
  const url = configured ? aboutPath(configured) : '';
  return useQuery({ ...aboutHtmlQuery(url), enabled: Boolean(url) });
};
