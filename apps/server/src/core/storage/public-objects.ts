import type { Deps } from '#core/deps';
import { readMediaStores } from './media-storage';
import { isSafeKey } from './object-store';

/*
 * Public files (images of the media library) in the bucket (decision 044). Their rows keep the site path
 * `/storage/<path>` whichever store holds them, so pages, covers and the migration need no rewrite: the
 * bucket holds them under `public/<path>`, and a /storage/ address with no file on the disk is answered by
 * a redirect to a pre-signed address of the object (app.ts, the not-found handler).
 */

const SITE_PREFIX = '/storage/';

/** The bucket key of a site path, or null when the path is not one of ours (or not safe). */
export function publicKeyOf(sitePath: string): string | null {
  if (!sitePath.startsWith(SITE_PREFIX)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(sitePath.slice(SITE_PREFIX.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  // Dotfiles are never served (as @fastify/static's dotfiles: 'deny').
  if (!isSafeKey(rest) || rest.split('/').some((part) => part.startsWith('.'))) return null;
  return `public/${rest}`;
}

/** How long a redirect's pre-signed address lives, and how long a browser may keep the redirect. */
const PUBLIC_URL_SECONDS = 6 * 60 * 60;
export const PUBLIC_REDIRECT_MAX_AGE = 60 * 60;

/** A pre-signed address of the object behind a /storage/ path, or null when the bucket has none. */
export async function publicObjectUrl(deps: Deps<'db' | 'config'>, sitePath: string): Promise<string | null> {
  const key = publicKeyOf(sitePath);
  if (!key) return null;
  const { s3 } = await readMediaStores(deps);
  if (!s3 || !(await s3.head(key).catch(() => null))) return null;
  return s3.presignGet(key, PUBLIC_URL_SECONDS);
}
