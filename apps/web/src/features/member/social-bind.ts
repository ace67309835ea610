import { socialiteRedirect } from '@shuyuan/contract/auth';
import { fillPath, readApiBaseUrl } from '#lib/http';
import { siteHref } from '#lib/site-url';
import { readSession, usedLoginCodeKey, writeSession } from '#lib/storage';

/**
 * Binding QQ to the signed-in member (meedu-api.md §1.1, action=bind): the browser goes to the provider
 * and comes back to the same page with `login_code` and `action=bind` (or `login_err_msg` on failure),
 * where the page exchanges the code with POST /member/socialite/bindWithCode.
 */

/** What the provider round trip adds to the page address; all of it goes once handled. */
const BIND_PARAMS = ['login_code', 'action', 'login_err_msg'] as const;

/** The server's own failure text (oauth-flow.ts). Anything else in the address is not echoed back. */
const PROVIDER_ERROR = /^授权登录失败\[\d{4}\]$/;

/** `params` without the round trip's parameters (a new object; `tab` and the like stay). */
export function withoutBindParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const p of BIND_PARAMS) next.delete(p);
  return next;
}

/** `path?query` without the round trip's parameters. */
function cleanHere(here: string): string {
  const q = here.indexOf('?');
  if (q < 0) return here;
  const rest = withoutBindParams(new URLSearchParams(here.slice(q + 1))).toString();
  return rest ? `${here.slice(0, q)}?${rest}` : here.slice(0, q);
}

/** The QQ redirect for binding: success and failure both come back to `here` (an in-app path). */
export function qqBindUrl(here: string, origin: string = window.location.origin): string {
  const back = siteHref(cleanHere(here), origin);
  const query = new URLSearchParams({ s_url: back, f_url: back, action: 'bind' });
  return `${readApiBaseUrl()}${fillPath(socialiteRedirect.path, { app: 'qq' })}?${query.toString()}`;
}

export type BindReturn = { kind: 'code'; code: string } | { kind: 'error'; message: string | null };

/**
 * What a bind round trip left in the address, or null when there is none (a login's `action=login` is
 * start-up's business). A failure's message is kept only when it is the server's own wording.
 */
export function readBindReturn(params: URLSearchParams): BindReturn | null {
  if (params.get('action') !== 'bind') return null;
  const error = params.get('login_err_msg');
  if (error !== null) return { kind: 'error', message: PROVIDER_ERROR.test(error) ? error : null };
  const code = params.get('login_code');
  return code ? { kind: 'code', code } : null;
}

/**
 * True the first time a code is seen in this tab. A code is single-use on the server, so a second try
 * (React's double effects, a reload before the address is cleaned) would only show 已过期.
 */
export function claimBindCode(code: string): boolean {
  const key = usedLoginCodeKey(code);
  if (readSession(key)) return false;
  writeSession(key, '1');
  return true;
}
