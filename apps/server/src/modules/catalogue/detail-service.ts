import type { TCourseDetail, TCourseVideo } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { jsonRows } from '#core/db/json-rows';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { findCourseVideos, findDetailCourse } from './detail-repo';
import { presentCourseListItem } from './service';

type Db = Kysely<Database>;

/**
 * The part of a course detail that is the same for every caller (cached). The caller's flags (bought, liked,
 * watch progress) are added by learning, which owns the progress.
 */
export type CourseDetailBase = Omit<TCourseDetail, 'isBuy' | 'is_buy' | 'isCollect' | 'videoWatchedProgress'>;

/** The shared part of a course detail, and whether the course is listed (shown) or only reachable by link. */
export interface LoadedCourseDetail {
  base: CourseDetailBase;
  listed: boolean;
}

/**
 * Loads the shared part of GET /api/v2/course/{id}; 404 when the course is missing, deleted or scheduled
 * (unless `preview`: an administrator's, which opens any course not deleted).
 */
export async function loadCourseDetail(db: Db, id: number, preview = false): Promise<LoadedCourseDetail> {
  const now = Date.now();
  // Two statements, side by side: the course with its chapters, teachers and attachments, and its videos.
  const [row, videoRows] = await Promise.all([
    findDetailCourse(db, id, now, preview),
    findCourseVideos(db, id, now),
  ]);
  if (!row) throw notFound();
  // Always an object keyed by chapter id (MeEdu's PHP turns 0..n-1 keys into an array; clients read both).
  const videos: Record<string, TCourseVideo[]> = {};
  for (const v of videoRows) {
    const { charge_fen, published_at, ...rest } = v;
    const video = { ...rest, charge: fenToYuan(charge_fen), published_at: formatDateTime(published_at) };
    const key = String(v.chapter_id);
    const list = videos[key];
    if (list) list.push(video);
    else videos[key] = [video];
  }
  const base = {
    course: {
      ...presentCourseListItem({ ...row, videos_count: videoRows.length }),
      // Stored sanitised when written (decision 037).
      render_desc: row.render_desc,
    },
    chapters: jsonRows(row.chapters),
    videos,
    teachers: jsonRows(row.teachers),
    attach: jsonRows(row.attach),
    buyVideos: [],
  };
  // SQLite answers 1/0, PostgreSQL a boolean.
  return { base, listed: Boolean(Number(row.listed)) };
}
