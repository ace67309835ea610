/**
 * Shared short-lived state: captchas, SMS codes, login codes, counters, locks, and the channel that tells
 * other processes to drop cached answers. In memory for one process, Redis for several
 * (docs/decisions/003-shared-state-store.md). Values are strings; callers JSON-encode what they need.
 * TTLs are in milliseconds; a key without a TTL lives until deleted.
 */
export interface Store {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Several keys in one round trip (hot paths such as progress pings read a few keys per request). */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /**
   * Atomic +1 (or +`by`; -1 hands a unit back); the TTL is set when the counter is created and not extended
   * by later increments.
   */
  incr(key: string, ttlMs: number, by?: number): Promise<number>;
  delete(key: string): Promise<void>;
  /** Atomic get-and-delete: of several concurrent callers exactly one receives the value (one-time codes). */
  take(key: string): Promise<string | null>;
  /** Sets the key only when it does not exist (locks, single-run jobs); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /** For /healthz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
