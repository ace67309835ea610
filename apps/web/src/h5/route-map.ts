import { H5_ROOT, isH5Path, twinPath } from '@shuyuan/contract/web-pages';
import { LOGIN_STEP_PATHS } from '#lib/mobile-rule';

/**
 * The mobile site mirrors the desktop addresses under /h5 (/courses/detail/3 ⇄ /h5/courses/detail/3), so a
 * shared link opens the same thing on either side; the table is the contract's (web-pages.ts, which the
 * server reads too). The mobile rule sends a phone to /h5?from=<page>, and the h5 app uses this to open the
 * page it asked for (not just the mobile home); the 电脑版 link uses it the other way. It lives in the lazy
 * h5 chunk.
 */

export { isH5Path };

/** Desktop pages a phone may open as they are (login steps, lib/mobile-rule.ts). */
const PASS_THROUGH = LOGIN_STEP_PATHS;

const split = (pathAndQuery: string) => {
  const q = pathAndQuery.indexOf('?');
  return q < 0
    ? { pathname: pathAndQuery, params: new URLSearchParams() }
    : { pathname: pathAndQuery.slice(0, q), params: new URLSearchParams(pathAndQuery.slice(q + 1)) };
};

/** `redirect` of the login pages names a page on the same side: it follows the page across. */
function withQuery(pathname: string, params: URLSearchParams, mapRedirect: (r: string) => string): string {
  const redirect = params.get('redirect');
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) params.set('redirect', mapRedirect(redirect));
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Where a phone asking for a desktop address goes: its mobile twin with the same query (filters, redirect),
 * the mobile home when there is none, or null for a login step it must be allowed to finish.
 */
export function h5PathFor(pathAndQuery: string): string | null {
  const { pathname, params } = split(pathAndQuery);
  if (isH5Path(pathname)) return null;
  if (PASS_THROUGH.includes(pathname)) return null;
  const twin = twinPath(pathname, 0);
  if (!twin) return H5_ROOT;
  return withQuery(twin, params, (r) => (isH5Path(split(r).pathname) ? r : (h5PathFor(r) ?? r)));
}

/** The desktop page showing the same thing as a mobile address (the 电脑版 link); home when none does. */
export function desktopPathFor(pathAndQuery: string): string {
  const { pathname, params } = split(pathAndQuery);
  const twin = twinPath(pathname, 1) ?? '/';
  return withQuery(twin, params, (r) => (isH5Path(split(r).pathname) ? desktopPathFor(r) : r));
}

/** How the mobile site follows a stored link: in /h5, into a desktop page, or out of the site. */
export type H5Target =
  | { kind: 'h5'; to: string }
  | { kind: 'desktop'; to: string }
  | { kind: 'external'; to: string };

/**
 * A link the site stores for either side (a slide's or a message's `url`), as the mobile site should follow
 * it: an in-app address with a mobile twin becomes that twin; one without (the VIP page, the credit records) opens the
 * desktop page; anything else leaves the site.
 */
export function h5TargetFor(url: string): H5Target {
  if (!url.startsWith('/') || url.startsWith('//')) return { kind: 'external', to: url };
  if (isH5Path(split(url).pathname)) return { kind: 'h5', to: url };
  const { pathname } = split(url);
  const twin = PASS_THROUGH.includes(pathname) ? null : twinPath(pathname, 0);
  return twin ? { kind: 'h5', to: h5PathFor(url) ?? url } : { kind: 'desktop', to: url };
}
