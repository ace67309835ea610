import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import type { JobRun } from '#core/jobs/queue/index';
import { readMediaStores, storedPath } from '#core/storage/media-storage';
import { deleteFolder, downloadTo, uploadFolder } from '#core/storage/object-store';
import type { S3Store } from '#core/storage/s3-store';
import { contentTypeOf, locateMedia, MEDIA_DIR, type MediaLocation } from '../media/locate';
import { configuredEncode } from './encode-settings';
import { encodeJobCode, jobErrorOf } from './job-codes';
import type { TranscodePlan } from './ladder';
import { TranscodeMessage } from './messages';
import { saveTranscode } from './saved-transcodes';
import { readTranscodeTools } from './tools';
import { type TranscodeStepName, transcodeVideo } from './transcode';
import { mediaTranscodeFolder, transcodeColumns } from './transcode-row';

/*
 * The transcode of an uploaded video as a background job (decisions 041, 042): one job of kind `transcode`
 * per upload, id `media-<media_files id>`, added when the console files a video upload and the server has
 * ffmpeg. Every process that runs the app runs these jobs, one at a time (an encode already uses every core
 * it is given). The run writes into a folder of its own, transcoded/<media id>/<run>/ under DATA_DIR/media,
 * switches the rows to it in one transaction and only then removes the folders of earlier runs: a run
 * repeated after a crash, or two runs of one job (at least once), never leave rows naming a half-made or
 * removed folder.
 */

export const TRANSCODE_JOB = 'transcode';

export interface TranscodeJobData {
  mediaId: number;
}

/** The job's id within its kind (ids may not be bare numbers). */
export const transcodeJobId = (mediaId: number) => `media-${mediaId}`;

/** The media id a job id names, or null. */
export function mediaIdOfJob(id: string): number | null {
  const match = /^media-(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
}

/**
 * Queues the transcode of a filed video upload when this server can transcode (answers whether it did).
 * Without ffmpeg nothing is queued and the upload plays as uploaded.
 */
export async function queueTranscode(deps: Deps<'config' | 'jobs'>, mediaId: number): Promise<boolean> {
  if (!(await readTranscodeTools(deps)).ready) return false;
  // One run, no automatic retry: ffmpeg fails the same way on the same file, and an hour-long lecture would
  // spend an hour of the machine on it again. A run cut short by a stop or a crash is not an attempt
  // (decision 041) and runs again; the console retries a failed one.
  await deps.jobs.add<TranscodeJobData>(TRANSCODE_JOB, { mediaId }, { id: transcodeJobId(mediaId) });
  return true;
}

/**
 * The job's progress line: the step's code and what it works on (`hls: 360p/720p`), said in words by the
 * console in its reader's language (job-codes.ts).
 */
function stepLine(step: TranscodeStepName, plan: TranscodePlan | null): string {
  if (step === 'mp4') return encodeJobCode(step, plan ? `${plan.mp4.lines}p` : '');
  if (step === 'hls') return encodeJobCode(step, plan ? plan.rungs.map((r) => r.name).join('/') : '');
  return step;
}

/**
 * The job's progress as the pipeline tells it: each write waits for the one before (so a later figure is
 * never overwritten by an earlier one), and figures told while a write is waiting go out together in it.
 */
function progressWriter(run: JobRun<unknown>) {
  let percent = 0;
  let line = '';
  let queued = false;
  let chain = Promise.resolve();
  return {
    tell(next: { percent?: number; line?: string }) {
      if (next.percent !== undefined) percent = Math.max(percent, next.percent);
      if (next.line !== undefined) line = next.line;
      if (queued) return;
      queued = true;
      chain = chain.then(() => {
        queued = false;
        return run.progress(percent, line);
      });
    },
    settled: () => chain,
  };
}

/** Leftovers of runs that stopped before they were saved (their `.partial` folders), and the folder. */
async function prepareFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (name.endsWith('.partial')) await rm(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * After a run was saved: every other complete run's folder goes (a running one's `.partial` stays), on the
 * disk and in the bucket. A run still uploading to the bucket loses its objects: it is one that lost its
 * lease, and the run saved now replaced it.
 */
async function removeOtherRuns(dir: string, keep: string, s3: S3Store | null, prefix: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name !== keep && !name.endsWith('.partial')) {
      await rm(join(dir, name), { recursive: true, force: true });
    }
  }
  if (!s3) return;
  const others: string[] = [];
  for await (const object of s3.list(`${prefix}/`)) {
    if (!object.key.startsWith(`${prefix}/${keep}/`)) others.push(object.key);
  }
  for (const key of others) await s3.delete(key);
}

/**
 * The upload as a local file ffmpeg can read: on the disk as it is; in a bucket, downloaded into the cache
 * for the run (removed when it ends). Null when it is gone.
 */
