import type { TAdminTranscode, TAdminTranscodeTools, TranscodeState } from '@shuyuan/contract';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import type { JobInfo } from '#core/jobs/queue/index';
import {
  mediaIdOfJob,
  parseJobError,
  parseStep,
  queueTranscode,
  readSavedTranscodes,
  readTranscodeTools,
  TRANSCODE_JOB,
  type TranscodeJobData,
  type TranscodeTools,
  transcodeJobId,
} from '#modules/learning';
import { type AdminActor, audit } from '../context';

/*
 * The console's view of the transcodes of uploaded videos (decision 042): the jobs of the queue (newest first,
 * kept 7 days after they end, decision 041) with the upload's name and, once completed, the qualities made.
 * Retry and cancel go to the queue by the upload's id; both are audited.
 */

export const TranscodeAdminMessage = {
  missing: '转码任务不存在',
  notRetryable: '只能重试失败或已取消的转码任务',
  notCancellable: '只能取消等待中或进行中的转码任务',
  noTools: '服务器没有可用的 ffmpeg，无法转码',
  ffmpegMissing: '服务器上的 ffmpeg 无法运行（FFMPEG_PATH={path}），上传的视频按原样播放',
  ffprobeMissing: '服务器上的 ffprobe 无法运行（FFPROBE_PATH={path}），上传的视频按原样播放',
  noX264: '服务器上的 ffmpeg 没有 H.264 编码器 libx264，上传的视频按原样播放',
} as const;

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

export async function listTranscodes(
  deps: Deps<'db' | 'jobs'>,
  query: { page: number; size: number; state?: TranscodeState },
): Promise<{ total: number; data: TAdminTranscode[] }> {
  const { total, jobs } = await deps.jobs.list<TranscodeJobData>({
    kind: TRANSCODE_JOB,
    state: query.state,
    page: query.page,
    size: query.size,
  });
  const ids = jobs.map(mediaOf).filter((id): id is number => id !== null);
  const [names, saved] = await Promise.all([
    ids.length === 0
      ? []
      : deps.db.selectFrom('media_files').select(['id', 'name']).where('id', 'in', ids).execute(),
    readSavedTranscodes(deps.db, ids),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    total,
    data: jobs.map((job) => {
      const mediaId = mediaOf(job) ?? 0;
      const made = job.state === 'completed' ? saved.get(mediaId) : undefined;
      return {
        media_id: mediaId,
        media_name: nameOf.get(mediaId) ?? '',
        state: job.state,
        progress: job.progress,
        ...stepOf(job.progressMessage),
        ...errorOf(job),
        attempts: job.attemptsMade,
        renditions: made?.renditions ?? [],
        duration: saved.get(mediaId)?.duration ?? 0,
        created_at: job.createdAt,
        updated_at: job.finishedAt ?? job.startedAt ?? job.createdAt,
      };
    }),
  };
}

/** The job's progress line as the step code the console says in words (job-codes.ts). */
function stepOf(line: string): Pick<TAdminTranscode, 'step' | 'step_detail'> {
  const { code, detail } = parseStep(line);
  return { step: code, step_detail: detail };
}

/** A failed job's error as a code and a detail; no error for the other states. */
function errorOf(job: JobInfo<TranscodeJobData>): Pick<TAdminTranscode, 'error_code' | 'error'> {
  if (job.state !== 'failed' || !job.error) return { error_code: null, error: null };
  const { code, detail } = parseJobError(job.error);
  return { error_code: code, error: detail };
}

function mediaOf(job: JobInfo<TranscodeJobData>): number | null {
  const id = mediaIdOfJob(job.id);
  return id ?? (typeof job.data?.mediaId === 'number' ? job.data.mediaId : null);
}

/**
 * A failed or cancelled transcode runs again. An upload with no job (filed before ffmpeg was installed, or its
 * job forgotten a week after it ended) gets a new one, when it is a video that is not transcoded yet.
 */
export async function retryTranscode(actor: AdminActor, mediaId: number): Promise<void> {
  const { deps } = actor;
  const id = transcodeJobId(mediaId);
  const job = await deps.jobs.get(TRANSCODE_JOB, id);
  if (job) {
    if (!(await deps.jobs.retry(TRANSCODE_JOB, id))) throw new AppError(TranscodeAdminMessage.notRetryable);
  } else {
    const media = await deps.db
      .selectFrom('media_files')
      .select(['id', 'kind'])
      .where('id', '=', mediaId)
      .executeTakeFirst();
    if (media?.kind !== 'video') throw notFound(TranscodeAdminMessage.missing);
    const done = await readSavedTranscodes(deps.db, [mediaId]);
    if (done.has(mediaId)) throw new AppError(TranscodeAdminMessage.notRetryable);
    if (!(await queueTranscode(deps, mediaId))) throw new AppError(TranscodeAdminMessage.noTools);
  }
  await audit(actor, 'transcode.retry', `media:${mediaId}`, job ? { state: job.state } : null, {
    state: 'waiting',
  });
}

export async function cancelTranscode(actor: AdminActor, mediaId: number): Promise<void> {
  const { deps } = actor;
  const id = transcodeJobId(mediaId);
  const job = await deps.jobs.get(TRANSCODE_JOB, id);
  if (!job) throw notFound(TranscodeAdminMessage.missing);
  if (!(await deps.jobs.cancel(TRANSCODE_JOB, id))) throw new AppError(TranscodeAdminMessage.notCancellable);
  await audit(actor, 'transcode.cancel', `media:${mediaId}`, { state: job.state }, { state: 'cancelled' });
}

function toolsReason(deps: Deps<'config'>, tools: TranscodeTools): string | null {
  if (tools.ready) return null;
  if (!tools.ffmpeg.runs) return fill(TranscodeAdminMessage.ffmpegMissing, { path: deps.config.ffmpegPath });
  if (!tools.ffprobe.runs)
    return fill(TranscodeAdminMessage.ffprobeMissing, { path: deps.config.ffprobePath });
  return TranscodeAdminMessage.noX264;
}

/** Checked again on every call (and remembered for uploads): an operator may have installed ffmpeg since. */
export async function transcodeToolsStatus(deps: Deps<'config'>): Promise<TAdminTranscodeTools> {
  const tools = await readTranscodeTools(deps, true);
  return {
    available: tools.ready,
    ffmpeg: tools.ffmpeg.runs ? (tools.ffmpeg.version ?? '') : null,
    ffprobe: tools.ffprobe.runs ? (tools.ffprobe.version ?? '') : null,
    reason: toolsReason(deps, tools),
  };
}
