/**
 * Spec §2: the site can run with hash addresses (`/#/courses`). The mode is chosen once at start-up from
 * the address the visitor arrived at, and every absolute link the app builds follows it.
 */
export function detectHashMode(hash: string = window.location.hash): boolean {
  return hash.startsWith('#/');
}

let hashMode = typeof window !== 'undefined' && detectHashMode();

export const isHashMode = () => hashMode;

/** For tests and for start-up code that must decide before the router exists. */
export function setHashMode(on: boolean) {
  hashMode = on;
}

/** Origin plus '/#/' in hash mode, else plus '/'. */
export function siteRootUrl(origin: string = window.location.origin): string {
  return `${origin}${hashMode ? '/#/' : '/'}`;
}

/** Absolute URL of an in-app path ('/member' → 'https://x/member' or 'https://x/#/member'). */
export function siteHref(path: string, origin?: string): string {
  return `${siteRootUrl(origin)}${path.replace(/^\/+/, '')}`;
}

/** The in-app path and query the visitor is on, in either address mode. */
export function currentAppPath(loc: Location = window.location): string {
  if (isHashMode()) return loc.hash.slice(1) || '/';
  return `${loc.pathname}${loc.search}`;
}
