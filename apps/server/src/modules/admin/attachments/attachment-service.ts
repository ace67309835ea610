import { rm, stat } from 'node:fs/promises';
import {
  ATTACHMENT_UPLOAD_KIND,
  type AttachmentInput,
  attachmentExtension,
  type TAdminAttachment,
} from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { FileStore } from '@tus/file-store';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { CourseAttachmentsTable, Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { readMediaStores, storedPath } from '#core/storage/media-storage';
import { type AdminActor, audit, CATALOGUE_PREFIXES, count, invalidate } from '../context';
import { findCourse } from '../courses/course-service';
import { findRow } from '../find-row';
import { discardUpload, fileUpload, monthFolder, takeFinishedUpload } from '../media/finished-upload';
import { ATTACHMENT_DIR, attachmentOnDisk, attachmentPath, contentMatchesExtension } from './attachment-file';

type Input = z.output<typeof AttachmentInput>;
type Row = Selectable<CourseAttachmentsTable>;

export function toAdminAttachment(row: Row): TAdminAttachment {
  return {
    id: row.id,
    course_id: row.course_id,
    name: row.name,
    extension: row.extension,
    size: count(row.size),
    only_buyer: row.only_buyer === 1,
    download_times: count(row.download_times),
    created_at: Number(row.created_at),
  };
}

/** Buyers download under this name: it keeps the file's real ending, so the saved file opens. */
function withExtension(name: string, extension: string): string {
  if (attachmentExtension(name) === extension) return name;
  return `${name.slice(0, 200 - extension.length - 1)}.${extension}`;
}

const findAttachment = (db: Kysely<Database>, id: number): Promise<Row> =>
  findRow(db, 'course_attachments', id, '附件不存在');

export async function listAttachments(deps: Deps<'db'>, courseId: number): Promise<TAdminAttachment[]> {
  await findCourse(deps.db, courseId);
  const rows = await deps.db
    .selectFrom('course_attachments')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
  return rows.map(toAdminAttachment);
}

/**
 * Files a finished tus upload as an attachment of the course: the ending comes from the uploaded file's
 * name and must be allowed, the content must match it, and the path is built here (never sent by the
 * client), under DATA_DIR/private/attachments/, which only the buyers' one-time download reads.
 */
export async function createAttachment(
  actor: AdminActor,
  store: FileStore,
  courseId: number,
  input: Input & { upload_id: string },
): Promise<TAdminAttachment> {
  const { deps } = actor;
  await findCourse(deps.db, courseId);
  const { upload, partial } = await takeFinishedUpload(deps, store, input.upload_id, ATTACHMENT_UPLOAD_KIND);
  const extension = attachmentExtension(upload.metadata?.filename ?? '');
  if (!(await contentMatchesExtension(partial, extension))) {
    await discardUpload(store, input.upload_id);
    throw new AppError('文件内容与类型不符');
  }
  const local = attachmentPath(monthFolder(), input.upload_id, extension);
  // In the bucket (decision 044) under the same path as on the disk, named `s3:<path>`; downloads are
  // streamed through the server either way (the sign is single-use, the name is ours to set).
  const { write } = await readMediaStores(deps);
  const size = (await stat(partial)).size;
  let path = local;
  if (write.kind === 's3') {
    await write.putFile(local, partial, 'application/octet-stream').catch((error: unknown) => {
      const failed = new AppError(msg('storage.uploadFailed'));
      failed.cause = error;
      throw failed;
    });
    await discardUpload(store, input.upload_id);
    path = storedPath(write, local);
  } else {
    await fileUpload(partial, attachmentOnDisk(deps.config.dataDir, local));
  }
  const now = Date.now();
  const row = await deps.db
    .insertInto('course_attachments')
    .values({
      course_id: courseId,
      name: withExtension(input.name, extension),
      path,
      size,
      extension,
      only_buyer: input.only_buyer ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const attachment = toAdminAttachment(row);
  await audit(actor, 'attachment.create', `attachment:${row.id}`, null, { ...attachment, path });
  await invalidate(deps, ...CATALOGUE_PREFIXES);
  return attachment;
}

export async function updateAttachment(actor: AdminActor, id: number, input: Input): Promise<void> {
  const { deps } = actor;
  const before = await findAttachment(deps.db, id);
  const after = await deps.db
    .updateTable('course_attachments')
    .set({
      name: withExtension(input.name, before.extension),
      only_buyer: input.only_buyer ? 1 : 0,
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(
    actor,
    'attachment.update',
    `attachment:${id}`,
    toAdminAttachment(before),
    toAdminAttachment(after),
  );
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

/**
 * Removes the row and, for a file this console uploaded, the file. Other paths (the demo's copies, rows
 * imported from MeEdu) may be shared or managed elsewhere, so only the row goes.
 */
export async function deleteAttachment(actor: AdminActor, id: number): Promise<void> {
  const { deps } = actor;
  const before = await findAttachment(deps.db, id);
  await deps.db.deleteFrom('course_attachments').where('id', '=', id).execute();
  if (before.path.startsWith(`${ATTACHMENT_DIR}/`) && !before.path.includes('..'))
    await rm(attachmentOnDisk(deps.config.dataDir, before.path), { force: true });
  if (before.path.startsWith(`s3:${ATTACHMENT_DIR}/`)) {
    const { s3 } = await readMediaStores(deps);
    await s3?.delete(before.path.slice(3));
  }
  await audit(
    actor,
    'attachment.delete',
    `attachment:${id}`,
    { ...toAdminAttachment(before), path: before.path },
    null,
  );
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}
