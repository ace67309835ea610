import { i18n } from './i18n/index';
import { toastError } from './notify';
import { currentAppPath } from './site-url';
import type { AppStore } from './store/app-store';
import { logoutAction } from './store/login-user-slice';

/** In-app navigation without a reload (the router's `navigate`); app/main.tsx hands it in. */
export type Navigate = (to: string) => void;

/**
 * Where a 401 sends the visitor: the login page of the side they are on (/h5 has its own), with the page to
 * come back to. Already on a login page or step: the login page, without a redirect back to it.
 */
export function loginTargetAfter401(here: string): string {
  const h5 = here === '/h5' || here.startsWith('/h5/') || here.startsWith('/h5?');
  const login = h5 ? '/h5/login' : '/login';
  // On a login page or step (/login/callback) there is no page to come back to.
  if (here.startsWith(login)) return login;
  return `${login}?redirect=${encodeURIComponent(here)}`;
}

/**
 * Spec §8: code 401 or HTTP 401 shows 请重新登录, clears the login and goes to /login. The http client's
 * interceptor (lib/http.ts) calls this for every 401, at start-up (a bad or expired stored token) as later.
 * The move is an in-app navigation, so the message stays on screen on the login page (a reload would drop
 * it). Several calls failing together act once; the next login arms it again. The member's own logout
 * (`leaving`) is not a 401: its page stays up until it goes home.
 */
export function createUnauthorizedHandler(store: AppStore, navigate: Navigate) {
  let armed = true;
  store.subscribe(() => {
    if (store.getState().loginUser.isLogin) armed = true;
  });
  return () => {
    if (!armed || store.getState().loginUser.leaving) return;
    armed = false;
    toastError(i18n.t('http.loginAgain'));
    store.dispatch(logoutAction());
    navigate(loginTargetAfter401(currentAppPath()));
  };
}
