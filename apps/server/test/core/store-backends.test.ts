import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '#core/store/memory';
import { RedisStore } from '#core/store/redis';
import { REPO_ROOT } from '../helpers/processes';
import { listen, RUN, until } from '../helpers/store-probe';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one store does beyond the shared suite (store.test.ts): Redis prefixes, the memory store's sweep. */
describe('redis store prefixes', { tags: ['redis'] }, () => {
  it('keeps keys and channels of different prefixes apart, across connections', async () => {
    const url = process.env.REDIS_URL as string;
    const a = await RedisStore.connect(url, { keyPrefix: `${RUN}a:` });
    const b = await RedisStore.connect(url, { keyPrefix: `${RUN}b:` });
    const a2 = await RedisStore.connect(url, { keyPrefix: `${RUN}a:` });
    try {
      await a.set('shared', 'from-a');
      expect(await b.get('shared')).toBeNull();
      expect(await a2.get('shared')).toBe('from-a');
      expect(await b.getMany(['shared'])).toEqual([null]);
      expect(await a2.getMany(['shared'])).toEqual(['from-a']);
      const onB = await listen(b, 'news');
      const onA2 = await listen(a2, 'news');
      await a.publish('news', 'for a only');
      await until(async () => expect(onA2.messages).toEqual(['for a only']));
      // b's own message comes after a's on the same server: once b has it, a's would have arrived before it.
      await b.publish('news', 'for b');
      await until(async () => expect(onB.messages).toEqual(['for b']));
      await Promise.all([onB.off(), onA2.off()]);
      await a.delete('shared');
    } finally {
      await Promise.all([a.close(), b.close(), a2.close()]);
    }
  });
});

describe('memory store housekeeping', () => {
  it('sweeps expired keys', async () => {
    const store = new MemoryStore();
    await store.set('a', '1', 10);
    await store.set('b', '2');
    await sleep(50);
    expect(store.size).toBe(2);
    store.sweepExpired();
    expect(store.size).toBe(1);
    await store.close();
  });

  it('never keeps the process alive (its sweep timer is unref-ed)', () => {
    // A process that opens a store and never closes it must still exit on its own.
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "const { MemoryStore } = await import('./apps/server/src/core/store/memory.ts'); const s = new MemoryStore({ sweepIntervalMs: 10 }); await s.set('k', 'v', 60000); console.log('done');",
      ],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 20_000 },
    );
    expect(result.error).toBeUndefined();
    expect(result.stdout.trim()).toBe('done');
    expect(result.status).toBe(0);
  });
});
