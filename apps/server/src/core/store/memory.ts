import { EventEmitter } from 'node:events';
import { type AdvanceMove, advanceValue, type Store } from './store';

interface Entry {
  value: string;
  /** Epoch ms; Infinity when the key has no TTL. */
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** How often expired keys are swept (they are also dropped when read). */
  sweepIntervalMs?: number;
}

/**
 * The single-process store. Node runs one callback at a time, so every operation below is atomic
 * without locks. Publish/subscribe reaches subscribers in this process only.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #events = new EventEmitter();
  #sweeper: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: MemoryStoreOptions = {}) {
    this.#events.setMaxListeners(0);
    // unref: the sweeper must never keep the process alive; close() stops it.
    this.#sweeper = setInterval(() => this.sweepExpired(), options.sweepIntervalMs ?? 30_000);
    this.#sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.#live(key)?.value ?? null;
  }

  async getMany(keys: readonly string[]): Promise<(string | null)[]> {
    return keys.map((key) => this.#live(key)?.value ?? null);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.#entries.set(key, { value, expiresAt: expiryOf(ttlMs) });
  }

  async incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const entry = this.#live(key);
    if (!entry) {
      this.#entries.set(key, { value: String(by), expiresAt: expiryOf(ttlMs) });
      return by;
    }
    const next = Number.parseInt(entry.value, 10) + by;
    if (Number.isNaN(next)) throw new Error(`store: ${key} does not hold an integer`);
    entry.value = String(next);
    return next;
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async take(key: string): Promise<string | null> {
    const entry = this.#live(key);
    if (!entry) return null;
    this.#entries.delete(key);
    return entry.value;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.#live(key)) return false;
    this.#entries.set(key, { value, expiresAt: expiryOf(ttlMs) });
    return true;
  }

  async advance(key: string, move: AdvanceMove, ttlMs: number): Promise<number> {
    const stored = Number(this.#live(key)?.value ?? Number.NaN);
    const { value, moved } = advanceValue(Number.isFinite(stored) ? stored : null, move);
    this.#entries.set(key, { value: String(value), expiresAt: expiryOf(ttlMs) });
    return moved;
  }

  async publish(channel: string, message: string): Promise<void> {
    // Delivered on a later tick, like Redis: a publisher never runs subscribers inside its own call.
    setImmediate(() => this.#events.emit(channel, message));
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    this.#events.on(channel, handler);
    return async () => {
      this.#events.off(channel, handler);
    };
  }

  async ping(): Promise<boolean> {
    return !this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    this.#events.removeAllListeners();
    this.#entries.clear();
  }

  /** Number of keys held, expired ones included until swept (for tests). */
  get size(): number {
    return this.#entries.size;
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired keys now (the timer calls this; tests may too). */
  sweepExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
  }
}

function expiryOf(ttlMs: number | undefined): number {
  return ttlMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + Math.max(1, ttlMs);
}
