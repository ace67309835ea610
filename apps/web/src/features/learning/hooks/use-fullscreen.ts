import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  enterFullscreen,
  exitFullscreen,
  type FsDocument,
  type FsVideo,
  type FullscreenMode,
  fullscreenElement,
  isWeChat,
} from '../player/fullscreen';

interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

const orientation = () =>
  (typeof screen !== 'undefined' ? screen.orientation : undefined) as LockableOrientation | undefined;

/**
 * Full screen for the player (player/fullscreen.ts): the box where the browser allows it, else the video's
 * own, else the box over the page. `mode` is the one in use, null when not full screen. On a phone a wide
 * video in the box's full screen also turns the screen sideways where the browser lets a page ask.
 */
export function useFullscreen(box: RefObject<HTMLElement | null>, video: HTMLVideoElement | null) {
  const [mode, setMode] = useState<FullscreenMode | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  useEffect(() => {
    const sync = () => {
      const el = fullscreenElement(document as FsDocument);
      if (el && el === box.current) setMode('container');
      else if (el && el === video) setMode('native');
      else setMode((m) => (m === 'page' ? m : null));
    };
    document.addEventListener('fullscreenchange', sync);
    document.addEventListener('webkitfullscreenchange', sync);
    // iPhone: the video's own full screen says so on the video only.
    const begin = () => setMode('native');
    const end = () => setMode((m) => (m === 'native' ? null : m));
    video?.addEventListener('webkitbeginfullscreen', begin);
    video?.addEventListener('webkitendfullscreen', end);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      document.removeEventListener('webkitfullscreenchange', sync);
      video?.removeEventListener('webkitbeginfullscreen', begin);
      video?.removeEventListener('webkitendfullscreen', end);
    };
  }, [box, video]);

  // The page mode: Escape leaves it, and the page behind does not scroll.
  useEffect(() => {
    if (mode !== 'page') return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMode(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [mode]);

  useEffect(() => {
    if (mode !== 'container') return;
    const wide = video ? video.videoWidth > video.videoHeight : false;
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    if (!wide || !coarse) return;
    void orientation()
      ?.lock?.('landscape')
      .catch(() => undefined);
    return () => orientation()?.unlock?.();
  }, [mode, video]);

  const toggle = useCallback(() => {
    const current = modeRef.current;
    const doc = document as FsDocument;
    if (current) {
      exitFullscreen(current, video as FsVideo | null, doc);
      if (current === 'page') setMode(null);
      return;
    }
    if (!box.current) return;
    const env = { wechat: isWeChat(navigator.userAgent) };
    void enterFullscreen(box.current, video as FsVideo | null, doc, env).then((entered) => {
      // container and native report themselves through their events; page is ours to set.
      if (entered === 'page') setMode('page');
    });
  }, [box, video]);

  return { fullscreen: mode !== null, mode, toggleFullscreen: toggle };
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
  /** A tap on a phone: hide the controls at once, or bring them back. */
  const toggleShown = useCallback(() => {
    if (idle) {
      last.current = Date.now();
      setPoke((n) => n + 1);
    } else setIdle(true);
  }, [idle]);
  return { idle: active && idle, wake, toggleShown };
}
