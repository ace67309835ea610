import { recordVideo, type TRecordResult } from '@shuyuan/contract/learning';
import { useEffect, useMemo, useRef } from 'react';
import { callEndpoint } from '#lib/http';
import { createProgressCadence } from './progress-cadence';

/**
 * Reports the playhead on the cadence of progress-cadence.ts: POST /api/v2/video/{id}/record while the page
 * is up (silent: a lost ping is not worth a toast); when the page is hidden or left, one last report as a
 * keepalive call, which outlives the page. usePlayback decides when the playhead ticks, jumps or stops;
 * this owns the sending.
 */
export function useProgressReport(videoId: number, onResult: (result: TRecordResult) => void) {
  const result = useRef(onResult);
  result.current = onResult;
  const leaving = useRef(false);
  const position = useRef(0);

  const cadence = useMemo(
    () =>
      createProgressCadence((duration, final) => {
        const keepalive = leaving.current;
        const input = { params: { id: videoId }, body: { duration, final } };
        callEndpoint(recordVideo, input, { silent: true, keepalive }).then(
          (r) => keepalive || result.current(r),
          () => undefined,
        );
      }),
    [videoId],
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

  return useMemo(() => {
    const at = (fn: (p: number) => void) => (p: number) => {
      position.current = p;
      fn(p);
    };
    return { tick: at(cadence.tick), jumped: at(cadence.jumped), flush: at(cadence.flush) };
  }, [cadence]);
}
