import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { readConfigValues } from '../config-values';
import type { Database } from '../db/schema';
import { siteUrl } from './site-url';

/**
 * s_url / f_url checks (security.md: no open redirect). Accepted: a site-relative path, or an http(s)
 * URL on the site's own origin or on the configured PC / H5 front-end origins. Outside production also
 * localhost addresses, where the web dev server runs on another port than the API.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Our own parameters: a value planted in s_url must not win over the one we append. */
const OWN_PARAMS = ['login_code', 'action', 'login_err_msg'];

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export async function returnUrlOrigins(db: Kysely<Database>, request: FastifyRequest): Promise<Set<string>> {
  const values = await readConfigValues(db, ['site.pc_url', 'site.h5_url']);
  const origins = new Set<string>();
  for (const url of [siteUrl(request), values.str('site.pc_url'), values.str('site.h5_url')]) {
    const origin = url ? originOf(url) : null;
    if (origin) origins.add(origin);
  }
  return origins;
}

export function isSafeReturnUrl(raw: string, origins: Set<string>, allowLocalhost: boolean): boolean {
  // Whitespace, control characters and backslashes are how browsers get talked into another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\s\\\u0000-\u001f\u007f]/.test(raw)) return false;
  if (raw.startsWith('/')) return !raw.startsWith('//');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return origins.has(url.origin) || (allowLocalhost && LOCAL_HOSTS.has(url.hostname));
}

function setParams(part: string, params: Record<string, string> | null): string {
  const at = part.indexOf('?');
  const path = at >= 0 ? part.slice(0, at) : part;
  const search = new URLSearchParams(at >= 0 ? part.slice(at + 1) : '');
  for (const key of OWN_PARAMS) search.delete(key);
  for (const [key, value] of Object.entries(params ?? {})) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Adds our parameters to a checked return URL. A hash-router address (`…/#/login/callback`) gets them in
 * its hash, where the web app reads them; any copies already in the URL are removed.
 */
export function withParams(target: string, params: Record<string, string>): string {
  const hashAt = target.indexOf('#');
  const head = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  if (hash.startsWith('#/')) return `${setParams(head, null)}${setParams(hash, params)}`;
  return `${setParams(head, params)}${hash}`;
}
