import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { DEMO_CAPTIONS, demoMediaFile, demoVideoPath } from './media';

/**
 * English and Chinese captions on the first lesson of each free demo course (the lessons a visitor opens
 * first; all are sample-1, which the captions were written for), so a fresh site shows the CC button.
 */
export async function insertDemoCaptions(db: Kysely<Database>, assetsDir: string): Promise<number> {
  const firstLessons = await db
    .selectFrom('videos as v')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .select((eb) => eb.fn.min<number>('v.id').as('id'))
    .where('c.is_free', '=', 1)
    .where('v.url', '=', demoVideoPath(demoMediaFile.videos[0] as string))
    .groupBy('v.course_id')
    .execute();
  if (firstLessons.length === 0) return 0;
  const now = Date.now();
  await db
    .insertInto('video_captions')
    .values(
      firstLessons.flatMap((video) =>
        DEMO_CAPTIONS.map((caption) => ({
          video_id: Number(video.id),
          lang: caption.lang,
          label: caption.label,
          path: demoVideoPath(caption.file),
          size: statSync(join(assetsDir, caption.file)).size,
          created_at: now,
          updated_at: now,
        })),
      ),
    )
    .execute();
  return firstLessons.length;
}
