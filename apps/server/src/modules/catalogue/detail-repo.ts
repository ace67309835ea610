import type { Kysely } from 'kysely';
import { preparedQuery } from '#core/db/prepared-query';
import type { Database } from '#core/db/schema';
import { isPreviewable, isReachable, isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/*
 * The queries of a course detail, each of one fixed shape compiled once (prepared-query.ts): the detail is
 * read for every course a visitor opens, and with ids spread over a large catalogue the read-mostly cache
 * mostly misses, so this is the path each of those requests pays for. Checked with the query plan on both
 * databases (docs/decisions/037): every query is a primary-key or an index search on course_id.
 */

/**
 * The course row and its category: scalar subqueries rather than a left join. SQLite answers the join on a
 * primary key ~5× slower than the same row with two subqueries (measured in decision 037); PostgreSQL plans
 * both as index lookups.
 */
function courseWithCategory(db: Db, now: number) {
  return (
    db
      .selectFrom('courses')
      .selectAll('courses')
      .select((eb) => [
        eb
          .selectFrom('categories')
          .select('categories.id')
          .whereRef('categories.id', '=', 'courses.category_id')
          .where('categories.deleted_at', 'is', null)
          .as('category_ref_id'),
        eb
          .selectFrom('categories')
          .select('categories.name')
          .whereRef('categories.id', '=', 'courses.category_id')
          .where('categories.deleted_at', 'is', null)
          .as('category_name'),
      ])
      // Whether visitors may see it at all (visible.ts's rule), for the buyers-only decision of course-cache.ts.
      .select(isVisible('courses', now).as('listed'))
  );
}

interface CourseArgs {
  id: number;
  now: number;
}

const reachableCourse = preparedQuery((db, a: CourseArgs) =>
  courseWithCategory(db, a.now).where('courses.id', '=', a.id).where(isReachable('courses', a.now)),
);

const previewableCourse = preparedQuery((db, a: CourseArgs) =>
  courseWithCategory(db, a.now).where('courses.id', '=', a.id).where(isPreviewable('courses')),
);

export type DetailCourseRow = Awaited<ReturnType<ReturnType<typeof courseWithCategory>['execute']>>[number];

/**
 * A course as its detail page loads it: published and not deleted (anything not deleted for an
 * administrator's preview). `is_show` is not checked here (MeEdu): a hidden course stays reachable by its
 * link for those who bought it, which course-cache.ts decides per caller from `is_show`.
 */
export async function findDetailCourse(
  db: Db,
  id: number,
  now: number,
  preview = false,
): Promise<DetailCourseRow | undefined> {
  const rows = await (preview ? previewableCourse : reachableCourse)(db, { id, now });
  return rows[0];
}

export const findChapters = (db: Db, courseId: number) => chapters(db, { courseId });

const chapters = preparedQuery((db, a: { courseId: number }) =>
  db
    .selectFrom('course_chapters')
    .select(['id', 'course_id', 'title', 'sort'])
    .where('course_id', '=', a.courseId)
    .orderBy('sort')
    .orderBy('id'),
);

/** Shown, published, not deleted videos of a course, by published_at. */
export const findCourseVideos = (db: Db, courseId: number, now: number) => videos(db, { courseId, now });

const videos = preparedQuery((db, a: { courseId: number; now: number }) =>
  db
    .selectFrom('videos')
    .select([
      'id',
      'course_id',
      'chapter_id',
      'title',
      'slug',
      'view_num',
      'seo_keywords',
      'seo_description',
      'published_at',
      'charge_fen',
      'duration',
      'is_ban_sell',
      'free_seconds',
      'ban_drag',
      'is_allow_comment',
    ])
    .where('course_id', '=', a.courseId)
    .where(isVisible('videos', a.now))
    .orderBy('published_at')
    .orderBy('id'),
);

export const findCourseTeachers = (db: Db, courseId: number) => teachers(db, { courseId });

const teachers = preparedQuery((db, a: { courseId: number }) =>
  db
    .selectFrom('course_teachers')
    .innerJoin('teachers', 'teachers.id', 'course_teachers.teacher_id')
    .select([
      'teachers.id',
      'teachers.name',
      'teachers.name_en',
      'teachers.avatar',
      'teachers.title',
      'teachers.description',
    ])
    .where('course_teachers.course_id', '=', a.courseId)
    .orderBy('teachers.sort')
    .orderBy('teachers.id'),
);

export const findAttachments = (db: Db, courseId: number) => attachments(db, { courseId });

const attachments = preparedQuery((db, a: { courseId: number }) =>
  db
    .selectFrom('course_attachments')
    .select(['id', 'name', 'size', 'extension'])
    .where('course_id', '=', a.courseId)
    .orderBy('id'),
);

export function findAllTeachers(db: Db) {
  return db
    .selectFrom('teachers')
    .select(['id', 'name', 'name_en', 'avatar', 'title', 'description'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
