import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_MS } from '../player/gestures';
import { button, playInfo, renderPlayer, start, stubMediaElement } from '../test-support/render-player';

/*
 * Fingers on the lesson player's picture (decision 043): double taps and swipes, under the drag ban and
 * without it; volume and brightness swipes in full screen only. The player is rendered and its media element
 * stubbed by test-support/render-player.tsx; the double-tap window runs on fake timers.
 */

vi.mock('#lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/http')>()),
  callEndpoint: vi.fn(() =>
    Promise.resolve({ watch_seconds: 0, is_watched: false, course_progress: 0, course_watched: false }),
  ),
}));

const media = stubMediaElement();

const touch = (el: Element, type: 'Down' | 'Move' | 'Up', x: number, y = 90, id = 1) =>
  fireEvent[`pointer${type}`](el, {
    pointerType: 'touch',
    pointerId: id,
    clientX: x,
    clientY: y,
    isPrimary: true,
  });

/** A finger's tap: down, up, and the click the browser sends after it. */
function tap(el: Element, x: number, y = 90) {
  touch(el, 'Down', x, y);
  touch(el, 'Up', x, y);
  fireEvent.click(el);
}

function doubleTap(el: Element, x: number) {
  act(() => {
    tap(el, x);
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 100);
    tap(el, x);
  });
}

function swipe(el: Element, from: [number, number], to: [number, number]) {
  act(() => {
    touch(el, 'Down', ...from);
    touch(el, 'Move', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
    touch(el, 'Move', ...to);
  });
  const during = document.querySelector('.player__hint')?.textContent ?? null;
  act(() => {
    touch(el, 'Up', ...to);
  });
  return during;
}

describe('fingers on the picture', () => {
  it('a double tap seeks back 10 s on the left, forward 10 s on the right, and plays or pauses in the middle', async () => {
    const { video, container } = renderPlayer();
    await start(video, 100);
    vi.useFakeTimers();
    doubleTap(video, 280);
    expect(video.currentTime).toBe(110);
    expect(container.querySelector('.player__hint')?.textContent).toBe('快进 10 秒');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    doubleTap(video, 20);
    expect(video.currentTime).toBe(100);
    expect(media.pause).not.toHaveBeenCalled();
    doubleTap(video, 150);
    expect(media.pause).toHaveBeenCalledOnce();
    expect(video.paused).toBe(true);
  });

  it('a single tap hides and shows the controls; a mouse click still plays and pauses', async () => {
    const { video, box } = renderPlayer();
    await start(video, 5);
    vi.useFakeTimers();
    act(() => {
      tap(video, 150);
    });
    expect(box.classList.contains('is-idle')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(DOUBLE_TAP_MS);
    });
    expect(box.classList.contains('is-idle')).toBe(true);
    expect(media.pause).not.toHaveBeenCalled();
    act(() => {
      tap(video, 150);
      vi.advanceTimersByTime(DOUBLE_TAP_MS);
    });
    expect(box.classList.contains('is-idle')).toBe(false);

    act(() => {
      fireEvent.pointerDown(video, { pointerType: 'mouse', clientX: 150, clientY: 90 });
      fireEvent.click(video);
    });
    expect(media.pause).toHaveBeenCalledOnce();
  });

  it('under the drag ban a double tap and a swipe stop at the furthest point watched', async () => {
    const { video, container } = renderPlayer({
      info: playInfo({ ban_drag: 1 }),
      record: { watch_seconds: 30, watched_at: null },
    });
    await start(video, 25);
    vi.useFakeTimers();
    doubleTap(video, 280);
    // furthest 30 s + the 1 s slack the bar allows (seek-rules.ts)
    expect(video.currentTime).toBe(31);
    expect(screen.getByText('本课时不允许拖动进度')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });

    video.currentTime = 10;
    // Across most of the picture: 0.8 × 90 s forward, shown and done only as far as the ban allows.
    const shown = swipe(video, [30, 90], [270, 95]);
    expect(shown).toBe('00:31 / 10:00');
    expect(video.currentTime).toBe(31);
    // Going back is always allowed.
    swipe(video, [270, 90], [120, 90]);
    expect(video.currentTime).toBe(0);
    expect(container.querySelector('.player__hint')?.textContent).toBe('00:00 / 10:00');
  });

  it('a swipe seeks freely without the ban; up and down act only in full screen', async () => {
    const { video, box } = renderPlayer();
    await start(video, 10);
    vi.useFakeTimers();
    expect(swipe(video, [30, 90], [270, 90])).toBe('01:22 / 10:00');
    expect(video.currentTime).toBe(82);

    // Inline, a vertical swipe is the page's (it scrolls): nothing changes.
    swipe(video, [250, 170], [250, 80]);
    expect(video.volume).toBe(1);

    await act(async () => {
      fireEvent.click(button('全屏'));
    });
    expect(box.classList.contains('is-page-fullscreen')).toBe(true);
    video.volume = 0.2;
    expect(swipe(video, [250, 170], [250, 80])).toBe('音量 70%');
    expect(video.volume).toBeCloseTo(0.7, 5);
    expect(swipe(video, [40, 10], [40, 100])).toBe('亮度 50%');
    expect(video.style.filter).toBe('brightness(0.5)');
  });

  it('on iOS, where the page cannot set the volume, has no volume slider and no volume swipe', async () => {
    // iOS keeps the volume at 1 whatever the page writes.
    const real = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume') as PropertyDescriptor;
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', {
      get: () => 1,
      set: () => undefined,
      configurable: true,
    });
    try {
      const { video } = renderPlayer();
      await start(video, 10);
      expect(screen.queryByRole('slider', { name: '音量' })).toBeNull();
      button('静音');
      vi.useFakeTimers();
      await act(async () => {
        fireEvent.click(button('全屏'));
      });
      expect(swipe(video, [250, 170], [250, 80])).toBeNull();
    } finally {
      Object.defineProperty(HTMLMediaElement.prototype, 'volume', real);
    }
  });
});
