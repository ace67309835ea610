import { loginPathFor } from '#features/auth';
import { i18n } from '#lib/i18n/index';
import { toastError } from '#lib/notify';
import { currentAppPath, siteHref } from '#lib/site-url';
import type { AppStore } from '#lib/store/app-store';
import { logoutAction } from '#lib/store/login-user-slice';

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
