/**
 * Where to go after logging in (spec §4). Only an in-app path is accepted: an absolute URL or `//host`
 * in `redirect` would make the login page an open redirect.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect) return '/';
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}

/** /login?redirect=<path and query>, encoded. */
export function loginPathFor(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}
