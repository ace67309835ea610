import { siteTimeZone } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { setSiteTimeZone } from '#core/format';
import { selectConfigValue } from './repo';
import { SYSTEM_CACHE_PREFIX, SYSTEM_CACHE_TTL_MS } from './service';

/** The `site.time_zone` setting, or Asia/Shanghai when unset or not a zone. */
export async function readSiteTimeZone(app: FastifyInstance): Promise<string> {
  return app.cache.get(`${SYSTEM_CACHE_PREFIX}time-zone`, SYSTEM_CACHE_TTL_MS, async () => {
    const raw = await selectConfigValue(app.db, 'site.time_zone');
    let value: unknown;
    try {
      value = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      value = undefined;
    }
    return siteTimeZone(value);
  });
}

/**
 * Before each request the process takes the site's time zone (decision 035): read through the system cache,
 * so it costs a lookup in memory, and a saved setting (which invalidates the cache, in every process with
 * Redis) applies from the next request on. When the database cannot be read the last zone stays: a request
 * that needs no database (/healthz telling that the database is down) must not fail here.
 */
export function keepSiteTimeZone(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    try {
      setSiteTimeZone(await readSiteTimeZone(app));
    } catch (error) {
      request.log.warn({ err: error }, 'site time zone not read; the last one stays');
    }
  });
}
