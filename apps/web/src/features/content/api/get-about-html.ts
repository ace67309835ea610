import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The about page is an HTML page the server serves at config.aboutus (not an /api envelope), so it is
 * fetched as text. Only its content (<main>, else <body>) is kept; the page shows it in a sandboxed frame (decision 006).
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

export const useAboutHtmlQuery = (url: string | undefined) =>
  useQuery({ ...aboutHtmlQuery(url ?? ''), enabled: Boolean(url) });
