import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { DEMO_HLS_PLAYLIST, demoMediaFile, demoVideoPath } from './media';

/**
 * The demo videos made from sample-1 are offered in two qualities: the MP4 itself (默认, first, which any
 * browser plays) and its AES-128 HLS cut (HLS 加密), so the player and the single-use key route can be
 * tried on a fresh site.
 */
export async function insertDemoRenditions(db: Kysely<Database>, hlsKey: string): Promise<number> {
  const mp4 = demoVideoPath(demoMediaFile.videos[0] as string);
  const videos = await db.selectFrom('videos').select('id').where('url', '=', mp4).execute();
  if (videos.length === 0) return 0;
  const now = Date.now();
  await db
    .insertInto('video_renditions')
    .values(
      videos.flatMap((v) => [
        {
          video_id: v.id,
          name: '默认',
          format: 'mp4',
          url: mp4,
          sort: 0,
          hls_key: null,
          created_at: now,
          updated_at: now,
        },
        {
          video_id: v.id,
          name: 'HLS 加密',
          format: 'm3u8',
          url: DEMO_HLS_PLAYLIST,
          sort: 1,
          hls_key: hlsKey,
          created_at: now,
          updated_at: now,
        },
      ]),
    )
    .execute();
  return videos.length;
}
