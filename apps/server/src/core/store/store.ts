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
  /**
   * Atomically moves a number that only grows (a time in epoch ms: how far an allowance has been used):
   * absent, it starts at `start`; it is raised to `floor`, then moved up by `amount` but never past
   * `ceiling` (and never down). Returns how far it moved (0…amount). The TTL is set again on every call.
   * Whole numbers below 2^53 (what Date.now() gives).
   */
  advance(key: string, move: AdvanceMove, ttlMs: number): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /** For /healthz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** What Store.advance does to a value (see there); whole numbers. */
export interface AdvanceMove {
  start: number;
  floor: number;
  amount: number;
  ceiling: number;
}

/** Store.advance on a plain value, for the in-memory store (Redis runs the same rule as a script). */
export function advanceValue(current: number | null, move: AdvanceMove): { value: number; moved: number } {
  const base = Math.max(current ?? move.start, move.floor);
  const value = Math.max(base, Math.min(base + Math.max(0, move.amount), move.ceiling));
  return { value, moved: value - base };
}
