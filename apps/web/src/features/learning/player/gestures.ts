/*
 * Touch gestures on the picture (decision 043), for fingers only (the player feeds touch pointers alone, so
 * a mouse keeps click-to-play and double-click for full screen):
 * - a tap shows or hides the controls, once the double-tap window has passed without a second tap;
 * - a double tap seeks back 10 s on the left third, forward 10 s on the right third, and plays or pauses
 *   in the middle;
 * - a horizontal swipe seeks; a vertical one sets the brightness on the left half and the volume on the
 *   right half, where the player allows it (`allows`): otherwise the page scrolls as usual.
 * Seeks go through usePlayback, so the drag ban caps them as it caps the bar.
 */

export const DOUBLE_TAP_MS = 300;
/** How far a finger may move and still tap. */
export const TAP_SLOP_PX = 10;
export const DOUBLE_TAP_SEEK_SECONDS = 10;
/** A swipe across the whole picture moves this many seconds (or the video's length, if shorter). */
export const SWIPE_SEEK_SECONDS = 90;

export type TapZone = 'left' | 'centre' | 'right';
export type SwipeKind = 'seek' | 'volume' | 'brightness';
export type SwipePhase = 'move' | 'end' | 'cancel';

export interface GesturePoint {
  /** Pixels from the surface's left and top edges. */
  x: number;
  y: number;
}

export interface GestureSize {
  width: number;
  height: number;
}

export interface GestureHandlers {
  tap(): void;
  doubleTap(zone: TapZone): void;
  /**
   * A swipe under way, let go, or taken over by the browser (a scroll: undo nothing, commit nothing).
   * `amount` is the distance over the surface's width (seek, + to the right) or height (+ upwards).
   */
  swipe(kind: SwipeKind, amount: number, phase: SwipePhase): void;
  /** Whether a swipe of this kind may start now. */
  allows(kind: SwipeKind): boolean;
}

export interface GestureTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const windowTimers: GestureTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

export function tapZone(x: number, width: number): TapZone {
  if (x < width / 3) return 'left';
  return x > (width * 2) / 3 ? 'right' : 'centre';
}

interface Touch {
  id: number;
  start: GesturePoint;
  size: GestureSize;
  kind: SwipeKind | null;
  amount: number;
}

function amountOf(t: Touch, p: GesturePoint): number {
  if (t.kind === 'seek') return t.size.width > 0 ? (p.x - t.start.x) / t.size.width : 0;
  return t.size.height > 0 ? (t.start.y - p.y) / t.size.height : 0;
}

/** The recogniser: feed it one finger's down, move, up and cancel; it calls the handlers. */
export function createGestures(handlers: GestureHandlers, timers: GestureTimers = windowTimers) {
  let touch: Touch | null = null;
  let pendingTap: unknown = null;

  const clearTap = () => {
    if (pendingTap !== null) timers.clearTimeout(pendingTap);
    pendingTap = null;
  };
  const abandon = () => {
    if (touch?.kind) handlers.swipe(touch.kind, touch.amount, 'cancel');
    touch = null;
  };

  return {
    down(id: number, p: GesturePoint, size: GestureSize) {
      // A second finger (a pinch): neither a tap nor a swipe.
      if (touch) {
        abandon();
        clearTap();
        return;
      }
      touch = { id, start: p, size, kind: null, amount: 0 };
    },
    /** Answers true while a swipe is under way (the caller keeps the browser from acting on the move). */
    move(id: number, p: GesturePoint): boolean {
      const t = touch;
      if (!t || t.id !== id) return false;
      if (!t.kind) {
        const dx = p.x - t.start.x;
        const dy = p.y - t.start.y;
        if (Math.hypot(dx, dy) < TAP_SLOP_PX) return false;
        const kind: SwipeKind =
          Math.abs(dx) > Math.abs(dy) ? 'seek' : t.start.x < t.size.width / 2 ? 'brightness' : 'volume';
        if (!handlers.allows(kind)) {
          touch = null;
          return false;
        }
        t.kind = kind;
        clearTap();
      }
      t.amount = amountOf(t, p);
      handlers.swipe(t.kind, t.amount, 'move');
      return true;
    },
    up(id: number, p: GesturePoint) {
      const t = touch;
      if (!t || t.id !== id) return;
      touch = null;
      if (t.kind) {
        handlers.swipe(t.kind, amountOf(t, p), 'end');
        return;
      }
      if (pendingTap !== null) {
        clearTap();
        handlers.doubleTap(tapZone(p.x, t.size.width));
        return;
      }
      pendingTap = timers.setTimeout(() => {
        pendingTap = null;
        handlers.tap();
      }, DOUBLE_TAP_MS);
    },
    cancel(id: number) {
      if (touch?.id === id) abandon();
    },
    dispose() {
      clearTap();
      touch = null;
    },
  };
}

export type Gestures = ReturnType<typeof createGestures>;
