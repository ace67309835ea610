import { useEffect, useRef, useState } from 'react';
import type { Playback } from '../playback/use-playback';
import {
  DOUBLE_TAP_SEEK_SECONDS,
  SWIPE_SEEK_SECONDS,
  type SwipeKind,
  type SwipePhase,
  type TapZone,
} from '../player/gestures';
import { BRIGHTNESS_MAX, BRIGHTNESS_MIN, clamp } from '../player/volume';
import { useTouchGestures } from './use-touch-gestures';

/** What the small indicator over the picture says while a gesture acts (each player words it). */
export type GestureHint =
  | { kind: 'skip'; by: number }
  | { kind: 'seek'; to: number; total: number }
  | { kind: 'volume'; level: number }
  | { kind: 'brightness'; level: number };

const HINT_MS = 700;

export interface PlayerGestureOptions {
  playback: Playback;
  /** The picture is taken by a message or the end screen, or not started yet. */
  started: boolean;
  /** Vertical swipes act only in full screen, where the page has nothing to scroll. */
  fullscreen: boolean;
  volumeSettable: boolean;
  /** A single tap (once started): the controls come or go. */
  onTap(): void;
  /** Play or pause, as the player's own button does. */
  toggle(): void;
}

/**
 * The player's touch gestures (player/gestures.ts) acting on the playback: double taps and horizontal
 * swipes seek through playback.seek (the drag ban caps them and says so), vertical swipes set the volume
 * (where the browser lets a page) and the brightness of the picture (a CSS filter). Answers the handlers
 * for the <video>, the brightness to draw and the hint to show.
 */
export function usePlayerGestures({
  playback,
  started,
  fullscreen,
  volumeSettable,
  onTap,
  toggle,
}: PlayerGestureOptions) {
  const { video } = playback;
  const [brightness, setBrightness] = useState(1);
  const [hint, setHint] = useState<GestureHint | null>(null);
  const [hintKey, setHintKey] = useState(0);
  const from = useRef<number | null>(null);

  // The hint stays a moment after the last change, then goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the hint restarts the timer
  useEffect(() => {
    if (!hint) return;
    const id = window.setTimeout(() => setHint(null), HINT_MS);
    return () => window.clearTimeout(id);
  }, [hintKey]);
  const show = (next: GestureHint) => {
    setHint(next);
    setHintKey((n) => n + 1);
  };

  const length = () => (video && Number.isFinite(video.duration) ? video.duration : playback.duration);

  const swipe = (kind: SwipeKind, amount: number, phase: SwipePhase) => {
    if (!video) return;
    if (phase === 'cancel') {
      from.current = null;
      return;
    }
    if (from.current === null)
      from.current = kind === 'seek' ? video.currentTime : kind === 'volume' ? video.volume : brightness;
    const start = from.current;
    if (phase === 'end') from.current = null;
    if (kind === 'seek') {
      const total = length();
      const span = total > 0 ? Math.min(total, SWIPE_SEEK_SECONDS) : SWIPE_SEEK_SECONDS;
      const target = start + amount * span;
      show({ kind: 'seek', to: playback.clamp(target), total });
      if (phase === 'end') playback.seek(target);
    } else if (kind === 'volume') {
      const level = clamp(start + amount, 0, 1);
      video.volume = level;
      video.muted = level === 0;
      show({ kind: 'volume', level });
    } else {
      const level = clamp(start + amount, BRIGHTNESS_MIN, BRIGHTNESS_MAX);
      setBrightness(level);
      show({ kind: 'brightness', level });
    }
  };

  const handlers = useTouchGestures({
    tap: () => (started ? onTap() : toggle()),
    doubleTap: (zone: TapZone) => {
      if (!video) return;
      if (zone === 'centre' || !started) {
        toggle();
        return;
      }
      const by = zone === 'left' ? -DOUBLE_TAP_SEEK_SECONDS : DOUBLE_TAP_SEEK_SECONDS;
      playback.seek(video.currentTime + by);
      show({ kind: 'skip', by });
    },
    swipe,
    allows: (kind) => {
      if (!started || !video) return false;
      if (kind === 'seek') return true;
      return fullscreen && (kind === 'brightness' || volumeSettable);
    },
  });

  return { gestureHandlers: handlers, brightness, hint };
}
