import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from '@tus/file-store';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { uploadsDir } from './tus';

type Upload = Awaited<ReturnType<FileStore['getUpload']>>;

/**
 * A tus upload the console finishes (a media file or a course attachment): it must exist, have been
 * created for this kind, and be complete. Answers the upload and where its bytes lie.
 */
export async function takeFinishedUpload(
  deps: Deps<'config'>,
  store: FileStore,
  uploadId: string,
  kind: string,
): Promise<{ upload: Upload; partial: string }> {
  const upload = await store.getUpload(uploadId).catch(() => null);
  if (!upload) throw notFound('上传不存在');
  if (upload.metadata?.kind !== kind) throw new AppError('文件类型错误');
  if (upload.size === undefined || upload.offset !== upload.size) throw new AppError('文件尚未上传完成');
  return { upload, partial: join(uploadsDir(deps), uploadId) };
}

/** Drops an upload whose content was refused, so nothing of it stays on disk. */
export async function discardUpload(store: FileStore, uploadId: string): Promise<void> {
  await store.remove(uploadId).catch(() => undefined);
}

/** Moves a finished upload's bytes to their place (its tus bookkeeping file goes). */
export async function fileUpload(partial: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await rename(partial, target);
  await rm(`${partial}.json`, { force: true });
}

/** YYYYMM (UTC) of now: uploads are filed by month, so no folder grows without bound. */
export function monthFolder(now = new Date()): string {
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}
