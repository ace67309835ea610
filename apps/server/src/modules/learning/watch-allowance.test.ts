import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '#core/store/memory';
import { IDLE_BANK_SECONDS, spendAllowance, startAllowance } from './watch-allowance';

/** The member's watch allowance on its own (the reports that use it: progress.test.ts, progress-forgery.test.ts). */
describe('watch allowance', () => {
  const store = new MemoryStore();
  const deps = { store };
  afterEach(async () => {
    await store.delete('learn:allowance:1');
  });

  it('grants the wall time since play info at the fastest speed, plus one margin in all', async () => {
    await startAllowance(deps, 1, 1_000);
    // 10 s at 2× is 20 s of video, and the margin once.
    expect(await spendAllowance(deps, 1, 600, 2, 11_000)).toBe(23);
    expect(await spendAllowance(deps, 1, 600, 2, 11_000)).toBe(0);
    expect(await spendAllowance(deps, 1, 600, 2, 21_000)).toBe(20);
    // What is asked for within the allowance is granted whole.
    expect(await spendAllowance(deps, 1, 4, 2, 31_000)).toBe(4);
  });

  it('grants 1× for a drag-banned video, from the same clock as every other video', async () => {
    await startAllowance(deps, 1, 0);
    expect(await spendAllowance(deps, 1, 20, 2, 10_000)).toBe(20);
    // The margin is wall time (1.5 s): 3 s of video at 2×, 1.5 s at 1×.
    expect(await spendAllowance(deps, 1, 300, 1, 10_000)).toBe(1.5);
    expect(await spendAllowance(deps, 1, 300, 1, 20_000)).toBe(10);
  });

  it('without play info, starts at the first report: only one margin, whatever the speeds', async () => {
    expect(await spendAllowance(deps, 1, 300, 2, 50_000)).toBe(3);
    expect(await spendAllowance(deps, 1, 300, 1, 50_000)).toBe(0);
  });

  it('keeps unused time for at most IDLE_BANK_SECONDS, and play info keeps none of it', async () => {
    await startAllowance(deps, 1, 0);
    expect(await spendAllowance(deps, 1, 9_000, 2, 3_600_000)).toBe(IDLE_BANK_SECONDS * 2 + 3);
    await startAllowance(deps, 1, 7_200_000);
    expect(await spendAllowance(deps, 1, 9_000, 2, 7_200_000)).toBe(3);
  });

  it('play info again adds no margin once it is used', async () => {
    await startAllowance(deps, 1, 0);
    expect(await spendAllowance(deps, 1, 600, 2, 0)).toBe(3);
    await startAllowance(deps, 1, 0);
    expect(await spendAllowance(deps, 1, 600, 2, 0)).toBe(0);
  });
});
