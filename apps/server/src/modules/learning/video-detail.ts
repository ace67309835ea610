import type { TVideoDetail } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { canSeeCourse } from '../catalogue/access';
import { type CourseDetailBase, loadCourseDetailBase } from '../catalogue/detail-service';
import { sanitizeRichHtml } from '../content/sanitize';
import { ensureCourseRecord } from './completion';
import { watchRecordsByVideo } from './records';

/** The catalogue's cached course detail (same key and lifetime, so admin writes invalidate both). */
const COURSE_BASE_TTL_MS = 30_000;

/**
 * GET /api/v2/video/{id} (meedu-api.md §1.6): the video with its course, chapters and sibling videos from
 * the cached course detail, plus the caller's is_watch and progress. A member who may watch joins the
 * course here (a course_user_records row), as in MeEdu, so it appears under 在学.
 */
export async function getVideoDetail(
  app: FastifyInstance,
  videoId: number,
  userId: number | null,
): Promise<TVideoDetail> {
  const now = Date.now();
  const row = await app.db
    .selectFrom('videos')
    .select(['id', 'course_id', 'render_desc'])
    .where('id', '=', videoId)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  const base = await app.cache.get<CourseDetailBase>(
    `catalogue:course:${row.course_id}:base`,
    COURSE_BASE_TTL_MS,
    () => loadCourseDetailBase(app.db, row.course_id),
  );
  const video = Object.values(base.videos)
    .flat()
    .find((v) => v.id === videoId);
  if (!video) throw notFound();
  const isWatch = userId !== null && (await canSeeCourse(app.db, userId, base.course));
  if (userId !== null && isWatch) await ensureCourseRecord(app.db, userId, row.course_id, now);
  return {
    video: { ...video, render_desc: sanitizeRichHtml(row.render_desc) },
    videos: base.videos,
    chapters: base.chapters,
    course: base.course,
    is_watch: isWatch,
    video_watched_progress: userId === null ? {} : await watchRecordsByVideo(app.db, userId, row.course_id),
    buy_videos: [],
  };
}
