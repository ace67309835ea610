import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGestures, DOUBLE_TAP_MS, type GestureHandlers, tapZone } from './gestures';

/* The touch recogniser on fake timers: the double-tap window is 300 ms, nothing sleeps. */

const size = { width: 300, height: 180 };

function setup(allows: GestureHandlers['allows'] = () => true) {
  const handlers = {
    tap: vi.fn(),
    doubleTap: vi.fn(),
    swipe: vi.fn(),
    allows: vi.fn(allows),
  };
  const g = createGestures(handlers);
  const tap = (x: number, y = 90, id = 1) => {
    g.down(id, { x, y }, size);
    g.up(id, { x, y });
  };
  return { g, handlers, tap };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('touch gestures', () => {
  it('a single tap is told once the double-tap window has passed', () => {
    const { handlers, tap } = setup();
    tap(150);
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
    expect(handlers.tap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handlers.tap).toHaveBeenCalledOnce();
    expect(handlers.doubleTap).not.toHaveBeenCalled();
  });

  it('a double tap names its third of the picture, and is no single tap', () => {
    const { handlers, tap } = setup();
    for (const [x, zone] of [
      [20, 'left'],
      [280, 'right'],
      [150, 'centre'],
    ] as const) {
      tap(x);
      vi.advanceTimersByTime(DOUBLE_TAP_MS - 50);
      tap(x);
      expect(handlers.doubleTap).toHaveBeenLastCalledWith(zone);
      vi.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    }
    expect(handlers.doubleTap).toHaveBeenCalledTimes(3);
    expect(handlers.tap).not.toHaveBeenCalled();
    expect(tapZone(99, 300)).toBe('left');
    expect(tapZone(201, 300)).toBe('right');
  });

  it('two taps further apart than the window are two single taps', () => {
    const { handlers, tap } = setup();
    tap(20);
    vi.advanceTimersByTime(DOUBLE_TAP_MS + 10);
    tap(20);
    vi.advanceTimersByTime(DOUBLE_TAP_MS + 10);
    expect(handlers.tap).toHaveBeenCalledTimes(2);
    expect(handlers.doubleTap).not.toHaveBeenCalled();
  });

  it('a sideways swipe seeks by the share of the width; up and down are brightness (left) and volume (right)', () => {
    const { g, handlers } = setup();
    g.down(1, { x: 50, y: 90 }, size);
    expect(g.move(1, { x: 110, y: 95 })).toBe(true);
    g.up(1, { x: 200, y: 95 });
    expect(handlers.swipe).toHaveBeenNthCalledWith(1, 'seek', 0.2, 'move');
    expect(handlers.swipe).toHaveBeenLastCalledWith('seek', 0.5, 'end');

    g.down(2, { x: 250, y: 150 }, size);
    g.move(2, { x: 252, y: 60 });
    g.up(2, { x: 252, y: 60 });
    expect(handlers.swipe).toHaveBeenLastCalledWith('volume', 0.5, 'end');

    g.down(3, { x: 40, y: 30 }, size);
    g.move(3, { x: 40, y: 120 });
    g.up(3, { x: 40, y: 120 });
    expect(handlers.swipe).toHaveBeenLastCalledWith('brightness', -0.5, 'end');
    vi.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(handlers.tap).not.toHaveBeenCalled();
  });

  it('a swipe the player does not allow is left to the page (it scrolls)', () => {
    const { g, handlers } = setup((kind) => kind === 'seek');
    g.down(1, { x: 250, y: 150 }, size);
    expect(g.move(1, { x: 250, y: 60 })).toBe(false);
    g.up(1, { x: 250, y: 60 });
    expect(handlers.allows).toHaveBeenCalledWith('volume');
    expect(handlers.swipe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(handlers.tap).not.toHaveBeenCalled();
  });

  it('a second finger (a pinch) or the browser taking over ends the gesture without acting', () => {
    const { g, handlers } = setup();
    g.down(1, { x: 50, y: 90 }, size);
    g.move(1, { x: 120, y: 90 });
    g.down(2, { x: 200, y: 90 }, size);
    expect(handlers.swipe).toHaveBeenLastCalledWith('seek', expect.any(Number), 'cancel');
    g.up(1, { x: 150, y: 90 });
    g.down(3, { x: 50, y: 90 }, size);
    g.move(3, { x: 120, y: 90 });
    g.cancel(3);
    expect(handlers.swipe).toHaveBeenLastCalledWith('seek', expect.any(Number), 'cancel');
    expect(handlers.swipe.mock.calls.filter((c) => c[2] === 'end')).toEqual([]);
  });
});
