import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './clock';

/** How often the countdown looks at the clock (it shows whole seconds). */
const TICK_MS = 250;

/**
 * Whole seconds left before the server's deadline (null: no deadline), on the server's clock (`offset`,
 * clock.ts). `onZero` runs once, when the time is up (at once if it already is).
 */
export function useDeadline(deadlineAt: number | null, offset: number, onZero: () => void): number | null {
  const read = () => (deadlineAt === null ? null : secondsLeft(deadlineAt, offset, Date.now()));
  const [left, setLeft] = useState(read);
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read() follows deadlineAt and offset
  useEffect(() => {
    if (deadlineAt === null) return;
    setLeft(read());
    const timer = window.setInterval(() => setLeft(read()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadlineAt, offset]);

  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      zero.current();
    }
  }, [left]);
  return left;
}