async function sourceFile(
  deps: Deps<'config'>,
  source: MediaLocation | null,
  s3: S3Store | null,
  temporary: string,
): Promise<string | null> {
  if (source?.kind === 'local') return existsSync(source.file) ? source.file : null;
  if (source?.kind !== 's3' || !s3) return null;
  const file = join(
    deps.config.dataDir,
    'cache',
    'transcode-sources',
    `${temporary}${posix.extname(source.key)}`,
  );
  return (await downloadTo(s3, source.key, file)) ? file : null;
}

async function runTranscode(
  deps: Deps<'db' | 'config' | 'cache' | 'log'>,
  run: JobRun<TranscodeJobData>,
): Promise<void> {
  const { db, config } = deps;
  const media = await db
    .selectFrom('media_files')
    .select(['id', 'kind', 'path'])
    .where('id', '=', run.data.mediaId)
    .executeTakeFirst();
  const source = media?.kind === 'video' ? locateMedia(config.dataDir, media.path) : null;
  if (!media || !source) throw new AppError(TranscodeMessage.sourceMissing);
  // The outputs go to the site's store as it is chosen now (decision 044); the source is read where it is.
  const stores = await readMediaStores(deps);
  const runName = randomBytes(6).toString('hex');
  const input = await sourceFile(deps, source, stores.s3, `${media.id}-${runName}`);
  if (!input) throw new AppError(TranscodeMessage.sourceMissing);
  const downloaded = input !== (source.kind === 'local' ? source.file : '') ? input : null;

  const folder = mediaTranscodeFolder(media.id);
  const dir = join(config.dataDir, MEDIA_DIR, folder);
  await prepareFolder(dir);
  const outputDir = join(dir, runName);
  const bucket = stores.write.kind === 's3' ? stores.s3 : null;
  const progress = progressWriter(run as JobRun<unknown>);
  let saved = false;
  let uploaded = false;
  try {
    const result = await transcodeVideo(deps, {
      input,
      outputDir,
      signal: run.signal,
      // 100 once the rows are saved, not when the files are.
      onProgress: (percent) => progress.tell({ percent: Math.min(99, percent) }),
      onStep: (step, plan) => progress.tell({ line: stepLine(step, plan) }),
      encode: configuredEncode(config),
    });
    progress.tell({ line: encodeJobCode('save') });
    const captionSizes = await Promise.all(
      result.captions.map((c) =>
        stat(join(outputDir, c.path)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    if (bucket) {
      // ffmpeg wrote the folder on the disk; it is uploaded whole before any row names it.
      run.signal.throwIfAborted();
      progress.tell({ line: encodeJobCode('upload') });
      uploaded = true;
      await uploadFolder(bucket, outputDir, posix.join(folder, runName), contentTypeOf);
    }
    // A cancel or a lost lease that came during the last step: nothing is saved.
    run.signal.throwIfAborted();
    const runFolder = posix.join(folder, runName);
    const videos = await saveTranscode(
      db,
      media,
      transcodeColumns(bucket ? storedPath(bucket, runFolder) : runFolder, result, captionSizes),
    );
    saved = true;
    try {
      if (bucket) await rm(outputDir, { recursive: true, force: true });
      await removeOtherRuns(dir, runName, stores.s3, folder);
      // The pages show a video's duration (filled in here when it had none).
      if (videos.length > 0) {
        await deps.cache.invalidate('catalogue:');
        await deps.cache.invalidate('content:blocks:');
      }
    } catch (error) {
      // Saved and playing: an old folder left behind or a page cached a little longer is no failure.
      deps.log.warn({ err: error, media: media.id }, 'transcode saved, tidying up failed');
    }
    progress.tell({ percent: 100, line: encodeJobCode('done') });
  } catch (error) {
    if (!saved) {
      await rm(outputDir, { recursive: true, force: true });
      if (bucket && uploaded) {
        await deleteFolder(bucket, `${posix.join(folder, runName)}/`).catch((failure: unknown) =>
          deps.log.warn({ err: failure, media: media.id }, 'could not remove an unsaved run from the bucket'),
        );
      }
    }
    // Stopped (cancel, shutdown, lease lost): the queue decides what that means.
    if (run.signal.aborted) throw error;
    // The queue keeps an error code and a detail; the log keeps the whole error.
    if (error instanceof AppError) {
      deps.log.warn({ err: error, media: media.id }, 'transcode failed');
      throw jobErrorOf(error);
    }
    deps.log.error({ err: error, media: media.id }, 'transcode failed');
    const failed = new Error(
      encodeJobCode('unknown', error instanceof Error ? error.message : String(error)),
    );
    failed.cause = error;
    throw failed;
  } finally {
    if (downloaded) await rm(downloaded, { force: true });
    await progress.settled();
  }
}

/** This process runs the transcodes of uploads (called once by the app, in every process). */
export function registerTranscodeJobs(deps: Deps<'db' | 'config' | 'cache' | 'log' | 'jobs'>): void {
  deps.jobs.process<TranscodeJobData>(TRANSCODE_JOB, (run) => runTranscode(deps, run), { concurrency: 1 });
}
