import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MIME, type MediaKind, type TAdminMedia, TRANSCODED_VIDEO_MIME } from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { FileStore } from '@tus/file-store';
import { fileTypeFromFile } from 'file-type';
import type { Selectable } from 'kysely';
import type { MediaFilesTable } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { readMediaStores, storedPath } from '#core/storage/media-storage';
import type { ObjectStore } from '#core/storage/object-store';
import { publicKeyOf } from '#core/storage/public-objects';
import { queueTranscode, readTranscodeTools } from '#modules/learning';
import { type AdminActor, audit, count } from '../context';
import { discardUpload, fileUpload, monthFolder, takeFinishedUpload } from './finished-upload';
import { MediaMessage } from './media-messages';

export function toMedia(row: Selectable<MediaFilesTable>): TAdminMedia {
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    name: row.name,
    url: row.path,
    mime: row.mime,
    size: count(row.size),
    created_at: Number(row.created_at),
  };
}

/** The uploaded name is shown, never used as a path; control characters go (PostgreSQL refuses NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const cleanName = (name: string) => name.replace(CONTROL, '').trim().slice(0, 200);

/**
 * Files a finished tus upload: it must be complete, and its content (magic bytes, not the name or the
 * browser's claim) must be one of the kind's types. Images move to storage/media/YYYYMM/<id>.<ext>, served
 * by /storage with nosniff and a sandboxing CSP; videos to media/uploads/YYYYMM/, which only the signed,
 * per-member media URLs of the learning module serve.
 */
export async function completeUpload(
  actor: AdminActor,
  store: FileStore,
  input: { upload_id: string; kind: MediaKind; name: string },
): Promise<TAdminMedia> {
  const { deps } = actor;
  const { upload, partial } = await takeFinishedUpload(deps, store, input.upload_id, input.kind);
  const sniffed = await fileTypeFromFile(partial).catch(() => undefined);
  const refusal = await refuseContent(deps, input.kind, sniffed?.mime);
  if (!sniffed || refusal) {
    await discardUpload(store, input.upload_id);
    throw new AppError(refusal ?? MediaMessage.notVideo);
  }
  const month = monthFolder();
  const fileName = `${input.upload_id}.${sniffed.ext}`;
  // Videos go where only the signed media route reads them (learning/media/locate.ts: a path without a
  // leading slash lives under DATA_DIR/media); images are public, under /storage.
  const { path, size } =
    input.kind === 'video'
      ? await fileVideo(deps, store, input.upload_id, partial, `uploads/${month}/${fileName}`, sniffed.mime)
      : await fileImage(
          deps,
          store,
          input.upload_id,
          partial,
          `/storage/media/${month}/${fileName}`,
          sniffed.mime,
        );
  const name = cleanName(input.name || (upload.metadata?.filename ?? ''));
  const stamp = Date.now();
  const row = await deps.db
    .insertInto('media_files')
    .values({
      kind: input.kind,
      name,
      path,
      mime: sniffed.mime,
      size,
      admin_id: actor.admin.id,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const media = toMedia(row);
  await audit(actor, 'media.upload', `media:${row.id}`, null, media);
  // With ffmpeg the video is transcoded in the background (decision 042); without it it plays as uploaded.
  // A queue that cannot be reached does not undo the upload: the console's retry queues it again.
  if (input.kind === 'video') {
    await queueTranscode(deps, row.id).catch((error: unknown) =>
      deps.log.error({ err: error, media: row.id }, 'could not queue the transcode of an upload'),
    );
  }
  return media;
}

/**
 * An image is public, at /storage/<path>: on the disk under DATA_DIR/storage, or in the bucket under
 * public/<path> (answered by a redirect, core/storage/public-objects.ts); the row's path is the same.
 */
async function fileImage(
  deps: Deps<'db' | 'config'>,
  tus: FileStore,
  uploadId: string,
  partial: string,
  path: string,
  mime: string,
) {
  const { write } = await readMediaStores(deps);
  const key = publicKeyOf(path);
  if (write.kind === 'local' || !key) {
    const target = mediaFileOnDisk(deps.config.dataDir, path);
    await fileUpload(partial, target);
    return { path, size: (await stat(target)).size };
  }
  const size = (await stat(partial)).size;
  await putUpload(write, key, partial, mime);
  await discardUpload(tus, uploadId);
  return { path, size };
}

/** Writes a finished upload to the bucket; a bucket that refuses it is said in words (the upload stays). */
async function putUpload(store: ObjectStore, key: string, partial: string, mime: string) {
  await store.putFile(key, partial, mime).catch((error: unknown) => {
    const failed = new AppError(msg('storage.uploadFailed'));
    failed.cause = error;
    throw failed;
  });
}

/**
 * A video goes to the site's media store (decision 044): on the disk it is moved under DATA_DIR/media, to a
 * bucket it is written and the upload removed, and its row names it `s3:<key>`. A bucket that refuses it
 * leaves the upload in place, so completing it again once the bucket is fixed files it.
 */
async function fileVideo(
  deps: Deps<'db' | 'config'>,
  tus: FileStore,
  uploadId: string,
  partial: string,
  key: string,
  mime: string,
) {
  const { write } = await readMediaStores(deps);
  if (write.kind === 'local') {
    const target = mediaFileOnDisk(deps.config.dataDir, key);
    await fileUpload(partial, target);
    return { path: key, size: (await stat(target)).size };
  }
  const size = (await stat(partial)).size;
  await putUpload(write, key, partial, mime);
  await discardUpload(tus, uploadId);
  return { path: storedPath(write, key), size };
}

/**
 * Why sniffed content is refused for a kind, or null when it is taken. Besides what browsers play, a server
 * with ffmpeg takes the other common containers, which it transcodes; without ffmpeg they are refused with
 * the reason (a browser cannot play an MKV served as it is).
 */
async function refuseContent(
  deps: Deps<'config'>,
  kind: MediaKind,
  mime: string | undefined,
): Promise<string | null> {
  if (mime && MEDIA_MIME[kind].includes(mime)) return null;
  if (kind === 'image') return MediaMessage.notImage;
  if (!mime || !TRANSCODED_VIDEO_MIME.includes(mime)) return MediaMessage.notVideo;
  return (await readTranscodeTools(deps)).ready ? null : MediaMessage.needsFfmpeg;
}

/** Where a media_files path lives on disk: `/storage/…` under DATA_DIR, anything else under DATA_DIR/media. */
export function mediaFileOnDisk(dataDir: string, path: string): string {
  return path.startsWith('/storage/') ? join(dataDir, path.slice(1)) : join(dataDir, 'media', path);
}
