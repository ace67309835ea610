import type { TRecordResult } from '@shuyuan/contract/learning';
import { useEffect, useMemo, useRef } from 'react';
import { recordProgress, recordProgressKeepalive } from '../api/video';
import { createProgressCadence, type ProgressCadence } from '../player/progress-cadence';

export interface ProgressReporting extends ProgressCadence {
  /** The latest playhead, kept for reports sent while the page or the player goes away. */
  position: { current: number };
}

/**
 * Reports the playhead (player/progress-cadence.ts): every 10 s of playback and at pause or end through
 * the app's client; when the page is hidden or left, one last report by keepalive fetch, which outlives
 * the page. `enabled` false sends nothing (a screen that shows the player without recording).
 */
export function useProgressReporting(
  videoId: number,
  enabled: boolean,
  onResult: (result: TRecordResult) => void,
): ProgressReporting {
  const result = useRef(onResult);
  result.current = onResult;
  const leaving = useRef(false);
  const position = useRef(0);

  const cadence = useMemo(
    () =>
      createProgressCadence((at, final) => {
        if (!enabled) return;
        if (leaving.current) {
          recordProgressKeepalive(videoId, at);
          return;
        }
        recordProgress(videoId, at, final).then(
          (r) => result.current(r),
          () => undefined,
        );
      }),
    [videoId, enabled],
  );

  useEffect(() => {
    const leave = () => {
      leaving.current = true;
      cadence.flush(position.current);
      leaving.current = false;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the route (another lesson, another page): the last position must not be lost.
      leave();
    };
  }, [cadence]);

  return useMemo(
    () => ({
      position,
      tick: (at: number) => {
        position.current = at;
        cadence.tick(at);
      },
      jumped: (at: number) => {
        position.current = at;
        cadence.jumped(at);
      },
      flush: (at: number) => {
        position.current = at;
        cadence.flush(at);
      },
    }),
    [cadence],
  );
}
