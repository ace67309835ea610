import type { Deps } from '#core/deps';
import { originOf } from '#core/http/content-security-policy';
import { readS3Settings } from '#core/storage/media-storage';
import { SYSTEM_CACHE_PREFIX, SYSTEM_CACHE_TTL_MS } from '#modules/system';

/**
 * Where the player fetches media from besides this site: the S3 endpoint of `media.s3` (pre-signed
 * segment and file addresses), for the web app's Content-Security-Policy. Cached under the system prefix,
 * which every settings save invalidates.
 */
export function readMediaOrigins({ db, cache }: Deps<'db' | 'cache'>): Promise<string[]> {
  return cache.get(`${SYSTEM_CACHE_PREFIX}csp-media-origins`, SYSTEM_CACHE_TTL_MS, async () => {
    const s3 = await readS3Settings(db);
    if (!s3) return [];
    const endpoint = originOf(s3.endpoint);
    if (!endpoint) return [];
    if (s3.pathStyle) return [endpoint];
    // Virtual-hosted style: the bucket is a subdomain of the endpoint (https://bucket.host/key).
    const url = new URL(endpoint);
    const bucketOrigin = originOf(`${url.protocol}//${s3.bucket}.${url.host}`);
    return bucketOrigin ? [bucketOrigin] : [];
  });
}
