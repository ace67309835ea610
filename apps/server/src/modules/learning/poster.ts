import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { readMediaStores } from '#core/storage/media-storage';
import { isSafeKey } from '#core/storage/object-store';
import { MEDIA_DIR, resolveInside } from './media/locate';
import { type MintContext, mediaUrl } from './media/mint';
import { sendLocalFile } from './media/send-bytes';
import type { MediaClaims } from './media/token';

/*
 * The poster frame a transcode made (poster.jpg, decision 042) as the picture the player shows before the
 * video plays. It lies in the transcode's private folder, so it is handed out like a caption: a signed
 * address for this member and login in play info, expiring with the play addresses, whose `r` names the
 * upload (media_files id) the video's renditions were made from.
 */

/** The upload whose transcode the video plays (its renditions say so), when that transcode has a poster. */
export async function findPoster(db: Kysely<Database>, videoId: number): Promise<number | null> {
  const row = await db
    .selectFrom('video_renditions')
    .innerJoin('media_transcodes', 'media_transcodes.media_id', 'video_renditions.transcode_media_id')
    .select('media_transcodes.media_id')
    .where('video_renditions.video_id', '=', videoId)
    .where('media_transcodes.poster', '!=', '')
    .limit(1)
    .executeTakeFirst();
  return row?.media_id ?? null;
}

export function mintPosterUrl(ctx: MintContext, mediaId: number): string {
  return mediaUrl(ctx, { t: 'poster', r: mediaId, f: '' }, 'poster.jpg');
}

/** How long the bucket's address of a poster lives: the member's page asks for it at once. */
const POSTER_REDIRECT_SECONDS = 300;

/**
 * Answers a verified poster token (the media route has checked signature, expiry, caller and login): the
 * video must still play that upload's transcode, whose poster is sent as a private file, or, when the
 * transcode lives in the bucket (`s3:<key>`, decision 044), redirected to a short pre-signed address as
 * playback is.
 */
export async function sendPoster(
  deps: Deps<'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  claims: MediaClaims,
): Promise<'sent' | 'missing'> {
  const row = await deps.db
    .selectFrom('media_transcodes')
    .innerJoin('video_renditions', 'video_renditions.transcode_media_id', 'media_transcodes.media_id')
    .select('media_transcodes.poster')
    .where('media_transcodes.media_id', '=', claims.r)
    .where('video_renditions.video_id', '=', claims.v)
    .limit(1)
    .executeTakeFirst();
  if (row?.poster.startsWith('s3:')) {
    const key = row.poster.slice('s3:'.length);
    const { s3 } = await readMediaStores(deps);
    if (!s3 || !isSafeKey(key)) return 'missing';
    reply.header('cache-control', 'private, no-store');
    await reply.redirect(await s3.presignGet(key, POSTER_REDIRECT_SECONDS), 302);
    return 'sent';
  }
  const root = join(deps.config.dataDir, MEDIA_DIR);
  const file = row?.poster ? resolveInside(root, row.poster) : null;
  if (!file) return 'missing';
  return sendLocalFile(request, reply, { kind: 'local', root, file }, { limit: 0, duration: 0 });
}
