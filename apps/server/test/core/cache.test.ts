import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cache, createCache } from '#core/cache';
import { MemoryStore } from '#core/store/memory';
import { RedisStore } from '#core/store/redis';
import type { Store } from '#core/store/store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function cacheOn(store: Store, maxEntries?: number): Promise<Cache> {
  const cache = await createCache({ store, maxEntries });
  cleanups.push(() => cache.close());
  return cache;
}

function counter<T>(value: (n: number) => T) {
  let calls = 0;
  const load = async () => value(++calls);
  return { load, calls: () => calls };
}

describe('read-through cache', () => {
  it('loads once and serves the cached value until the TTL ends', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store);
    const source = counter((n) => `v${n}`);
    expect(await cache.get('k', 100, source.load)).toBe('v1');
    expect(await cache.get('k', 100, source.load)).toBe('v1');
    expect(source.calls()).toBe(1);
    await sleep(150);
    expect(await cache.get('k', 100, source.load)).toBe('v2');
  });

  it('runs one load for a burst of concurrent misses', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store);
    let calls = 0;
    const load = async () => {
      calls++;
      await sleep(30);
      return calls;
    };
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 1_000, load)));
    expect(new Set(values)).toEqual(new Set([1]));
    expect(calls).toBe(1);
  });

  it('does not cache a failed load', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store);
    await expect(cache.get('k', 1_000, async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('k', 1_000, async () => 'ok')).toBe('ok');
  });

  it('invalidates by prefix, leaving other keys', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store);
    const a = counter((n) => n);
    const b = counter((n) => n);
    await cache.get('system:navs:PC', 1_000, a.load);
    await cache.get('catalogue:x', 1_000, b.load);
    await cache.invalidate('system:');
    expect(await cache.get('system:navs:PC', 1_000, a.load)).toBe(2);
    expect(await cache.get('catalogue:x', 1_000, b.load)).toBe(1);
  });

  it('does not store the result of a load that an invalidation overtook', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store);
    let release!: () => void;
    const slow = cache.get('k', 10_000, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'stale';
    });
    await sleep(10);
    await cache.invalidate('k');
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('k', 10_000, async () => 'fresh')).toBe('fresh');
  });

  it('caps TTLs at maxTtlMs and caches nothing with 0 (CACHE_TTL_SECONDS=0)', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const off = await createCache({ store, maxTtlMs: 0 });
    cleanups.push(() => off.close());
    const source = counter((n) => n);
    expect(await off.get('k', 60_000, source.load)).toBe(1);
    expect(await off.get('k', 60_000, source.load)).toBe(2);

    const capped = await createCache({ store, maxTtlMs: 50 });
    cleanups.push(() => capped.close());
    const other = counter((n) => n);
    expect(await capped.get('k', 60_000, other.load)).toBe(1);
    expect(await capped.get('k', 60_000, other.load)).toBe(1);
    await sleep(120);
    expect(await capped.get('k', 60_000, other.load)).toBe(2);
  });

  it('keeps at most maxEntries keys', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store, 3);
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, 10_000, async () => k);
    // 'a' was evicted: asking again loads anew.
    expect(await cache.get('a', 10_000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('d', 10_000, async () => 'reloaded')).toBe('d');
  });

  it('evicts the least recently used key, not the oldest', async () => {
    const store = new MemoryStore();
    cleanups.push(() => store.close());
    const cache = await cacheOn(store, 3);
    for (const k of ['a', 'b', 'c']) await cache.get(k, 10_000, async () => k);
    expect(await cache.get('a', 10_000, async () => 'reloaded')).toBe('a');
    await cache.get('d', 10_000, async () => 'd');
    // 'b' went (least recently used); 'a', read after it, stayed.
    expect(await cache.get('a', 10_000, async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', 10_000, async () => 'reloaded')).toBe('reloaded');
  });
});

/**
 * Two caches stand for two processes: an invalidation in one must reach the other through the store. Redis's
 * case carries the `redis` tag: it runs only with REDIS_URL (vitest.config.ts).
 */
const prefix = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
const broadcastTargets: [string, () => Promise<[Store, Store]>, { tags: string[] }][] = [
  [
    'memory store (one process, two caches)',
    async () => {
      const store = new MemoryStore();
      return [store, store];
    },
    { tags: [] },
  ],
  [
    'redis store (two connections)',
    async () => [
      await RedisStore.connect(process.env.REDIS_URL as string, { keyPrefix: prefix }),
      await RedisStore.connect(process.env.REDIS_URL as string, { keyPrefix: prefix }),
    ],
    { tags: ['redis'] },
  ],
];

for (const [name, stores, tags] of broadcastTargets) {
  describe(`broadcast invalidation over the ${name}`, tags, () => {
    it('drops the entry in the other cache', async () => {
      const [storeA, storeB] = await stores();
      cleanups.push(async () => {
        await storeA.close();
        if (storeB !== storeA) await storeB.close();
      });
      const a = await cacheOn(storeA);
      const b = await cacheOn(storeB);
      let version = 1;
      const load = async () => version;
      expect(await a.get('system:config', 60_000, load)).toBe(1);
      expect(await b.get('system:config', 60_000, load)).toBe(1);
      version = 2;
      await a.invalidate('system:');
      expect(await a.get('system:config', 60_000, load)).toBe(2);
      // The message travels asynchronously; wait until the other cache has dropped its entry.
      let seen = await b.get('system:config', 60_000, load);
      for (let i = 0; i < 50 && seen !== 2; i++) {
        await sleep(20);
        seen = await b.get('system:config', 60_000, load);
      }
      expect(seen).toBe(2);
    });
  });
}
