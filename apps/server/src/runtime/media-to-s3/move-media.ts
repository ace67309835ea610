import { rm, stat } from 'node:fs/promises';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { readStorageSettings, s3StoreFor } from '#core/storage/media-storage';
import { contentTypeOf } from '#modules/learning';
import { alreadyThere, filesToMove } from './media-files';
import { moveRows, type RowCounts } from './move-rows';

/*
 * `npm run media:to-s3` (decision 044): copies every media file of the disk to the bucket set up in the
 * console, checking each against what the bucket already has (size and ETag), so a run that was stopped
 * skips what is there and goes on; then, once every file is there, switches the rows to the bucket and
 * chooses S3 for new uploads. `deleteLocal` removes the disk's copies of the files it checked in the bucket.
 */

export interface MoveProgress {
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
  skipped: number;
  key: string;
}

export interface MoveResult {
  files: number;
  copied: number;
  skipped: number;
  bytes: number;
  rows: RowCounts;
  deleted: number;
}

export class MoveError extends Error {}

export async function moveMediaToS3(
  deps: { db: Kysely<Database>; dataDir: string },
  options: { deleteLocal?: boolean; onProgress?: (p: MoveProgress) => void; signal?: AbortSignal } = {},
): Promise<MoveResult> {
  const { s3 } = await readStorageSettings(deps.db);
  if (!s3) throw new MoveError(msg('storage.moveNeedsS3'));
  const store = s3StoreFor(s3);
  const files = await filesToMove(deps.dataDir);
  const sizes = await Promise.all(files.map((f) => stat(f.file).then((s) => s.size)));
  const progress: MoveProgress = {
    done: 0,
    total: files.length,
    bytesDone: 0,
    bytesTotal: sizes.reduce((a, b) => a + b, 0),
    skipped: 0,
    key: '',
  };
  options.onProgress?.({ ...progress });
  let copied = 0;
  for (const [i, local] of files.entries()) {
    options.signal?.throwIfAborted();
    const size = sizes[i] ?? 0;
    progress.key = local.key;
    if (await alreadyThere(store, local, size)) {
      progress.skipped += 1;
    } else {
      await store.putFile(local.key, local.file, contentTypeOf(local.key));
      // Checked as a later run would check it: a store that kept something else is caught now.
      if (!(await alreadyThere(store, local, size)))
        throw new MoveError(`${local.key}: ${msg('storage.sizeMismatch')}`);
      copied += 1;
    }
    progress.done += 1;
    progress.bytesDone += size;
    options.onProgress?.({ ...progress });
  }
  const moved = new Set(files.map((f) => f.key));
  const rows = await moveRows(deps.db, moved);
  const now = Date.now();
  await deps.db
    .insertInto('app_config')
    .values({ key: 'media.storage', value: JSON.stringify('s3'), is_private: 1, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('s3'), updated_at: now }))
    .execute();
  let deleted = 0;
  if (options.deleteLocal) {
    for (const local of files) {
      await rm(local.file, { force: true });
      deleted += 1;
    }
  }
  return {
    files: files.length,
    copied,
    skipped: progress.skipped,
    bytes: progress.bytesTotal,
    rows,
    deleted,
  };
}
