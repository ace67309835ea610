import { join } from 'node:path';
import { inputThreads, type Step, scaleFilter } from './encode-settings';
import { MP4_FILE } from './faststart-mp4';
import { runFfmpeg } from './ffmpeg-run';

/*
 * The poster: one JPEG frame at a tenth of the video, where a lesson has usually left its black opening
 * and title card. Taken from the MP4 just made: already upright, square-pixelled and at the size the player
 * shows, and H.264, whatever the upload was.
 */

export const POSTER_FILE = 'poster.jpg';
const AT = 0.1;

export interface PosterOutput {
  path: string;
  width: number;
  height: number;
  atSeconds: number;
}

export const makePoster: Step<PosterOutput> = async (ctx, onProgress) => {
  const duration = ctx.probe.durationSeconds;
  // Never at or past the last frame, where a seek finds nothing to decode.
  const at = Math.round(Math.max(0, Math.min(duration * AT, duration - 0.5)) * 1000) / 1000;
  await runFfmpeg({
    program: ctx.ffmpeg,
    args: [
      ...inputThreads(ctx.settings),
      // Our own MP4, not the upload: no format guard needed, the file protocol only all the same.
      ...['-ss', String(at), '-protocol_whitelist', 'file', '-i', `file:${join(ctx.dir, MP4_FILE)}`],
      // -update: one picture to a plain name, not a numbered sequence; q 3 of 2–31 is a good JPEG.
      // Scaled anyway: a copied MP4 keeps the upload's non-square pixels, a poster is shown square.
      ...['-map', '0:v:0', '-frames:v', '1', '-vf', scaleFilter(ctx.plan.mp4)],
      ...['-q:v', '3', '-f', 'image2', '-update', '1'],
      join(ctx.dir, POSTER_FILE),
    ],
    seconds: 0,
    signal: ctx.signal,
    onProgress,
  });
  const { width, height } = ctx.plan.mp4;
  return { path: POSTER_FILE, width, height, atSeconds: at };
};
