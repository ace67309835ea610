import type { Logger } from 'pino';
import type { AppConfig } from '#config';
import { MemoryStore } from './memory';
import { RedisStore } from './redis';
import type { Store } from './store';

export type { Store } from './store';

/** Redis when REDIS_URL is set, else the in-memory store. */
export async function openStore(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  logger?: Logger,
): Promise<Store> {
  if (!config.redisUrl) return new MemoryStore();
  let lastLogged = 0;
  return RedisStore.connect(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    onError: (error) => {
      // ioredis retries every few hundred ms during an outage; one line a minute is enough.
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      logger?.error({ err: error }, 'redis connection error');
    },
  });
}
