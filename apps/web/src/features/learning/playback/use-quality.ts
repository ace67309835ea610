import type { TPlayInfo } from '@shuyuan/contract/learning';
import { useState } from 'react';
import { levelName, type StreamLevel, useMediaSource } from '../hooks/use-media-source';
import { AUTO_QUALITY, pickQuality, rememberedQuality, rememberQuality } from './preferences';

/*
 * Which rendition of a lesson plays (decision 043), for usePlayback: the address of the play info in the
 * <video>, an HLS master's levels, the quality menu built from both, and the quality remembered for the next
 * lesson. The playback rules (resume, ban, reports) stay in use-playback.ts; this only chooses the picture.
 */

/**
 * One line of the quality menu: an address of the play info (`source:i`), or, while an HLS master with
 * several levels plays, automatic choice (`auto`) and each level (`level:j`) in place of that address.
 */
export interface QualityOption {
  id: string;
  /** The rendition's name; empty for `auto`, which each player words itself (自动 / Auto). */
  name: string;
  auto: boolean;
}

export function qualityOptions(
  names: readonly string[],
  current: number,
  levels: readonly StreamLevel[],
): QualityOption[] {
  const levelNames = levels.length < 2 ? [] : levels.map(levelName);
  return names.flatMap((name, i) => {
    if (i !== current || levels.length < 2) {
      // A rendition the playing master also offers as a level (a transcode's 720p) is listed once, as the
      // level, which switches in place.
      return levelNames.includes(name) ? [] : [{ id: `source:${i}`, name, auto: false }];
    }
    const repeated = (n: string) => levelNames.filter((x) => x === n).length > 1;
    return [
      { id: AUTO_QUALITY, name: '', auto: true },
      ...levels.map((l, j) => {
        const n = levelNames[j] as string;
        return {
          id: `level:${j}`,
          name: repeated(n) ? `${n} ${Math.round(l.bitrate / 1000)} kbps` : n,
          auto: false,
        };
      }),
    ];
  });
}

export interface QualityOptions {
  /** The quality to start with when none is remembered (an index of the sources; default the first). */
  defaultQuality?: number;
  /** The stream cannot go on. */
  onFatal(): void;
  /** Another address goes into the <video>: where it should pick up, and whether it should play. */
  onSourceSwitch(resume: { at: number; play: boolean }): void;
}

/**
 * Starts at the remembered quality (or the nearest below it, else the default), puts that address into the
 * <video> and returns the menu's lines, the chosen one's id, and the switch to another line.
 */
export function useQuality(
  video: HTMLVideoElement | null,
  sources: TPlayInfo['urls'],
  options: QualityOptions,
) {
  const [sourceIndex, setSourceIndex] = useState(() =>
    pickQuality(
      sources.map((s) => s.name),
      rememberedQuality(),
      Math.min(Math.max(0, options.defaultQuality ?? 0), Math.max(0, sources.length - 1)),
    ),
  );
  const media = useMediaSource(video, sources[sourceIndex] ?? null, {
    onFatal: options.onFatal,
    startLevel: (levels) => {
      const remembered = rememberedQuality();
      return remembered === AUTO_QUALITY ? -1 : pickQuality(levels.map(levelName), remembered, -1);
    },
  });
  const qualities = qualityOptions(
    sources.map((s) => s.name),
    sourceIndex,
    media.levels,
  );
  const quality =
    media.levels.length > 1
      ? media.level < 0
        ? AUTO_QUALITY
        : `level:${media.level}`
      : `source:${sourceIndex}`;

  return {
    /** The quality menu's lines and the chosen one's id. */
    qualities,
    quality,
    /** Switches to a line of the quality menu, where the video is and playing or not, and remembers it. */
    setQuality: (id: string) => {
      const option = qualities.find((q) => q.id === id);
      if (!video || !option || id === quality) return;
      rememberQuality(option.auto ? AUTO_QUALITY : option.name);
      if (id === AUTO_QUALITY || id.startsWith('level:')) {
        // hls.js switches in place: position and play state stay as they are.
        media.setLevel(option.auto ? -1 : Number(id.slice('level:'.length)));
        return;
      }
      options.onSourceSwitch({ at: video.currentTime, play: !video.paused });
      setSourceIndex(Number(id.slice('source:'.length)));
    },
  };
}
