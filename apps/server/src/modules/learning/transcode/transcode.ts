import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '#core/deps';
import { DEFAULT_ENCODE, type EncodeSettings, type Step, type StepContext } from './encode-settings';
import { type Mp4Output, makeFaststartMp4 } from './faststart-mp4';
import { type HlsOutput, KEYS_DIR, makeHlsLadder } from './hls-ladder';
import { planTranscode, type Rung, type TranscodePlan } from './ladder';
import { makePoster, type PosterOutput } from './poster';
import { makePreviewClip, type PreviewOutput } from './preview-clip';
import { type MediaProbe, probeMedia } from './probe';
import { sumProgress } from './progress';
import { type CaptionsOutput, extractCaptions } from './subtitle-tracks';

/*
 * A whole transcode of one upload (decision 042): probe, plan, then the steps one after another, each its own
 * ffmpeg process. Everything is written into `<outputDir>.partial` and renamed to `outputDir` only when every
 * step succeeded, so the output folder either is complete or does not exist: a failure or a cancel removes
 * the partial folder, and a crash leaves one that the next run for the same folder removes first.
 */

export interface TranscodeRequest {
  /** The uploaded file (a local path). */
  input: string;
  /** Created by the transcode; must not exist yet. */
  outputDir: string;
  /** Length of the trial clip in seconds (videos.free_seconds); 0 or absent: no clip. */
  previewSeconds?: number;
  signal?: AbortSignal;
  /** Percent done, 0–100, whole numbers, rising, at most once per `progressIntervalMs`; 100 once at the end. */
  onProgress?: (percent: number) => void;
  /** Told as each step begins (`probe` first, before the plan is known), for a line such as `HLS 360p/720p`. */
  onStep?: (step: TranscodeStepName, plan: TranscodePlan | null) => void;
  progressIntervalMs?: number;
  encode?: Partial<EncodeSettings>;
}

/** Every path is relative to the output folder. A later slice stores them in video_renditions/captions. */
export interface TranscodeResult {
  source: MediaProbe;
  mp4: Mp4Output;
  hls: HlsOutput;
  poster: PosterOutput;
  /** Null without a preview length, or when the video is not longer than it (the trial is the video). */
  preview: PreviewOutput | null;
  captions: CaptionsOutput['captions'];
  skippedSubtitles: CaptionsOutput['skipped'];
}

export type TranscodeStepName = 'probe' | 'mp4' | 'hls' | 'poster' | 'preview' | 'captions';

const PROGRESS_INTERVAL_MS = 250;

/** An encode's cost relative to one 720p encode: x264's time grows about with the pixels. */
const encodeCost = (rung: Rung) => (rung.width * rung.height) / (1280 * 720);
/** A stream copy, a single picture or a subtitle conversion: reading the file, next to nothing. */
const LIGHT = 0.03;

export async function transcodeVideo(
  deps: Deps<'config'>,
  request: TranscodeRequest,
): Promise<TranscodeResult> {
  const { outputDir, signal } = request;
  if (existsSync(outputDir)) throw new Error(`transcode output exists already: ${outputDir}`);
  const staging = `${outputDir}.partial`;
  await rm(staging, { recursive: true, force: true });
  try {
    request.onStep?.('probe', null);
    const probe = await probeMedia(deps.config.ffprobePath, request.input, signal);
    const plan = planTranscode(probe);
    const previewSeconds = request.previewSeconds ?? 0;
    const preview = previewSeconds > 0 && previewSeconds < probe.durationSeconds;
    const textSubtitles = probe.subtitles.some((s) => s.text);

    const progress = sumProgress(
      {
        mp4: plan.mp4.copy ? LIGHT : encodeCost(plan.mp4),
        // The decode once, then every rung's encode.
        hls: plan.rungs.reduce((sum, r) => sum + encodeCost(r), 0),
        poster: LIGHT,
        preview: preview ? LIGHT : 0,
        captions: textSubtitles ? LIGHT : 0,
      },
      request.onProgress,
      request.progressIntervalMs ?? PROGRESS_INTERVAL_MS,
    );
    const ctx: StepContext = {
      ffmpeg: deps.config.ffmpegPath,
      input: request.input,
      probe,
      plan,
      dir: staging,
      settings: { ...DEFAULT_ENCODE, ...request.encode },
      signal,
    };
    const run = <T>(name: Exclude<TranscodeStepName, 'probe'>, step: Step<T>) => {
      request.onStep?.(name, plan);
      return step(ctx, progress.step(name));
    };

    await mkdir(staging, { recursive: true });
    const mp4 = await run('mp4', makeFaststartMp4);
    const hls = await run('hls', makeHlsLadder);
    const poster = await run('poster', makePoster);
    const clip = preview ? await run('preview', makePreviewClip(previewSeconds)) : null;
    const captions = await run('captions', extractCaptions);

    // The keys leave with the result (for video_renditions.hls_key), never in the folder that is served.
    await rm(join(staging, KEYS_DIR), { recursive: true, force: true });
    signal?.throwIfAborted();
    await rename(staging, outputDir);
    progress.finish();
    return {
      source: probe,
      mp4,
      hls,
      poster,
      preview: clip,
      captions: captions.captions,
      skippedSubtitles: captions.skipped,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
