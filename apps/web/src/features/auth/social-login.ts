import { socialiteRedirect } from '@shuyuan/contract/auth';
import { fillPath, readApiBaseUrl } from '#lib/http';
import { siteHref } from '#lib/site-url';
import { withoutLoginParams } from './after-login';

/**
 * The browser redirect of a QQ login (spec §7): the server sends the visitor to QQ (or its simulator) and
 * back to `s_url` with `login_code` and `action=login`, or to `f_url` on failure. From /login the way back is
 * /login/callback, which keeps `redirect`; from any other page it is that page.
 */
export function qqLoginUrl(here: string, origin: string = window.location.origin): string {
  const q = here.indexOf('?');
  const pathname = q < 0 ? here : here.slice(0, q);
  let back: string;
  if (pathname === '/login' || pathname === '/login/callback') {
    const redirect = new URLSearchParams(q < 0 ? '' : here.slice(q + 1)).get('redirect');
    back = redirect ? `/login/callback?redirect=${encodeURIComponent(redirect)}` : '/login/callback';
  } else {
    back = withoutLoginParams(here);
  }
  const query = new URLSearchParams({
    s_url: siteHref(back, origin),
    f_url: siteHref('/error', origin),
    action: 'login',
  });
  return `${readApiBaseUrl()}${fillPath(socialiteRedirect.path, { app: 'qq' })}?${query.toString()}`;
}
