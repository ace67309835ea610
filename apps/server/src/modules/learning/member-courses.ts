import type {
  EndpointData,
  getLearnedCourse,
  listLearnedCourses,
  listLikedCourses,
  listMemberCourses,
  listOwnedCoursePage,
} from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { type PageQuery, readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { isReachable, isVisible } from '#core/db/visible';
import { notFound } from '#core/errors';
import { formatDateTime, formatIso } from '#core/format';
import { findLikedCoursePage, getCourseListItemsByIds, hasActiveVip } from '#modules/catalogue';
import { learningExtras, NO_EXTRAS, presentCourseRecord } from './records';

type Db = Kysely<Database>;

/*
 * The study centre lists (meedu-api.md §1.3): 购买 = /member/courses (user_courses), 在学 =
 * /member/courses/learned (course_user_records), 收藏 = /member/courses/like (the catalogue's likes). Each item carries
 * learned_count, watch_record and last_view_video, so the card can show 已学完 N课时 / 共 M课时
 * (M = course.videos_count) and continue at the last video. Courses deleted or unpublished since drop out.
 */

/** GET /api/v2/member/courses: the same courses as plain course rows (courses gone since drop out). */
export async function listOwnedCourseRows(
  db: Db,
  userId: number,
  page: PageQuery,
): Promise<EndpointData<typeof listOwnedCoursePage>> {
  const base = db.selectFrom('user_courses').where('user_id', '=', userId);
  const { total, rows } = await readPage(base, page, (b) =>
    b.select(['course_id']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  const data = await getCourseListItemsByIds(
    db,
    rows.map((r) => r.course_id),
  );
  return { current_page: page.page, total, data };
}

export async function listOwnedCourses(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<EndpointData<typeof listMemberCourses>> {
  const base = db.selectFrom('user_courses').where('user_id', '=', userId);
  const { total, rows } = await readPage(base, { page, size }, (b) =>
    b.select(['course_id', 'charge_fen', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  const ids = rows.map((r) => r.course_id);
  const [courses, extras] = await Promise.all([
    getCourseListItemsByIds(db, ids),
    learningExtras(db, userId, ids),
  ]);
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  return {
    total,
    data: rows.flatMap((r) => {
      const course = courseOf.get(r.course_id);
      if (!course) return [];
      return [
        {
          course_id: r.course_id,
          user_id: userId,
          charge: fenToYuan(r.charge_fen),
          created_at: formatDateTime(Number(r.created_at)),
          ...(extras.get(r.course_id) ?? NO_EXTRAS),
          course,
        },
      ];
    }),
  };
}

/** GET /api/v3/member/courses/like: liked courses still visible, newest like first. */
export async function listLikedCourseCards(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<EndpointData<typeof listLikedCourses>> {
  const { total, rows } = await findLikedCoursePage(db, userId, page, size);
  const ids = rows.map((r) => r.course_id);
  const [items, extras] = await Promise.all([
    getCourseListItemsByIds(db, ids),
    learningExtras(db, userId, ids),
  ]);
  const courses = new Map(items.map((c) => [c.id, c]));
  return {
    total,
    data: rows.flatMap((r) => {
      const course = courses.get(r.course_id);
      if (!course) return [];
      const learning = extras.get(r.course_id) ?? NO_EXTRAS;
      return [
        { course_id: r.course_id, user_id: userId, created_at: formatIso(r.created_at), ...learning, course },
      ];
    }),
  };
}

export async function listStartedCourses(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<EndpointData<typeof listLearnedCourses>> {
  const base = db.selectFrom('course_user_records').where('user_id', '=', userId);
  const { total, rows } = await readPage(base, { page, size }, (b) =>
    b.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
  const ids = rows.map((r) => r.course_id);
  const [courses, extras, owned, vip] = await Promise.all([
    getCourseListItemsByIds(db, ids),
    learningExtras(db, userId, ids),
    ids.length
      ? db
          .selectFrom('user_courses')
          .select('course_id')
          .where('user_id', '=', userId)
          .where('course_id', 'in', ids)
          .execute()
      : [],
    hasActiveVip(db, userId),
  ]);
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  const ownedIds = new Set(owned.map((o) => o.course_id));
  return {
    total,
    data: rows.flatMap((r) => {
      const course = courseOf.get(r.course_id);
      if (!course) return [];
      // The same rule as canSeeCourse, for a whole page at once.
      const subscribed =
        course.is_free === 1 || (course.is_vip_free === 1 && vip) || ownedIds.has(r.course_id);
      return [
        {
          ...presentCourseRecord(r),
          ...(extras.get(r.course_id) ?? NO_EXTRAS),
          is_subscribe: subscribed ? 1 : 0,
          course,
        },
      ];
    }),
  };
}

export async function learnedCourseVideos(
  db: Db,
  userId: number,
  courseId: number,
): Promise<EndpointData<typeof getLearnedCourse>> {
  const now = Date.now();
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where(isReachable('courses', now))
    .executeTakeFirst();
  if (!course) throw notFound();
  const [videos, records] = await Promise.all([
    db
      .selectFrom('videos')
      .select(['id', 'title', 'published_at', 'duration'])
      .where('course_id', '=', courseId)
      .where(isVisible('videos', now))
      .orderBy('published_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('video_watch_records')
      .select(['video_id', 'watch_seconds', 'watched_at', 'created_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute(),
  ]);
  const recordOf = new Map(records.map((r) => [r.video_id, r]));
  return videos.map((v) => {
    const r = recordOf.get(v.id);
    return {
      id: v.id,
      title: v.title,
      published_at: formatDateTime(Number(v.published_at)),
      duration: v.duration,
      watch_record: r
        ? {
            watch_seconds: r.watch_seconds,
            watched_at: r.watched_at === null ? null : formatDateTime(Number(r.watched_at)),
            created_at: formatIso(Number(r.created_at)),
          }
        : null,
    };
  });
}
