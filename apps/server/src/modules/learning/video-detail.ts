import type { TVideoDetail } from '@shuyuan/contract';
import { isVisible } from '#core/db/visible';
import type { Deps } from '#core/deps';
import { notFound } from '#core/errors';
import { cachedCourseDetailBase, canSeeCourse } from '#modules/catalogue';
import { videoIdsOf, watchRecordsByVideo } from './records';
import { ensureCourseRecord } from './watch-writes';

/**
 * GET /api/v2/video/{id} (meedu-api.md §1.6): the video with its course, chapters and sibling videos from
 * the cached course detail, plus the caller's is_watch and progress. A member who may watch joins the
 * course here (a course_user_records row), as in MeEdu, so it appears under 在学.
 */
export async function getVideoDetail(
  deps: Deps<'db' | 'cache' | 'store'>,
  videoId: number,
  userId: number | null,
): Promise<TVideoDetail> {
  const now = Date.now();
  const { db } = deps;
  const row = await db
    .selectFrom('videos')
    .select(['id', 'course_id', 'render_desc'])
    .where('id', '=', videoId)
    .where(isVisible('videos', now))
    .executeTakeFirst();
  if (!row) throw notFound();
  const base = await cachedCourseDetailBase(deps, row.course_id, { userId });
  const video = Object.values(base.videos)
    .flat()
    .find((v) => v.id === videoId);
  if (!video) throw notFound();
  const isWatch = userId !== null && (await canSeeCourse(db, userId, base.course));
  if (userId !== null && isWatch) await ensureCourseRecord(db, userId, row.course_id, now);
  return {
    // Stored sanitised when written (decision 037).
    video: { ...video, render_desc: row.render_desc },
    videos: base.videos,
    chapters: base.chapters,
    course: base.course,
    is_watch: isWatch,
    video_watched_progress:
      userId === null ? {} : await watchRecordsByVideo(deps, userId, row.course_id, videoIdsOf(base)),
    buy_videos: [],
  };
}
