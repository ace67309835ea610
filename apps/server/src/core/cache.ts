import { randomUUID } from 'node:crypto';
import type { Store } from './store/store';

/**
 * Read-through cache of read-mostly answers, held in this process (docs/decisions/004-read-mostly-cache.md).
 * Writers call invalidate(prefix): local entries go at once, other processes hear it through the store's
 * pub/sub (Redis); with the memory store there is only this process, and the TTL bounds staleness.
 */
export interface Cache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every key starting with `prefix`, here and in the other processes. */
  invalidate(prefix: string): Promise<void>;
  /** Stops listening for invalidations from other processes. */
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

const CHANNEL = 'cache:invalidate';

export interface CacheOptions {
  store: Store;
  /** Upper bound on entries (keys can contain request data such as the Host header). Least recently used go first. */
  maxEntries?: number;
  /** Caps every TTL asked for (CACHE_TTL_SECONDS); 0 turns caching off. */
  maxTtlMs?: number;
  onError?: (error: unknown) => void;
}

export async function createCache({
  store,
  maxEntries = 1000,
  maxTtlMs = Number.POSITIVE_INFINITY,
  onError,
}: CacheOptions): Promise<Cache> {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  const origin = randomUUID();
  // Bumped by every invalidation: a load that started before one must not store its (stale) result.
  let generation = 0;

  const dropLocal = (prefix: string) => {
    generation++;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
  };

  const unsubscribe = await store.subscribe(CHANNEL, (message) => {
    try {
      const { prefix, from } = JSON.parse(message) as { prefix: string; from: string };
      if (from !== origin && typeof prefix === 'string') dropLocal(prefix);
    } catch (error) {
      onError?.(error);
    }
  });

  return {
    async get<T>(key: string, requestedTtlMs: number, load: () => Promise<T>): Promise<T> {
      const ttlMs = Math.min(requestedTtlMs, maxTtlMs);
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        // Used again: to the back of the eviction order, so a key read on every miss of others (a course
        // list's order, catalogue/course-order.ts) is not pushed out by the pages it serves.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      // One load per key at a time: a burst of requests on a cold key hits the database once.
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const startedAt = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (generation === startedAt) {
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expiresAt: Date.now() + ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    async invalidate(prefix: string): Promise<void> {
      dropLocal(prefix);
      try {
        await store.publish(CHANNEL, JSON.stringify({ prefix, from: origin }));
      } catch (error) {
        // This process is already consistent; others catch up when their entries expire.
        onError?.(error);
      }
    },

    close: () => unsubscribe(),
  };
}
