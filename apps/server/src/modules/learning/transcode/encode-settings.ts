import type { AppConfig } from '#config';
import type { StepProgress } from './ffmpeg-run';
import type { Rung, TranscodePlan } from './ladder';
import type { MediaProbe } from './probe';

/*
 * What every step of a transcode shares: where it reads and writes, and the encoder settings, so the MP4 and
 * each HLS rendition are encoded the same way (the same x264 and AAC arguments, built once here).
 */

export interface EncodeSettings {
  /** x264 preset: `veryfast` by default (decision 042); tests use `ultrafast`. */
  preset: string;
  /** x264's constant quality, capped by the rung's bitrate. */
  crf: number;
  /** Threads of every decoder, filter and encoder; 0 lets ffmpeg choose (all cores). */
  threads: number;
  /** Target length of an HLS segment in seconds. */
  segmentSeconds: number;
}

export const DEFAULT_ENCODE: EncodeSettings = { preset: 'veryfast', crf: 23, threads: 0, segmentSeconds: 6 };

/**
 * What the operator set (TRANSCODE_PRESET, TRANSCODE_THREADS) over the defaults: the job encodes with it, and
 * `npm run bench` takes it from here too, so the speed it prints is the speed of the job's own settings.
 */
export const configuredEncode = (
  config: Pick<AppConfig, 'transcodePreset' | 'transcodeThreads'>,
): Partial<EncodeSettings> => ({ preset: config.transcodePreset, threads: config.transcodeThreads });

export interface StepContext {
  ffmpeg: string;
  /** The source file (local path). */
  input: string;
  probe: MediaProbe;
  plan: TranscodePlan;
  /** The folder the outputs are written into (the staging folder of transcode.ts). */
  dir: string;
  settings: EncodeSettings;
  signal?: AbortSignal;
}

export type Step<T> = (ctx: StepContext, onProgress: StepProgress) => Promise<T>;

/** Before `-i`: the decoder's threads (and the filters'). */
export function inputThreads(settings: EncodeSettings): string[] {
  if (settings.threads <= 0) return [];
  const n = String(settings.threads);
  return ['-threads', n, '-filter_threads', n, '-filter_complex_threads', n];
}

/** After an output's maps: its encoder's threads. */
export const outputThreads = (settings: EncodeSettings) =>
  settings.threads > 0 ? ['-threads', String(settings.threads)] : [];

/** Scales to the rung (ffmpeg has already turned a rotated source upright) with square pixels. */
export const scaleFilter = (rung: Rung) => `scale=${rung.width}:${rung.height},setsar=1`;

/** H.264 for browsers: High profile at most, 8-bit 4:2:0, at most `fps` frames per second. */
export function h264Args(rung: Rung, settings: EncodeSettings, fps: number): string[] {
  const cap = String(rung.videoBitrate);
  return [
    ...['-c:v', 'libx264', '-preset', settings.preset, '-crf', String(settings.crf)],
    // A VBV buffer of two seconds at the cap: the busiest two seconds still fit the rung's bandwidth.
    ...['-maxrate', cap, '-bufsize', String(rung.videoBitrate * 2)],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-fpsmax', String(Math.round(fps))],
    ...outputThreads(settings),
  ];
}

/** AAC-LC (mp4a.40.2, what every HLS and MP4 player decodes), at most stereo. */
export function aacArgs(rung: Rung, probe: MediaProbe): string[] {
  const channels = Math.min(2, probe.audio[0]?.channels || 2);
  return ['-c:a', 'aac', '-b:a', String(rung.audioBitrate), '-ac', String(channels)];
}

/** The first audio stream, when there is one (the others, other languages, are left out: decision 042). */
export const audioMap = (probe: MediaProbe) =>
  probe.audio.length > 0 ? ['-map', `0:${probe.audio[0].index}`] : [];
