import type { MediaProbe } from './probe';

/*
 * The plan of a transcode, from the probe alone (decision 042): the sizes and bitrates of the faststart MP4
 * and of the HLS ladder. A quality is named by its short side (720p is 1280×720, and 720×1280 upright), so
 * a phone video held upright gets the same ladder as the same video held sideways.
 */

export interface Rung {
  /** `720p`: the short side, as qualities are named. */
  name: string;
  /** The short side in pixels. */
  lines: number;
  /** The output frame, even numbers (H.264 4:2:0 needs them), the source's aspect kept. */
  width: number;
  height: number;
  /** The cap of the video stream (`-maxrate`), bits per second; CRF spends less on an easy picture. */
  videoBitrate: number;
  audioBitrate: number;
}

export interface TranscodePlan {
  /** The source at its own size, capped at 1080p; `copy` when it is already what browsers play. */
  mp4: Rung & { copy: boolean };
  /** Lowest first; never above the source. */
  rungs: Rung[];
  /** Frames per second of the encodes: the source's, capped at MAX_FPS. */
  fps: number;
  audio: boolean;
}

const STANDARD_LINES = [360, 720, 1080];
const TOP_LINES = 1080;
/** A standard rung joins only when the top is at least this much bigger: 360p + 400p would be one quality twice. */
const MIN_STEP = 1.25;
const MAX_FPS = 60;

/**
 * Video caps at 30 fps by short side, interpolated in between (bits per second). Lessons are mostly slides,
 * screens and a speaker: capped CRF stays well under these, they only bound the busy scenes.
 */
const VIDEO_BITRATES: [lines: number, bits: number][] = [
  [240, 400_000],
  [360, 800_000],
  [720, 2_500_000],
  [1080, 5_000_000],
];

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function videoBitrate(lines: number, fps: number): number {
  const table = VIDEO_BITRATES;
  let bits = table[0][1] * (lines / table[0][0]);
  for (let i = 1; i < table.length; i++) {
    const [l0, b0] = table[i - 1];
    const [l1, b1] = table[i];
    if (lines >= l0) bits = b0 + ((Math.min(lines, l1) - l0) / (l1 - l0)) * (b1 - b0);
  }
  // Twice the frames need about half as many bits again, not twice as many.
  const rateFactor = fps > 30 ? 1.5 : 1;
  return Math.round((bits * rateFactor) / 1000) * 1000;
}

function rung(lines: number, displayWidth: number, displayHeight: number, fps: number): Rung {
  const upright = displayHeight > displayWidth;
  const long = even(lines * (upright ? displayHeight / displayWidth : displayWidth / displayHeight));
  return {
    name: `${lines}p`,
    lines,
    width: upright ? lines : long,
    height: upright ? long : lines,
    videoBitrate: videoBitrate(lines, fps),
    audioBitrate: lines >= 720 ? 128_000 : 96_000,
  };
}

/** Whether the MP4 can be the source's own streams in a new container (no re-encoding, no loss, seconds). */
function copyable(probe: MediaProbe, shortSide: number): boolean {
  const { video, audio } = probe;
  return (
    video.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    shortSide <= TOP_LINES &&
    video.fps > 0 &&
    video.fps <= MAX_FPS &&
    (audio.length === 0 || audio[0].codec === 'aac')
  );
}

export function planTranscode(probe: MediaProbe): TranscodePlan {
  const { displayWidth, displayHeight, fps: sourceFps } = probe.video;
  const shortSide = Math.min(displayWidth, displayHeight);
  // An odd source (481 lines) loses one line rather than being stretched by one.
  const top = Math.max(2, Math.floor(Math.min(shortSide, TOP_LINES) / 2) * 2);
  const fps = sourceFps > 0 ? Math.min(sourceFps, MAX_FPS) : 30;
  const lines = [...STANDARD_LINES.filter((l) => l * MIN_STEP <= top), top];
  const rungs = lines.map((l) => rung(l, displayWidth, displayHeight, fps));
  const best = rungs[rungs.length - 1];
  const copy = copyable(probe, shortSide);
  return {
    mp4: copy
      ? { ...best, name: `${shortSide}p`, lines: shortSide, width: displayWidth, height: displayHeight, copy }
      : { ...best, copy },
    rungs,
    fps,
    audio: probe.audio.length > 0,
  };
}
