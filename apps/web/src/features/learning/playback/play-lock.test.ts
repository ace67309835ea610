import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayLock, newPlayToken, ownsPlayback, PLAY_LOCK_CHECK_MS } from './play-lock';

/** One localStorage shared by two "tabs". */
function sharedStorage() {
  let value: string | null = null;
  return {
    read: () => value,
    write: (v: string) => {
      value = v;
    },
  };
}

/** Two tabs on one localStorage, each with its lock and its "lost" callback. */
function twoTabs() {
  const storage = sharedStorage();
  const lostA = vi.fn();
  const lostB = vi.fn();
  const a = createPlayLock('1-a', storage, lostA);
  const b = createPlayLock('2-b', storage, lostB);
  return { storage, a, b, lostA, lostB };
}

describe('only one tab plays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes tokens that differ between tabs on the same video', () => {
    const a = newPlayToken(7, () => 0.1);
    const b = newPlayToken(7, () => 0.2);
    expect(a).toMatch(/^7-/);
    expect(a).not.toBe(b);
  });

  it('keeps playback while the key is ours or empty', () => {
    expect(ownsPlayback('7-a', '7-a')).toBe(true);
    expect(ownsPlayback(null, '7-a')).toBe(true);
    expect(ownsPlayback('8-b', '7-a')).toBe(false);
  });

  it('stops the first tab within 5 s of a second tab starting, and only once', () => {
    const { a, b, lostA, lostB } = twoTabs();
    a.claim();
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS * 3);
    expect(lostA).not.toHaveBeenCalled();

    b.claim();
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS - 1);
    expect(lostA).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lostA).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS * 4);
    expect(lostA).toHaveBeenCalledTimes(1);
    expect(lostB).not.toHaveBeenCalled();
  });

  it('stops the first tab at once when the browser reports a write by the other tab, and stops listening', () => {
    const storage = sharedStorage();
    const listeners = new Set<() => void>();
    const watching = {
      ...storage,
      watch: (fn: () => void) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    const lostA = vi.fn();
    const a = createPlayLock('1-a', watching, lostA);
    a.claim();
    expect(listeners.size).toBe(1);
    // A write that leaves the key ours (another tab cleared storage, say) takes nothing.
    for (const fn of [...listeners]) fn();
    expect(lostA).not.toHaveBeenCalled();

    storage.write('2-b');
    for (const fn of [...listeners]) fn();
    expect(lostA).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS * 2);
    expect(lostA).toHaveBeenCalledTimes(1);
  });

  it('lets the first tab take the key back by playing again', () => {
    const { storage, a, b, lostA, lostB } = twoTabs();
    a.claim();
    b.claim();
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS);
    expect(lostA).toHaveBeenCalledTimes(1);
    a.claim();
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS);
    expect(lostB).toHaveBeenCalledTimes(1);
    expect(storage.read()).toBe('1-a');
  });

  it('stops checking once released (a paused tab is not told off)', () => {
    const storage = sharedStorage();
    const lost = vi.fn();
    const a = createPlayLock('1-a', storage, lost);
    a.claim();
    a.release();
    storage.write('2-b');
    vi.advanceTimersByTime(PLAY_LOCK_CHECK_MS * 2);
    expect(lost).not.toHaveBeenCalled();
  });
});
