import { useEffect, useMemo, useRef } from 'react';
import { readLocal, StorageKey, writeLocal } from '#lib/storage';
import { createPlayLock, newPlayToken, type PlayLock } from '../player/play-lock';

/** The one-tab rule (player/play-lock.ts) for this page's video, on localStorage `meedu-play-id`. */
export function usePlayLock(videoId: number, onLost: () => void): PlayLock {
  const lost = useRef(onLost);
  lost.current = onLost;
  const lock = useMemo(
    () =>
      createPlayLock(
        newPlayToken(videoId),
        {
          read: () => readLocal(StorageKey.playId),
          write: (v) => writeLocal(StorageKey.playId, v),
          watch: (fn) => {
            const onStorage = (event: StorageEvent) => {
              if (event.key === StorageKey.playId || event.key === null) fn();
            };
            window.addEventListener('storage', onStorage);
            return () => window.removeEventListener('storage', onStorage);
          },
        },
        () => lost.current(),
      ),
    [videoId],
  );
  useEffect(() => () => lock.release(), [lock]);
  return lock;
}
