import { type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { createGestures, type GestureHandlers } from '../player/gestures';

const where = (e: PointerEvent<HTMLElement>) => {
  const r = e.currentTarget.getBoundingClientRect();
  return {
    point: { x: e.clientX - r.left, y: e.clientY - r.top },
    size: { width: r.width, height: r.height },
  };
};

/**
 * The pointer handlers that feed player/gestures.ts from the picture: fingers only (a mouse or a pen is
 * left to the player's clicks). Handlers may change every render; the recogniser keeps its state.
 */
export function useTouchGestures(handlers: GestureHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const gestures = useMemo(
    () =>
      createGestures({
        tap: () => latest.current.tap(),
        doubleTap: (zone) => latest.current.doubleTap(zone),
        swipe: (kind, amount, phase) => latest.current.swipe(kind, amount, phase),
        allows: (kind) => latest.current.allows(kind),
      }),
    [],
  );
  useEffect(() => () => gestures.dispose(), [gestures]);

  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== 'touch') return;
      const { point, size } = where(e);
      gestures.down(e.pointerId, point, size);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== 'touch') return;
      if (gestures.move(e.pointerId, where(e).point)) e.preventDefault();
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== 'touch') return;
      gestures.up(e.pointerId, where(e).point);
    },
    onPointerCancel: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'touch') gestures.cancel(e.pointerId);
    },
  };
}
