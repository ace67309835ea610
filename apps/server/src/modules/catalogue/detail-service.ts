import type { TCourseDetail, TCourseVideo } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { sanitizeRichHtml } from '#core/sanitize';
import {
  findAttachments,
  findChapters,
  findCourseTeachers,
  findCourseVideos,
  findDetailCourse,
} from './detail-repo';

type Db = Kysely<Database>;

/**
 * The part of a course detail that is the same for every caller (cached). The caller's flags (bought, liked,
 * watch progress) are added by learning, which owns the progress.
 */
export type CourseDetailBase = Omit<TCourseDetail, 'isBuy' | 'is_buy' | 'isCollect' | 'videoWatchedProgress'>;

/** Loads the shared part of GET /api/v2/course/{id}; 404 when the course is missing or unpublished. */
export async function loadCourseDetailBase(db: Db, id: number): Promise<CourseDetailBase> {
  const now = Date.now();
  const row = await findDetailCourse(db, id, now);
  if (!row) throw notFound();
  const [chapters, videoRows, teachers, attach] = await Promise.all([
    findChapters(db, id),
    findCourseVideos(db, id, now),
    findCourseTeachers(db, id),
    findAttachments(db, id),
  ]);
  // Always an object keyed by chapter id (MeEdu's PHP turns 0..n-1 keys into an array; clients read both).
  const videos: Record<string, TCourseVideo[]> = {};
  for (const v of videoRows) {
    const { charge_fen, published_at, ...rest } = v;
    const video = { ...rest, charge: fenToYuan(charge_fen), published_at: formatDateTime(published_at) };
    const key = String(v.chapter_id);
    videos[key] = [...(videos[key] ?? []), video];
  }
  return {
    course: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      thumb: row.thumb,
      charge: fenToYuan(row.charge_fen),
      short_description: row.short_description,
      render_desc: sanitizeRichHtml(row.render_desc),
      seo_keywords: row.seo_keywords,
      seo_description: row.seo_description,
      published_at: formatDateTime(row.published_at),
      is_rec: row.is_rec,
      is_show: row.is_show,
      user_count: row.user_count,
      category_id: row.category_id,
      is_free: row.is_free,
      is_allow_comment: row.is_allow_comment,
      is_vip_free: row.is_vip_free,
      videos_count: videoRows.length,
      category:
        row.category_ref_id === null ? null : { id: row.category_ref_id, name: row.category_name ?? '' },
    },
    chapters,
    videos,
    teachers,
    attach,
    buyVideos: [],
  };
}
