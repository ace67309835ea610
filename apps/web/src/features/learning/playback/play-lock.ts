/*
 * Only one tab plays (upstream): a tab that starts playing writes its own token to localStorage
 * `meedu-play-id`; every 5 s each playing tab checks the key, and a tab whose token was replaced by
 * another tab's stops with 您已打开新视频，暂停本视频播放. Pressing play again takes the key back.
 * The browser's `storage` event (fired in the other tabs on a write) makes the check at once; the 5 s
 * check stays for browsers that throttle or drop events in background tabs.
 */

import { readLocal, StorageKey, writeLocal } from '#lib/storage';

export const PLAY_LOCK_CHECK_MS = 5_000;

export interface LockStorage {
  read(): string | null;
  write(value: string): void;
  /** Calls `fn` when another tab writes the key; returns the unsubscribe. */
  watch?(fn: () => void): () => void;
}

/** The key every tab of the site shares (localStorage `meedu-play-id`). */
export const playIdStorage: LockStorage = {
  read: () => readLocal(StorageKey.playId),
  write: (v) => writeLocal(StorageKey.playId, v),
  watch: (fn) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === StorageKey.playId || event.key === null) fn();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** A token unique to this tab and video, so two tabs on the same video still tell each other apart. */
export function newPlayToken(videoId: number, random: () => number = Math.random): string {
  return `${videoId}-${Date.now().toString(36)}-${Math.floor(random() * 1e9).toString(36)}`;
}

/** Still ours when the key holds our token; an emptied key (storage cleared) takes nothing from us. */
export function ownsPlayback(stored: string | null, token: string): boolean {
  return stored === null || stored === token;
}

export interface PlayLock {
  /** Playback started here: take the key and watch it. */
  claim(): void;
  /** Playback stopped here: stop watching (the key stays, as upstream). */
  release(): void;
}

export function createPlayLock(
  token: string,
  storage: LockStorage,
  onLost: () => void,
  timers: Timers = {
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id as number),
  },
): PlayLock {
  let timer: unknown = null;
  let unwatch: (() => void) | null = null;
  const stop = () => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
    unwatch?.();
    unwatch = null;
  };
  const check = () => {
    if (timer === null || ownsPlayback(storage.read(), token)) return;
    stop();
    onLost();
  };
  return {
    claim() {
      storage.write(token);
      if (timer !== null) return;
      timer = timers.setInterval(check, PLAY_LOCK_CHECK_MS);
      unwatch = storage.watch?.(check) ?? null;
    },
    release: stop,
  };
}
