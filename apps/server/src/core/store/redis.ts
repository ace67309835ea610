import { Redis, type Result } from 'ioredis';
import { ConfigError } from '#config';
import { addressOf, describeConnectionError } from '../connection-errors';
import type { AdvanceMove, Store } from './store';

export interface RedisStoreOptions {
  /** Prepended to every key and channel, so several sites (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Called with connection errors; ioredis keeps reconnecting meanwhile. */
  onError?: (error: Error) => void;
}

/**
 * Store.advance as one script, so no other command runs between the read and the write (advanceValue in
 * store.ts is the same rule). Whole numbers below 2^53 are exact in Lua's doubles; '%.0f' writes them back
 * without an exponent. A value that is not a number counts as absent, as in the memory store.
 */
const ADVANCE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]))
local base = current or tonumber(ARGV[1])
local floor = tonumber(ARGV[2])
if base < floor then base = floor end
local amount = tonumber(ARGV[3])
if amount < 0 then amount = 0 end
local value = math.min(base + amount, tonumber(ARGV[4]))
if value < base then value = base end
redis.call('SET', KEYS[1], string.format('%.0f', value), 'PX', ARGV[5])
return string.format('%.0f', value - base)
`;

/** The store for several processes: every operation is one atomic Redis command, MULTI or script. */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  readonly #client: Redis;
  readonly #prefix: string;
  readonly #onError: (error: Error) => void;
  #subscriber: Redis | undefined;
  readonly #handlers = new Map<string, Set<(message: string) => void>>();

  private constructor(client: Redis, prefix: string, onError: (error: Error) => void) {
    this.#client = client;
    this.#prefix = prefix;
    this.#onError = onError;
  }

  /**
   * Connects and waits until Redis answers. When it cannot be reached, rejects at once (no retry) with a
   * ConfigError naming REDIS_URL and the reason; once connected, an outage is retried for as long as it lasts.
   */
  static async connect(url: string, options: RedisStoreOptions = {}): Promise<RedisStore> {
    let connected = false;
    const client = new Redis(url, {
      keyPrefix: options.keyPrefix ?? '',
      lazyConnect: true,
      // Fail a command quickly during an outage instead of queueing requests behind it.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      // ioredis's own back-off once the store has worked; none before (null: give up).
      retryStrategy: (times) => (connected ? Math.min(times * 50, 2_000) : null),
      // Commands issued in the same tick go out as one pipeline: under load (progress pings, auth checks)
      // that turns thousands of small writes a second into a few hundred socket writes.
      enableAutoPipelining: true,
    });
    const onError = options.onError ?? (() => {});
    // A failed connect() rejects with "Connection is closed."; the reason came with the error event before it.
    let connectError: Error | undefined;
    const noteConnectError = (error: Error) => {
      connectError ??= error;
    };
    client.on('error', noteConnectError);
    try {
      await client.connect();
      connected = true;
    } catch (error) {
      client.disconnect();
      throw new ConfigError(
        `REDIS_URL: ${describeConnectionError(connectError ?? error, addressOf(url, 6379))}`,
      );
    } finally {
      client.off('error', noteConnectError);
    }
    client.defineCommand('advance', { numberOfKeys: 1, lua: ADVANCE_SCRIPT });
    client.on('error', onError);
    return new RedisStore(client, options.keyPrefix ?? '', onError);
  }

  async get(key: string): Promise<string | null> {
    return this.#client.get(key);
  }

  async getMany(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    return this.#client.mget(...keys);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.#client.set(key, value);
    else await this.#client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async incr(key: string, ttlMs: number, by = 1): Promise<number> {
    // SET NX creates the counter with its TTL only when absent; both run as one MULTI.
    const results = await this.#client
      .multi()
      .set(key, '0', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
      .incrby(key, by)
      .exec();
    const [, incrResult] = results ?? [];
    if (!incrResult || incrResult[0]) throw incrResult?.[0] ?? new Error('store: INCR failed');
    return Number(incrResult[1]);
  }

  async delete(key: string): Promise<void> {
    await this.#client.del(key);
  }

  async take(key: string): Promise<string | null> {
    return this.#client.getdel(key);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.#client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
  }

  async advance(key: string, move: AdvanceMove, ttlMs: number): Promise<number> {
    const args = [move.start, move.floor, move.amount, move.ceiling].map((n) => String(Math.round(n)));
    // EVALSHA with a fallback to EVAL (ioredis' Script), prefixing the key like every other command.
    const moved = await this.#client.advance(key, ...args, String(Math.max(1, Math.round(ttlMs))));
    return Number(moved);
  }

  async publish(channel: string, message: string): Promise<void> {
    // ioredis does not prefix channel names; do it here so test runs and sites stay apart.
    await this.#client.publish(this.#prefix + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    const subscriber = this.#getSubscriber();
    const name = this.#prefix + channel;
    let handlers = this.#handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
      await subscriber.subscribe(name);
    }
    handlers.add(handler);
    return async () => {
      const current = this.#handlers.get(name);
      if (!current?.delete(handler) || current.size > 0) return;
      this.#handlers.delete(name);
      if (subscriber.status === 'ready') await subscriber.unsubscribe(name);
    };
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.#client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    await Promise.all([quit(this.#client), this.#subscriber ? quit(this.#subscriber) : undefined]);
  }

  #getSubscriber(): Redis {
    if (!this.#subscriber) {
      // A connection in subscriber mode cannot run other commands, hence a second one.
      this.#subscriber = this.#client.duplicate({ keyPrefix: '' });
      this.#subscriber.on('error', this.#onError);
      this.#subscriber.on('message', (channel: string, message: string) => {
        for (const handler of this.#handlers.get(channel) ?? []) handler(message);
      });
    }
    return this.#subscriber;
  }
}

async function quit(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** ADVANCE_SCRIPT: key, start, floor, amount, ceiling, ttl ms → how far the value moved. */
    advance(key: string, ...args: string[]): Result<string, Context>;
  }
}
