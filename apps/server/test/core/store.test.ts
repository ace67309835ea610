import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '#core/store/memory';
import { RedisStore } from '#core/store/redis';
import type { Store } from '#core/store/store';
import { listen, RUN, until } from '../helpers/store-probe';

type Factory = (prefix?: string) => Promise<Store>;
/** Each store with the tags of the service it needs (Redis's runs only with REDIS_URL: vitest.config.ts). */
const targets: [string, Factory, { tags: string[] }][] = [
  ['memory', async () => new MemoryStore(), { tags: [] }],
  [
    'redis',
    (prefix = RUN) => RedisStore.connect(process.env.REDIS_URL as string, { keyPrefix: prefix }),
    { tags: ['redis'] },
  ],
];

/**
 * A TTL long enough that two calls in a row always land inside it, even on a loaded machine; what happens after
 * it ends is waited for (`until`), never slept for.
 */
const TTL = 1_000;
for (const [name, create, tags] of targets) {
  describe(`${name} store (shared suite)`, tags, () => {
    let store: Store;
    beforeAll(async () => {
      store = await create();
    });
    const used: string[] = [];
    afterAll(async () => {
      // Leave nothing behind on a shared Redis.
      await Promise.all(used.map((k) => store.delete(k)));
      await store.close();
    });
    let n = 0;
    const key = (name: string) => {
      const k = `${name}:${++n}`;
      used.push(k);
      return k;
    };

    it('gets what was set, null for a missing key, and forgets a deleted key', async () => {
      const k = key('kv');
      expect(await store.get(k)).toBeNull();
      await store.set(k, 'one');
      expect(await store.get(k)).toBe('one');
      await store.set(k, 'two');
      expect(await store.get(k)).toBe('two');
      await store.delete(k);
      expect(await store.get(k)).toBeNull();
      await store.delete(k);
    });

    it('getMany reads several keys at once, in order, null for missing and expired ones', async () => {
      const [a, b, gone, none] = [key('many'), key('many'), key('many'), key('many')];
      await store.set(a, 'A');
      await store.set(b, '乙');
      await store.set(gone, 'x', 20);
      await until(async () => expect(await store.get(gone)).toBeNull());
      expect(await store.getMany([b, none, a, gone])).toEqual(['乙', null, 'A', null]);
      expect(await store.getMany([])).toEqual([]);
    });

    it('stores values as exact strings (unicode, JSON)', async () => {
      const k = key('text');
      const value = JSON.stringify({ name: '书院', n: 1, nested: [true, null] });
      await store.set(k, value);
      expect(await store.get(k)).toBe(value);
    });

    it('expires a key after its TTL; a key without TTL stays', async () => {
      const short = key('ttl');
      const forever = key('forever');
      await store.set(short, 'x', TTL);
      await store.set(forever, 'y');
      expect(await store.get(short)).toBe('x');
      await until(async () => expect(await store.get(short)).toBeNull());
      expect(await store.get(forever)).toBe('y');
    });

    it('increments atomically: concurrent increments each get their own number', async () => {
      const k = key('counter');
      const values = await Promise.all(Array.from({ length: 50 }, () => store.incr(k, 10_000)));
      expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await store.get(k)).toBe('50');
    });

    it('sets the counter TTL on creation and does not extend it', async () => {
      const k = key('window');
      expect(await store.incr(k, TTL)).toBe(1);
      // A later increment with a far longer TTL leaves the window's end where the first one put it…
      expect(await store.incr(k, 3_600_000)).toBe(2);
      // …so the counter still goes at the first TTL, and the next increment starts a new window.
      await until(async () => expect(await store.get(k)).toBeNull());
      expect(await store.incr(k, TTL)).toBe(1);
    });

    it('increments by a step, and hands a unit back with -1', async () => {
      const k = key('step');
      expect(await store.incr(k, 10_000, 3)).toBe(3);
      await Promise.all([store.incr(k, 10_000), store.incr(k, 10_000, -1), store.incr(k, 10_000)]);
      expect(await store.get(k)).toBe('4');
      expect(await store.incr(key('fresh-step'), 10_000, -1)).toBe(-1);
    });

    it('refuses to increment a value that is not an integer', async () => {
      const k = key('text-counter');
      await store.set(k, 'abc');
      await expect(store.incr(k, 1_000)).rejects.toThrow();
    });

    it('take: gets and deletes; of concurrent takers exactly one gets the value', async () => {
      const k = key('once');
      expect(await store.take(k)).toBeNull();
      await store.set(k, 'code-123', 10_000);
      const results = await Promise.all(Array.from({ length: 10 }, () => store.take(k)));
      expect(results.filter((r) => r === 'code-123')).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(9);
      expect(await store.get(k)).toBeNull();
    });

    it('take ignores an expired value', async () => {
      const k = key('expired-once');
      await store.set(k, 'v', 30);
      await until(async () => expect(await store.get(k)).toBeNull());
      expect(await store.take(k)).toBeNull();
    });

    it('setIfAbsent: only the first caller wins until the TTL ends', async () => {
      const k = key('lock');
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => store.setIfAbsent(k, `owner-${i}`, TTL)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const owner = await store.get(k);
      expect(owner).toBe(`owner-${results.indexOf(true)}`);
      expect(await store.setIfAbsent(k, 'late', TTL)).toBe(false);
      await until(async () => expect(await store.setIfAbsent(k, 'after-expiry', TTL)).toBe(true));
      expect(await store.get(k)).toBe('after-expiry');
    });

    it('advance: starts an absent value, raises it to the floor, moves it by at most the ceiling', async () => {
      const k = key('advance');
      const T = 1_765_432_109_876;
      // Absent: starts at `start`, moves by the amount.
      expect(await store.advance(k, { start: T, floor: 0, amount: 500, ceiling: T + 10_000 }, 60_000)).toBe(
        500,
      );
      expect(await store.get(k)).toBe(String(T + 500));
      // Only up to the ceiling, and a ceiling below the value moves nothing (never down).
      expect(await store.advance(k, { start: 0, floor: 0, amount: 10_000, ceiling: T + 2_000 }, 60_000)).toBe(
        1_500,
      );
      expect(await store.advance(k, { start: 0, floor: 0, amount: 10, ceiling: T }, 60_000)).toBe(0);
      expect(await store.get(k)).toBe(String(T + 2_000));
      // A floor above the value raises it first; the move counts from there.
      expect(await store.advance(k, { start: 0, floor: T + 5_000, amount: 0, ceiling: T }, 60_000)).toBe(0);
      expect(await store.get(k)).toBe(String(T + 5_000));
      expect(
        await store.advance(k, { start: 0, floor: T + 9_000, amount: 100, ceiling: T + 20_000 }, 60_000),
      ).toBe(100);
      expect(await store.get(k)).toBe(String(T + 9_100));
    });

    it('advance: concurrent moves share one ceiling (never more in total than it allows)', async () => {
      const k = key('advance');
      const T = 1_765_432_109_876;
      const moves = await Promise.all(
        Array.from({ length: 50 }, () =>
          store.advance(k, { start: T, floor: 0, amount: 300, ceiling: T + 4_000 }, 60_000),
        ),
      );
      expect(moves.reduce((a, b) => a + b, 0)).toBe(4_000);
      expect(moves.filter((m) => m === 300)).toHaveLength(13);
      expect(await store.get(k)).toBe(String(T + 4_000));
    });

    it('advance: sets the TTL again on every call; an expired value starts again', async () => {
      const k = key('advance');
      const move = { start: 1_000, floor: 0, amount: 1, ceiling: 5_000 };
      await store.advance(k, move, 60_000);
      // The second call's short TTL replaces the first one's minute: the value goes soon.
      await store.advance(k, move, 50);
      await expect.poll(() => store.get(k), { timeout: 5_000, interval: 20 }).toBeNull();
      expect(await store.advance(k, move, 60_000)).toBe(1);
      expect(await store.get(k)).toBe('1001');
    });

    it('publishes to subscribers and stops after unsubscribe', async () => {
      const channel = key('channel');
      const first = await listen(store, channel);
      await store.publish(channel, 'hello 书院');
      await until(async () => expect(first.messages).toEqual(['hello 书院']));
      await first.off();

      const gone = await listen(store, channel);
      await gone.off();
      // Messages on one channel arrive in order: once a later listener has both, the old one would have had 'after'.
      const later = await listen(store, channel);
      await store.publish(channel, 'after');
      await store.publish(channel, 'marker');
      await until(async () => expect(later.messages).toEqual(['after', 'marker']));
      expect(gone.messages).toEqual([]);
      await later.off();
    });

    it('delivers to every subscriber of a channel', async () => {
      const channel = key('fanout');
      const a = await listen(store, channel);
      const b = await listen(store, channel);
      await store.publish(channel, 'm1');
      await until(async () => {
        expect(a.messages).toEqual(['m1']);
        expect(b.messages).toEqual(['m1']);
      });
      await a.off();
      await b.off();
    });

    it('answers ping while open and not after close', async () => {
      const other = await create();
      expect(await other.ping()).toBe(true);
      await other.close();
      expect(await other.ping()).toBe(false);
    });
  });
}
