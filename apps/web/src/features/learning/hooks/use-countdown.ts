import { useEffect, useState } from 'react';
import { NEXT_COUNTDOWN_SECONDS, secondsLeft } from '../playback/next-video';

/** Whole seconds left of a countdown that runs while `running`; calls `onDone` once at 0. */
export function useCountdown(running: boolean, onDone: () => void, total = NEXT_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(total);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone is read when the countdown ends only
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    setLeft(total);
    const id = window.setInterval(() => {
      const n = secondsLeft(startedAt, Date.now(), total);
      setLeft(n);
      if (n === 0) {
        window.clearInterval(id);
        onDone();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [running, total]);
  return left;
}
