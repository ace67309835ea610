import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { readMediaStores } from '#core/storage/media-storage';
import { deleteFolder } from '#core/storage/object-store';
import { MEDIA_DIR } from '../media/locate';
import {
  type Db,
  type MediaTranscodeRow,
  mediaTranscodeFolder,
  type SavedCaption,
  savedCaptions,
  savedRenditions,
  type transcodeColumns,
} from './transcode-row';

/*
 * What a completed transcode of an upload leaves in the database (decision 042, "Integration"): one
 * media_transcodes row per upload, and, for every video whose url is the upload's path, its qualities
 * (video_renditions rows marked with the upload's id: the master playlist first when there are several
 * rungs, then each rung best first, each with its own AES-128 key), its duration when it had none, and the
 * upload's caption tracks in the languages the video has no track of yet. Rows an administrator added
 * (transcode_media_id null) are never touched; rows of an earlier transcode are replaced, in one transaction.
 */

/**
 * Stores a completed transcode of upload `media` and gives its qualities to every video that plays the
 * upload, in one transaction (a repeated run replaces the rows of the earlier one). Answers the videos.
 */
export async function saveTranscode(
  db: Kysely<Database>,
  media: { id: number; path: string },
  columns: ReturnType<typeof transcodeColumns>,
  now = Date.now(),
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media_transcodes')
      .values({ ...columns, media_id: media.id, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('media_id').doUpdateSet({ ...columns, updated_at: now }))
      .execute();
    const row = await trx
      .selectFrom('media_transcodes')
      .selectAll()
      .where('media_id', '=', media.id)
      .executeTakeFirstOrThrow();
    const videos = await trx
      .selectFrom('videos')
      .select(['id', 'duration'])
      .where('url', '=', media.path)
      .execute();
    for (const video of videos) await attachTranscode(trx, video, row, now);
    return videos.map((v) => v.id);
  });
}

/** What the player gets of a saved transcode: the master (with several rungs), then the rungs, best first. */
function renditionRows(videoId: number, row: MediaTranscodeRow, now: number) {
  const rungs = savedRenditions(row);
  const sources = [
    ...(rungs.length > 1 && row.master
      ? [{ name: msg('learning.qualityAuto'), url: row.master, hls_key: null }]
      : []),
    ...rungs.map((r) => ({ name: r.name, url: r.playlist, hls_key: r.key })),
  ];
  return sources.map((source, sort) => ({
    ...source,
    video_id: videoId,
    format: 'm3u8',
    sort,
    transcode_media_id: row.media_id,
    created_at: now,
    updated_at: now,
  }));
}

/** A label for the player's caption menu when the upload named none: the language in itself (中文, English). */
function captionLabel(caption: SavedCaption, lang: string): string {
  if (caption.label?.trim()) return caption.label.trim().slice(0, 32);
  if (lang === 'und') return msg('learning.captionUntagged');
  try {
    return (new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang).slice(0, 32);
  } catch {
    return lang;
  }
}

async function attachTranscode(
  trx: Transaction<Database>,
  video: { id: number; duration: number },
  row: MediaTranscodeRow,
  now: number,
): Promise<void> {
  // Every transcode's rows go, not only this upload's: the video plays this upload now.
  await trx
    .deleteFrom('video_renditions')
    .where('video_id', '=', video.id)
    .where('transcode_media_id', 'is not', null)
    .execute();
  const rows = renditionRows(video.id, row, now);
  if (rows.length > 0) await trx.insertInto('video_renditions').values(rows).execute();
  if (video.duration <= 0 && row.duration > 0) {
    await trx
      .updateTable('videos')
      .set({ duration: row.duration, updated_at: now })
      .where('id', '=', video.id)
      .execute();
  }
  for (const caption of savedCaptions(row)) {
    // An untagged track is `und` (undetermined): one per video, like every other language.
    const lang = caption.lang ?? 'und';
    if (lang.length > 16) continue;
    await trx
      .insertInto('video_captions')
      .values({
        video_id: video.id,
        lang,
        label: captionLabel(caption, lang),
        path: caption.path,
        size: caption.size,
        admin_id: 0,
        created_at: now,
        updated_at: now,
      })
      // The video has a track in that language already (uploaded in the console, or an earlier transcode's).
      .onConflict((oc) => oc.columns(['video_id', 'lang']).doNothing())
      .execute();
  }
}

/** The saved transcode of the upload a video url names (`uploads/…`), or null. */
async function transcodeOfUrl(db: Db, url: string): Promise<MediaTranscodeRow | null> {
  const path = url.trim();
  if (!path) return null;
  const row = await db
    .selectFrom('media_transcodes as t')
    .innerJoin('media_files as m', 'm.id', 't.media_id')
    .selectAll('t')
    .where('m.path', '=', path)
    .where('m.kind', '=', 'video')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * After the console saved a video: when its url names a transcoded upload, it gets that transcode's
 * qualities (and duration, captions); when it names anything else, the rows of a transcode it played before
 * go. The rows are re-made only on a new video or a changed url (`replace`), or when the video lacks them:
 * re-making them would end the signed addresses members are playing. A video saved with duration 0 gets
 * the probed one in any case.
 */
export async function syncVideoTranscode(
  db: Kysely<Database>,
  videoId: number,
  options: { replace: boolean },
): Promise<void> {
  const video = await db
    .selectFrom('videos')
    .select(['id', 'url', 'duration'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!video) return;
  const row = await transcodeOfUrl(db, video.url);
  const now = Date.now();
  const attached =
    row &&
    (await db
      .selectFrom('video_renditions')
      .select('id')
      .where('video_id', '=', video.id)
      .where('transcode_media_id', '=', row.media_id)
      .executeTakeFirst());
  if (!options.replace && (attached || !row)) {
    if (row && video.duration <= 0 && row.duration > 0) {
      await db
        .updateTable('videos')
        .set({ duration: row.duration, updated_at: now })
        .where('id', '=', video.id)
        .execute();
    }
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (row) return attachTranscode(trx, video, row, now);
    await trx
      .deleteFrom('video_renditions')
      .where('video_id', '=', video.id)
      .where('transcode_media_id', 'is not', null)
      .execute();
  });
}

/**
 * An upload deleted from the media library: its transcode's rows (qualities, captions, the saved result)
 * and its folder go. The videos that named it fall back to their url, which no longer loads either.
 */
export async function forgetTranscode(deps: Deps<'db' | 'config'>, mediaId: number): Promise<void> {
  const folder = mediaTranscodeFolder(mediaId);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('video_renditions').where('transcode_media_id', '=', mediaId).execute();
    await trx
      .deleteFrom('video_captions')
      .where((eb) => eb.or([eb('path', 'like', `${folder}/%`), eb('path', 'like', `s3:${folder}/%`)]))
      .execute();
    await trx.deleteFrom('media_transcodes').where('media_id', '=', mediaId).execute();
  });
  await rm(join(deps.config.dataDir, MEDIA_DIR, folder), { recursive: true, force: true });
  // Runs written to a bucket (decision 044) go too.
  const { s3 } = await readMediaStores(deps);
  if (s3) await deleteFolder(s3, `${folder}/`);
}

/** For the console: the qualities (best first) and duration of the saved transcodes of these uploads. */
export async function readSavedTranscodes(
  db: Kysely<Database>,
  mediaIds: number[],
): Promise<Map<number, { renditions: string[]; duration: number }>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('media_transcodes')
    .select(['media_id', 'renditions', 'duration'])
    .where('media_id', 'in', mediaIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.media_id,
      { renditions: savedRenditions(row).map((r) => r.name), duration: Number(row.duration) },
    ]),
  );
}
