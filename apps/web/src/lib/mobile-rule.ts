import { MOBILE_USER_AGENT } from '@shuyuan/contract/user-agent';

/** The user-agent test of upstream MeEdu (spec §1), shared with the server's cashier through the contract. */
export const MOBILE_UA = MOBILE_USER_AGENT;

export const isMobileUserAgent = (ua: string) => MOBILE_UA.test(ua);

export const H5_PATH = '/h5';

/**
 * Steps of a login in progress (a social-login callback, binding a mobile, face verification): a phone may
 * open them as they are, since sending them to /h5 would lose the login. The pages are responsive.
 */
export const LOGIN_STEP_PATHS: readonly string[] = ['/login/callback', '/bind-mobile', '/face-check'];

/**
 * Spec §1: a mobile device on any path but /h5 is sent to /h5, unless the visitor chose the desktop site
 * in this tab (WCAG 1.3.4 / 1.4.10: never force the mobile page with no way back) or is in a login step.
 */
export function shouldSendToH5(ua: string, pathname: string, choseDesktop: boolean): boolean {
  if (choseDesktop) return false;
  if (pathname === H5_PATH || pathname.startsWith(`${H5_PATH}/`)) return false;
  if (LOGIN_STEP_PATHS.includes(pathname)) return false;
  return isMobileUserAgent(ua);
}

/** Where the mobile rule sends a phone: /h5, which opens the mobile twin of `pathAndQuery` (h5/route-map.ts). */
export const h5Entry = (pathAndQuery: string) =>
  pathAndQuery === '/' ? H5_PATH : `${H5_PATH}?from=${encodeURIComponent(pathAndQuery)}`;
