import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isReachable, isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/** A video that may be played now, with the course fields that decide access. */
export interface PlayableVideo {
  id: number;
  course_id: number;
  title: string;
  url: string;
  duration: number;
  free_seconds: number;
  ban_drag: number;
  course: { id: number; title: string; is_free: number; is_vip_free: number };
}

/**
 * A shown, published, undeleted video of a published, undeleted course (MeEdu does not check the
 * course's is_show here either: a hidden course stays playable for its buyers).
 */
export async function findPlayableVideo(
  db: Db,
  videoId: number,
  now = Date.now(),
): Promise<PlayableVideo | null> {
  const row = await db
    .selectFrom('videos as v')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .select([
      'v.id',
      'v.course_id',
      'v.title',
      'v.url',
      'v.duration',
      'v.free_seconds',
      'v.ban_drag',
      'c.title as course_title',
      'c.is_free',
      'c.is_vip_free',
    ])
    .where('v.id', '=', videoId)
    .where(isVisible('videos', now, 'v'))
    .where(isReachable('courses', now, 'c'))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    url: row.url,
    duration: row.duration,
    free_seconds: row.free_seconds,
    ban_drag: row.ban_drag,
    course: {
      id: row.course_id,
      title: row.course_title,
      is_free: row.is_free,
      is_vip_free: row.is_vip_free,
    },
  };
}

export interface RenditionRow {
  id: number;
  name: string;
  format: string;
  url: string;
  hls_key: string | null;
}

/** The qualities of a video in display order (best first, as the admin sorted them). */
export function findRenditions(db: Db, videoId: number): Promise<RenditionRow[]> {
  return db
    .selectFrom('video_renditions')
    .select(['id', 'name', 'format', 'url', 'hls_key'])
    .where('video_id', '=', videoId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Ids of the visible, published videos of a course (what course progress counts). */
export async function countCourseVideos(db: Db, courseId: number, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('course_id', '=', courseId)
    .where(isVisible('videos', now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
