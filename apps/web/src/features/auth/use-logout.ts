import { useTranslation } from 'react-i18next';
import { toastSuccess, toastsReady } from '#lib/notify';
import { siteHref } from '#lib/site-url';
import { useAppDispatch } from '#lib/store/app-store';
import { logoutAction } from '#lib/store/login-user-slice';
import { requestLogout } from './api/logout';

/**
 * Spec §4 logout: 已安全退出 on the page the member is on, forget the member and the stored token and flags,
 * then `home` (/, or /h5 for the mobile site) after 500 ms. The page stays up meanwhile (`leaving`): a
 * login-only page does not pass through /login on the way.
 */
export function useLogout(home = '/') {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return async () => {
    await requestLogout();
    dispatch(logoutAction({ leaving: true }));
    // The 500 ms start once the message is on screen, not while its code is still loading.
    await toastsReady();
    toastSuccess(t('header.loggedOut'));
    // A full load, as upstream: every cached member answer goes with it.
    window.setTimeout(() => window.location.assign(siteHref(home)), 500);
  };
}
