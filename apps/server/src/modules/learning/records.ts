import type { TCourseUserRecord, TLearningExtras, TVideoWatchRecord } from '@shuyuan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { CourseUserRecordsTable, Database, VideoWatchRecordsTable } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { formatDateTime, formatIso } from '#core/format';
import { readLivePositions } from './play-session';
import { type PositionWrite, upsertPositions } from './watch-writes';

type Db = Kysely<Database>;

/*
 * The learning rows in MeEdu's shapes: Eloquent timestamps as ISO-8601, the uncast watched_at as
 * `YYYY-MM-DD HH:mm:ss`, a missing row as `[]`.
 */

export function presentWatchRecord(row: Selectable<VideoWatchRecordsTable>): TVideoWatchRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    course_id: row.course_id,
    video_id: row.video_id,
    watch_seconds: row.watch_seconds,
    watched_at: row.watched_at === null ? null : formatDateTime(Number(row.watched_at)),
    created_at: formatIso(Number(row.created_at)),
    updated_at: formatIso(Number(row.updated_at)),
  };
}

export function presentCourseRecord(row: Selectable<CourseUserRecordsTable>): TCourseUserRecord {
  return {
    id: row.id,
    course_id: row.course_id,
    user_id: row.user_id,
    is_watched: row.is_watched,
    watched_at: row.watched_at === null ? null : formatDateTime(Number(row.watched_at)),
    progress: row.progress,
    created_at: formatIso(Number(row.created_at)),
    updated_at: formatIso(Number(row.updated_at)),
  };
}

/** The ids of a course detail's videos (grouped by chapter). */
export function videoIdsOf(base: { videos: Record<string, { id: number }[]> }): number[] {
  return Object.values(base.videos)
    .flat()
    .map((v) => v.id);
}

async function courseWatchRows(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('video_watch_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/**
 * A member's watch records of one course, keyed by video id (video_watched_progress), as far as the member
 * has really got (issue 20): a position reported a moment ago may still wait in a progress buffer, so the
 * live positions of the course's videos are read from the shared store, and any ahead of its row is
 * written now (the buffer's later write of the same position changes nothing).
 */
export async function watchRecordsByVideo(
  deps: Deps<'db' | 'store'>,
  userId: number,
  courseId: number,
  videoIds: readonly number[],
): Promise<Record<string, TVideoWatchRecord>> {
  let [rows, live] = await Promise.all([
    courseWatchRows(deps.db, userId, courseId),
    readLivePositions(deps, userId, videoIds),
  ]);
  const stored = new Map(rows.map((row) => [row.video_id, row]));
  const now = Date.now();
  const ahead: PositionWrite[] = [];
  for (const [videoId, { courseId: of, seconds }] of live) {
    const row = stored.get(videoId);
    if (of === courseId && (!row || (row.watched_at === null && row.watch_seconds < seconds)))
      ahead.push({ userId, courseId, videoId, watchSeconds: seconds, at: now });
  }
  if (ahead.length > 0) {
    await upsertPositions(deps.db, ahead);
    rows = await courseWatchRows(deps.db, userId, courseId);
  }
  return Object.fromEntries(rows.map((row) => [String(row.video_id), presentWatchRecord(row)]));
}

/** learned_count, watch_record and last_view_video of each listed course, in three queries. */
export async function learningExtras(
  db: Db,
  userId: number,
  courseIds: number[],
): Promise<Map<number, TLearningExtras>> {
  const extras = new Map<number, TLearningExtras>();
  if (courseIds.length === 0) return extras;
  const ids = [...new Set(courseIds)];
  // One read of the member's watch rows for these courses gives both the finished count and the latest.
  const [courseRows, watchRows] = await Promise.all([
    db
      .selectFrom('course_user_records')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', 'in', ids)
      .execute(),
    db
      .selectFrom('video_watch_records')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', 'in', ids)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const countOf = new Map<number, number>();
  const recordOf = new Map(courseRows.map((r) => [r.course_id, presentCourseRecord(r)]));
  const lastOf = new Map<number, TVideoWatchRecord>();
  for (const row of watchRows) {
    if (row.watched_at !== null) countOf.set(row.course_id, (countOf.get(row.course_id) ?? 0) + 1);
    if (!lastOf.has(row.course_id)) lastOf.set(row.course_id, presentWatchRecord(row));
  }
  for (const id of ids) {
    extras.set(id, {
      learned_count: countOf.get(id) ?? 0,
      watch_record: recordOf.get(id) ?? [],
      last_view_video: lastOf.get(id) ?? [],
    });
  }
  return extras;
}

export const NO_EXTRAS: TLearningExtras = { learned_count: 0, watch_record: [], last_view_video: [] };
