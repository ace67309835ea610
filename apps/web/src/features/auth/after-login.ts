import { safeRedirectTarget } from './redirect-target';

/** The two steps a login may still owe (spec §4): bind a mobile first, then verify the face. */
export interface PendingSteps {
  bindMobile: boolean;
  faceCheck: boolean;
}

export type AfterLogin = { kind: 'navigate'; to: string } | { kind: 'reload'; to: string };

/** Social logins come back with these; once used they must not stay in the address. */
const LOGIN_PARAMS = ['login_code', 'action'];

/** `path?query` without login_code and action. */
export function withoutLoginParams(pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  if (q < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(q + 1));
  for (const p of LOGIN_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `${pathAndQuery.slice(0, q)}?${rest}` : pathAndQuery.slice(0, q);
}

/** The mobile site's login page: with no `redirect` it goes back to the mobile home, not the desktop one. */
const H5_LOGIN = '/h5/login';

const isLoginScreen = (pathname: string) =>
  pathname === '/login' || pathname === '/login/callback' || pathname === H5_LOGIN;

/**
 * Where a fresh login goes (spec §4): a pending step first (with the page to come back to), else on /login
 * and /login/callback the `redirect` target or home, elsewhere the same page again (reloaded, so every
 * member-dependent answer is fetched anew).
 */
export function afterLoginStep(here: string, pending: PendingSteps): AfterLogin {
  const q = here.indexOf('?');
  const pathname = q < 0 ? here : here.slice(0, q);
  const query = q < 0 ? '' : here.slice(q + 1);
  const redirect = new URLSearchParams(query).get('redirect');
  const target = isLoginScreen(pathname)
    ? pathname === H5_LOGIN && !redirect
      ? '/h5'
      : safeRedirectTarget(redirect)
    : withoutLoginParams(here);
  const back = target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;
  if (pending.bindMobile) return { kind: 'navigate', to: `/bind-mobile${back}` };
  if (pending.faceCheck) return { kind: 'navigate', to: `/face-check${back}` };
  if (isLoginScreen(pathname)) return { kind: 'navigate', to: target };
  return { kind: 'reload', to: target };
}
