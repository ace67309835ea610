import { logoutAction } from '../features/auth/login-user-slice';
import { loginPathFor } from '../features/auth/redirect-target';
import { i18n } from './i18n';
import { toastError } from './notify';
import { isHashMode, siteHref } from './site-url';
import type { AppStore } from './store';

/** The in-app path and query the visitor is on, in either address mode. */
export function currentAppPath(loc: Location = window.location): string {
  if (isHashMode()) return loc.hash.slice(1) || '/';
  return `${loc.pathname}${loc.search}`;
}

/**
 * Spec §8: code 401 or HTTP 401 shows 请重新登录, clears the login and goes to /login (with the page to come
 * back to). Several calls failing together act once.
 */
export function createUnauthorizedHandler(store: AppStore) {
  let handling = false;
  return () => {
    if (handling) return;
    handling = true;
    toastError(i18n.t('http.loginAgain'));
    store.dispatch(logoutAction());
    const here = currentAppPath();
    const target = here.startsWith('/login') ? '/login' : loginPathFor(here);
    window.location.assign(siteHref(target));
  };
}
