import { parseOriginList } from '@shuyuan/contract';
import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { SYSTEM_CACHE_PREFIX, SYSTEM_CACHE_TTL_MS } from './service';

/*
 * Settings the server itself obeys on every request (issue 20): the origins an administrator lets call the
 * API from the browser, and the analytics ids the web app's page loads. Cached under the system prefix, so
 * a settings save applies at once here and, through the store's broadcast, in every other process.
 */

/** `site.cors_origins` as a list of origins; a value that no longer parses allows none. */
export function readCorsOrigins({ db, cache }: Deps<'db' | 'cache'>): Promise<string[]> {
  return cache.get(`${SYSTEM_CACHE_PREFIX}cors-origins`, SYSTEM_CACHE_TTL_MS, async () => {
    const values = await readConfigValues(db, ['site.cors_origins']);
    return parseOriginList(values.str('site.cors_origins')) ?? [];
  });
}

export interface AnalyticsIds {
  baidu: string;
  google: string;
}

// Checked again on read: the ids go into script addresses, and a row may have been written past the console.
const BAIDU_ID = /^[0-9a-f]{32}$/;
const GOOGLE_ID = /^G-[A-Z0-9]{4,20}$/;

/** `site.analytics`: the Baidu Tongji and Google Analytics ids, '' for each that is not set (or not valid). */
export function readAnalyticsIds({ db, cache }: Deps<'db' | 'cache'>): Promise<AnalyticsIds> {
  return cache.get(`${SYSTEM_CACHE_PREFIX}analytics`, SYSTEM_CACHE_TTL_MS, async () => {
    const stored = (await readConfigValues(db, ['site.analytics'])).obj('site.analytics');
    const baidu = typeof stored.baidu === 'string' && BAIDU_ID.test(stored.baidu) ? stored.baidu : '';
    const google = typeof stored.google === 'string' && GOOGLE_ID.test(stored.google) ? stored.google : '';
    return { baidu, google };
  });
}
