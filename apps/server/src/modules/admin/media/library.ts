import { rm } from 'node:fs/promises';
import type { MediaKind } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { readMediaStores } from '#core/storage/media-storage';
import { publicKeyOf } from '#core/storage/public-objects';
import { forgetTranscode, TRANSCODE_JOB, transcodeJobId } from '#modules/learning';
import { type AdminActor, audit } from '../context';
import { likePattern } from '../courses/course-list';
import { findRow } from '../find-row';
import { mediaFileOnDisk, toMedia } from './complete';

export async function listMedia(
  db: Kysely<Database>,
  q: { page: number; size: number; kind?: MediaKind; keywords?: string },
) {
  let base = db.selectFrom('media_files');
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.keywords) base = base.where(sql<boolean>`name like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return { total, data: rows.map(toMedia) };
}

/**
 * Removes the row and its file (a video or cover still pointing at it will no longer load); a video's
 * transcode goes with it: its job is cancelled, its qualities, captions and folder removed.
 */
export async function deleteMedia(actor: AdminActor, id: number): Promise<void> {
  const { deps } = actor;
  const row = await findRow(deps.db, 'media_files', id, '文件不存在');
  await deps.db.deleteFrom('media_files').where('id', '=', id).execute();
  // The path was built by completeUpload: never from user input.
  const { s3 } = await readMediaStores(deps);
  if (row.path.startsWith('s3:')) {
    await s3?.delete(row.path.slice(3));
  } else {
    await rm(mediaFileOnDisk(deps.config.dataDir, row.path), { force: true });
    // A public image may be in the bucket under the same site path.
    const key = publicKeyOf(row.path);
    if (s3 && key) {
      await s3
        .delete(key)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, media: id }, 'could not remove a public image from the bucket'),
        );
    }
  }
  if (row.kind === 'video') {
    await deps.jobs.cancel(TRANSCODE_JOB, transcodeJobId(id));
    await forgetTranscode(deps, id);
  }
  await audit(actor, 'media.delete', `media:${id}`, toMedia(row), null);
}
