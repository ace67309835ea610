import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { defineEndpoint } from './endpoint';

/*
 * Transcoding of uploaded videos (issue 22), seen from the console: each uploaded video is one job (keyed by
 * its media library id) that makes the faststart MP4, the AES-128 HLS ladder, the poster, the trial clip and
 * the captions (decisions 041, 042). The console lists the jobs with their progress, retries a failed or
 * cancelled one, cancels a waiting or running one, and says whether ffmpeg is there at all.
 */

export const transcodeStates = ['waiting', 'active', 'completed', 'failed', 'cancelled'] as const;
export type TranscodeState = (typeof transcodeStates)[number];

/**
 * The step a job is at (or last did), as a code the console says in its reader's language: reading the
 * video, the faststart MP4, the HLS ladder, the poster, the trial clip, the captions, uploading the result to
 * the site's object store (when media lives in S3), saving, done.
 */
export const transcodeStepCodes = [
  'probe',
  'mp4',
  'hls',
  'poster',
  'preview',
  'captions',
  'upload',
  'save',
  'done',
] as const;
export type TranscodeStepCode = (typeof transcodeStepCodes)[number];

/**
 * Why a job failed, as a code: the upload is no video ffmpeg can read, the server has no working ffmpeg, the
 * upload is gone, ffmpeg failed, the process running it kept stopping, or something else (its detail says).
 */
export const transcodeErrorCodes = [
  'not-video',
  'no-tools',
  'source-missing',
  'ffmpeg-failed',
  'stalled',
  'unknown',
] as const;
export type TranscodeErrorCode = (typeof transcodeErrorCodes)[number];

export const AdminTranscode = z.object({
  /** The media library id of the uploaded video (one job per upload). */
  media_id: z.number().int(),
  media_name: z.string(),
  state: z.enum(transcodeStates),
  /** 0–100, from ffmpeg's own progress. */
  progress: z.number().int().min(0).max(100),
  /** The step under way or last done; null before the first (or for a line written before step codes). */
  step: z.enum(transcodeStepCodes).nullable(),
  /** What the step works on (the qualities of `mp4` and `hls`, e.g. `360p/720p`), or the old line; else ''. */
  step_detail: z.string(),
  /** Why the last attempt failed; null when it did not. */
  error_code: z.enum(transcodeErrorCodes).nullable(),
  /**
   * With error_code: what the program said (ffmpeg's last line, the queue's sentence), untranslated; the
   * console shows it after the code's words, and alone when a code is new to it. '' when there is none.
   */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** The qualities made, best first (e.g. ['1080p', '720p', '360p']); empty until completed. */
  renditions: z.array(z.string()),
  /** Seconds of the source, once probed; 0 before. */
  duration: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TAdminTranscode = z.infer<typeof AdminTranscode>;

export const AdminTranscodeTools = z.object({
  /** Whether uploads are transcoded; false: they are served as uploaded. */
  available: z.boolean(),
  ffmpeg: z.string().nullable().describe('version, or null when it does not run'),
  ffprobe: z.string().nullable(),
  /** In words when not available (which program is missing or fails). */
  reason: z.string().nullable(),
});
export type TAdminTranscodeTools = z.infer<typeof AdminTranscodeTools>;

const content = adminGuard('content.manage');

export const adminListTranscodes = defineEndpoint({
  ...content,
  id: 'adminListTranscodes',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/transcodes`,
  summary: '转码任务列表（最新的在前）',
  query: z.object({ ...pageQuery, state: z.enum(transcodeStates).optional() }),
  response: paged(AdminTranscode),
});

export const adminRetryTranscode = defineEndpoint({
  ...content,
  id: 'adminRetryTranscode',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/transcodes/:id/retry`,
  summary: '重新转码（失败或已取消的任务；id 为媒体库 id）',
  params: idParams,
  response: okEmpty,
});

export const adminCancelTranscode = defineEndpoint({
  ...content,
  id: 'adminCancelTranscode',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/transcodes/:id/cancel`,
  summary: '取消转码（等待中或进行中的任务；id 为媒体库 id）',
  params: idParams,
  response: okEmpty,
});

export const adminTranscodeTools = defineEndpoint({
  ...content,
  id: 'adminTranscodeTools',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/transcodes/tools`,
  summary: 'ffmpeg / ffprobe 是否可用（不可用时上传的视频按原样播放）',
  response: AdminTranscodeTools,
});
