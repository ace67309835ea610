import { join } from 'node:path';
import type { Step } from './encode-settings';
import { MP4_FILE } from './faststart-mp4';
import { runFfmpeg } from './ffmpeg-run';

/*
 * The trial: the first N seconds of the MP4 just made, as a faststart MP4 of their own with their own moov,
 * so a stock <video> plays it to a clean end (as preview-cut.ts does on demand for videos that were never
 * transcoded). Stream copy from our own H.264: nothing is encoded again. The frames before N are kept, so
 * the clip ends within one frame of N.
 */

export const PREVIEW_FILE = 'preview.mp4';

export interface PreviewOutput {
  path: string;
  seconds: number;
}

export function makePreviewClip(seconds: number): Step<PreviewOutput> {
  return async (ctx, onProgress) => {
    await runFfmpeg({
      program: ctx.ffmpeg,
      args: [
        ...['-protocol_whitelist', 'file', '-i', `file:${join(ctx.dir, MP4_FILE)}`, '-t', String(seconds)],
        ...['-map', '0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', join(ctx.dir, PREVIEW_FILE)],
      ],
      seconds,
      signal: ctx.signal,
      onProgress,
    });
    return { path: PREVIEW_FILE, seconds };
  };
}
