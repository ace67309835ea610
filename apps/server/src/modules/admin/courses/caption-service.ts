import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CaptionFields, CaptionMessage, type TAdminCaption } from '@shuyuan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VideoCaptionsTable } from '#core/db/schema';
import { isUniqueViolation } from '#core/db/unique-violation';
import { AppError, notFound } from '#core/errors';
import { CAPTIONS_FOLDER, captionFileOnDisk, checkWebVtt } from '#modules/learning';
import { type AdminActor, audit } from '../context';
import { findLiveRow } from '../find-row';

/*
 * Caption tracks of a video: list, upload (checked to be UTF-8 WebVTT), delete. The file is named by the
 * server (captions/<video id>/<32 hex>.vtt under DATA_DIR/media); the row is written only once the file
 * is, and the file is removed again when the row cannot be, so neither exists without the other.
 */

const toCaption = (row: Selectable<VideoCaptionsTable>): TAdminCaption => ({
  id: row.id,
  video_id: row.video_id,
  lang: row.lang,
  label: row.label,
  size: Number(row.size),
  created_at: Number(row.created_at),
});

const findLiveVideo = (db: Kysely<Database>, id: number) => findLiveRow(db, 'videos', id, '视频不存在');

export async function listCaptions(db: Kysely<Database>, videoId: number): Promise<TAdminCaption[]> {
  await findLiveVideo(db, videoId);
  const rows = await db
    .selectFrom('video_captions')
    .selectAll()
    .where('video_id', '=', videoId)
    .orderBy('id')
    .execute();
  return rows.map(toCaption);
}

/** The form fields by the contract's schema; its messages, joined as the endpoint layer joins them. */
function parseFields(fields: Record<string, string>) {
  const parsed = CaptionFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError([...new Set(parsed.error.issues.map((issue) => issue.message))].join(','));
}

/** Writes through a temporary name, so a half-written file is never what a row points at. */
async function writeCaptionFile(dataDir: string, videoId: number, bytes: Buffer): Promise<string> {
  const path = `${CAPTIONS_FOLDER}/${videoId}/${randomBytes(16).toString('hex')}.vtt`;
  const file = captionFileOnDisk(dataDir, path);
  if (!file) throw new Error(`caption path outside media: ${path}`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.part`, bytes, { flag: 'wx' });
  await rename(`${file}.part`, file);
  return path;
}

/** Only files this service wrote: a row may also point at a shared one (the demo captions). */
const UPLOADED_CAPTION = new RegExp(`^${CAPTIONS_FOLDER}/\\d+/[0-9a-f]{32}\\.vtt$`);

async function removeCaptionFile(dataDir: string, path: string): Promise<void> {
  const file = UPLOADED_CAPTION.test(path) ? captionFileOnDisk(dataDir, path) : null;
  if (file) await rm(file, { force: true });
}

export async function uploadCaption(
  actor: AdminActor,
  videoId: number,
  fields: Record<string, string>,
  bytes: Buffer,
): Promise<TAdminCaption> {
  const { deps } = actor;
  await findLiveVideo(deps.db, videoId);
  const input = parseFields(fields);
  const check = checkWebVtt(bytes);
  if (!check.ok)
    throw new AppError(check.reason === 'utf8' ? CaptionMessage.notUtf8 : CaptionMessage.notWebVtt);
  // Asked first so the usual refusal writes no file; the unique index still decides a race.
  const taken = await deps.db
    .selectFrom('video_captions')
    .select('id')
    .where('video_id', '=', videoId)
    .where('lang', '=', input.lang)
    .executeTakeFirst();
  if (taken) throw new AppError(CaptionMessage.langTaken);
  const path = await writeCaptionFile(deps.config.dataDir, videoId, bytes);
  const now = Date.now();
  let row: Selectable<VideoCaptionsTable>;
  try {
    row = await deps.db
      .insertInto('video_captions')
      .values({
        video_id: videoId,
        lang: input.lang,
        label: input.label,
        path,
        size: bytes.length,
        admin_id: actor.admin.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await removeCaptionFile(deps.config.dataDir, path);
    if (isUniqueViolation(error)) throw new AppError(CaptionMessage.langTaken);
    throw error;
  }
  const caption = toCaption(row);
  await audit(actor, 'video.caption_upload', `video:${videoId}`, null, caption);
  return caption;
}

export async function deleteCaption(actor: AdminActor, id: number): Promise<void> {
  const { deps } = actor;
  const row = await deps.db.selectFrom('video_captions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CaptionMessage.missing);
  const deleted = await deps.db.deleteFrom('video_captions').where('id', '=', id).executeTakeFirst();
  // A concurrent delete already removed row and file.
  if (Number(deleted.numDeletedRows) === 0) throw notFound(CaptionMessage.missing);
  await removeCaptionFile(deps.config.dataDir, row.path);
  await audit(actor, 'video.caption_delete', `video:${row.video_id}`, toCaption(row), null);
}
