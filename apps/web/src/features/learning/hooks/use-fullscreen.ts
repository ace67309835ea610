import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Full screen for the whole player box, so the watermark, captions and controls come along. */
export function useFullscreen(box: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () =>
      setOn(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [box]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void box.current?.requestFullscreen?.().catch(() => undefined);
  }, [box]);
  return { fullscreen: on, toggleFullscreen: toggle };
}

/** Controls fade out after 3 s without pointer movement while playing, and come back on any movement. */
export function useIdle(active: boolean, ms = 3_000) {
  const [idle, setIdle] = useState(false);
  const [poke, setPoke] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each poke restarts the timer
  useEffect(() => {
    setIdle(false);
    if (!active) return;
    const id = window.setTimeout(() => setIdle(true), ms);
    return () => window.clearTimeout(id);
  }, [active, ms, poke]);
  const last = useRef(0);
  // Pointer moves come many times a second: restart the timer at most every 300 ms.
  const wake = useCallback(() => {
    const now = Date.now();
    if (now - last.current < 300) return;
    last.current = now;
    setPoke((n) => n + 1);
  }, []);
  return { idle: active && idle, wake };
}
