import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { aacArgs, audioMap, h264Args, inputThreads, type Step, scaleFilter } from './encode-settings';
import { runFfmpeg } from './ffmpeg-run';
import { INPUT_GUARD, inputOf } from './probe';

/*
 * The MP4 every browser plays (and the one the trial cut of preview-cut.ts reads): H.264 + AAC with the moov
 * box first (`+faststart`), so playback starts before the whole file arrived. A source that already is H.264
 * 4:2:0 with AAC (or no sound) at 1080p or less is only moved into a new container: nothing is re-encoded,
 * nothing is lost, and it takes seconds.
 */

export const MP4_FILE = 'video.mp4';

export interface Mp4Output {
  path: string;
  width: number;
  height: number;
  /** The source's own streams, not re-encoded. */
  copied: boolean;
  bytes: number;
}

export const makeFaststartMp4: Step<Mp4Output> = async (ctx, onProgress) => {
  const { mp4 } = ctx.plan;
  const file = join(ctx.dir, MP4_FILE);
  const codecs = mp4.copy
    ? ['-c', 'copy']
    : ['-vf', scaleFilter(mp4), ...h264Args(mp4, ctx.settings, ctx.plan.fps), ...aacArgs(mp4, ctx.probe)];
  await runFfmpeg({
    program: ctx.ffmpeg,
    args: [
      ...inputThreads(ctx.settings),
      ...INPUT_GUARD,
      ...['-i', inputOf(ctx.input)],
      ...['-map', `0:${ctx.probe.video.index}`, ...audioMap(ctx.probe)],
      ...codecs,
      // The upload's own tags go (a phone writes where it was filmed); the picture's rotation is not a tag.
      ...['-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', file],
    ],
    seconds: ctx.probe.durationSeconds,
    signal: ctx.signal,
    onProgress,
  });
  return {
    path: MP4_FILE,
    width: mp4.width,
    height: mp4.height,
    copied: mp4.copy,
    bytes: (await stat(file)).size,
  };
};
