import { useEffect, useRef, useState } from 'react';

export interface MediaSource {
  url: string;
  /** mp4 | m3u8 (from play info). */
  format: string;
}

/** One rendition of an HLS master playlist, as hls.js read it. */
export interface StreamLevel {
  width: number;
  height: number;
  bitrate: number;
}

export interface MediaSourceOptions {
  /** The stream cannot go on. */
  onFatal(): void;
  /** A master playlist with several levels was read: the level to start with, or -1 for automatic. */
  startLevel?(levels: readonly StreamLevel[]): number;
}

/** What an HLS master lets the player choose; empty for an MP4, a media playlist or native HLS. */
export interface MediaLevels {
  levels: readonly StreamLevel[];
  /** The chosen level, -1 when hls.js chooses by the bandwidth. */
  level: number;
  setLevel(level: number): void;
}

interface LevelControl {
  currentLevel: number;
}

const isHls = (s: MediaSource) => s.format.toLowerCase() === 'm3u8' || /\.m3u8($|\?)/i.test(s.url);

/**
 * Puts a source into the <video>: MP4 natively; HLS through hls.js (imported here only, so it is fetched
 * on the video page and only for an HLS quality), or natively where the browser plays HLS itself and has
 * no MediaSource (iOS Safari). A master playlist's levels are offered to the quality menu.
 */
export function useMediaSource(
  video: HTMLVideoElement | null,
  source: MediaSource | null,
  options: MediaSourceOptions,
): MediaLevels {
  const url = source?.url ?? '';
  const hls = source ? isHls(source) : false;
  const latest = useRef(options);
  latest.current = options;
  const control = useRef<LevelControl | null>(null);
  const [levels, setLevels] = useState<readonly StreamLevel[]>([]);
  const [level, setLevelState] = useState(-1);

  useEffect(() => {
    if (!video || !url) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const onFatal = () => latest.current.onFatal();
    const native = () => {
      video.src = url;
      video.load();
    };
    setLevels([]);
    setLevelState(-1);
    if (!hls) {
      native();
    } else {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          native();
          return;
        }
        const player = new Hls({ maxBufferLength: 30 });
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFatal();
        });
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          if (data.levels.length < 2) return;
          const read = data.levels.map((l) => ({ width: l.width, height: l.height, bitrate: l.bitrate }));
          const start = latest.current.startLevel?.(read) ?? -1;
          if (start >= 0) player.currentLevel = start;
          setLevels(read);
          setLevelState(start);
        });
        player.loadSource(url);
        player.attachMedia(video);
        control.current = player;
        destroy = () => player.destroy();
      }, onFatal);
    }
    return () => {
      cancelled = true;
      control.current = null;
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [video, url, hls]);

  return {
    levels,
    level,
    setLevel: (next: number) => {
      if (!control.current) return;
      // hls.js keeps the position and the play state; -1 hands the choice back to its bandwidth estimate.
      control.current.currentLevel = next;
      setLevelState(next);
    },
  };
}

/** A level's name as the ladder names qualities (decision 042): by its short side, `720p`. */
export function levelName(level: StreamLevel): string {
  const lines = level.width > 0 && level.height > 0 ? Math.min(level.width, level.height) : level.height;
  return lines > 0 ? `${lines}p` : `${Math.round(level.bitrate / 1000)} kbps`;
}
