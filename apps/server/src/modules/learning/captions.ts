import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TPlayInfo } from '@shuyuan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { readMediaStores } from '#core/storage/media-storage';
import { isSafeKey, readText } from '#core/storage/object-store';
import { MEDIA_DIR, resolveInside } from './media/locate';
import { type MintContext, mediaUrl } from './media/mint';
import { PRIVATE_MEDIA_HEADERS } from './media/send-bytes';
import type { MediaClaims } from './media/token';
import { trimWebVtt } from './media/webvtt';

/*
 * Caption tracks in play info and on the signed media route. A track is a private file under
 * DATA_DIR/media (video_captions.path), handed out like the video: a signed address for this member and
 * login that expires with the play addresses. A preview gets only the cues inside the preview.
 */

/** Where uploaded caption files go, relative to DATA_DIR/media. */
export const CAPTIONS_FOLDER = 'captions';

export async function findCaptions(db: Kysely<Database>, videoId: number) {
  return db
    .selectFrom('video_captions')
    .select(['id', 'lang', 'label'])
    .where('video_id', '=', videoId)
    .orderBy('id')
    .execute();
}

/** The `subtitles` of play info: one signed address per track, named `<lang>.vtt` for the player. */
export function mintCaptionUrls(
  ctx: MintContext,
  rows: { id: number; lang: string; label: string }[],
): NonNullable<TPlayInfo['subtitles']> {
  return rows.map((row) => ({
    url: mediaUrl(ctx, { t: 'caption', r: row.id, f: '' }, `${row.lang}.vtt`),
    lang: row.lang,
    label: row.label,
  }));
}

/** The caption file on disk, or null when the row or the file is gone (or the path would leave media/). */
export function captionFileOnDisk(dataDir: string, path: string): string | null {
  return resolveInside(join(dataDir, MEDIA_DIR), path);
}

/** A caption track's text: a transcode's tracks may be in the bucket (`s3:<key>`), uploaded ones on disk. */
async function readCaption(deps: Deps<'db' | 'config'>, path: string): Promise<string | null> {
  if (path.startsWith('s3:')) {
    const { s3 } = await readMediaStores(deps);
    const key = path.slice(3);
    return s3 && isSafeKey(key) ? readText(s3, key) : null;
  }
  const file = captionFileOnDisk(deps.config.dataDir, path);
  return file ? readFile(file, 'utf8').catch(() => null) : null;
}

/**
 * Answers a verified caption token (the media route has checked signature, expiry, caller and login).
 * The track must still belong to the token's video; the answer is text/vtt, never cached.
 */
export async function sendCaption(
  { db, config }: Deps<'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: MediaClaims,
): Promise<'sent' | 'missing'> {
  const row = await db
    .selectFrom('video_captions')
    .select('path')
    .where('id', '=', claims.r)
    .where('video_id', '=', claims.v)
    .executeTakeFirst();
  const text = row ? await readCaption({ db, config }, row.path) : null;
  if (text === null) return 'missing';
  const body = claims.l > 0 ? trimWebVtt(text, claims.l) : text;
  reply
    .headers(PRIVATE_MEDIA_HEADERS)
    .header('accept-ranges', 'none')
    .header('content-type', 'text/vtt; charset=utf-8')
    .send(request.method === 'HEAD' ? undefined : body);
  return 'sent';
}
