import type { Kysely } from 'kysely';
import { jsonArrayOf } from '#core/db/json-rows';
import { preparedQuery } from '#core/db/prepared-query';
import type { Database } from '#core/db/schema';
import { isPreviewable, isReachable, isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/*
 * The queries of a course detail, each of one fixed shape compiled once (prepared-query.ts): the detail is
 * read for every course a visitor opens, and with ids spread over a large catalogue the read-mostly cache
 * mostly misses, so this is the path each of those requests pays for: two statements, the course with its
 * short lists and the videos. Checked with the query plan on both databases (docs/decisions/037): every part
 * is a primary-key or an index search on course_id.
 */

/**
 * The course row with its category, chapters, teachers and attachments: one statement (json-rows.ts), and
 * the category from scalar subqueries rather than a left join, which SQLite answered several times slower
 * on a primary key (decision 037). PostgreSQL plans each part as an index lookup too.
 */
function courseWithParts(db: Db, now: number) {
  return (
    db
      .selectFrom('courses')
      // What the page shows: not the Markdown source (original_desc), which can be long and is only edited.
      .select([
        'courses.id',
        'courses.title',
        'courses.slug',
        'courses.thumb',
        'courses.charge_fen',
        'courses.short_description',
        'courses.render_desc',
        'courses.seo_keywords',
        'courses.seo_description',
        'courses.published_at',
        'courses.is_rec',
        'courses.is_show',
        'courses.user_count',
        'courses.category_id',
        'courses.is_free',
        'courses.is_allow_comment',
        'courses.is_vip_free',
      ])
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
        jsonArrayOf(
          db,
          eb
            .selectFrom('course_chapters')
            .select([
              'course_chapters.id',
              'course_chapters.course_id',
              'course_chapters.title',
              'course_chapters.sort',
            ])
            .whereRef('course_chapters.course_id', '=', 'courses.id')
            .orderBy('course_chapters.sort')
            .orderBy('course_chapters.id'),
        ).as('chapters'),
        jsonArrayOf(
          db,
          eb
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
            .whereRef('course_teachers.course_id', '=', 'courses.id')
            .orderBy('teachers.sort')
            .orderBy('teachers.id'),
        ).as('teachers'),
        jsonArrayOf(
          db,
          eb
            .selectFrom('course_attachments')
            .select([
              'course_attachments.id',
              'course_attachments.name',
              'course_attachments.size',
              'course_attachments.extension',
            ])
            .whereRef('course_attachments.course_id', '=', 'courses.id')
            .orderBy('course_attachments.id'),
        ).as('attach'),
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
  courseWithParts(db, a.now).where('courses.id', '=', a.id).where(isReachable('courses', a.now)),
);

const previewableCourse = preparedQuery((db, a: CourseArgs) =>
  courseWithParts(db, a.now).where('courses.id', '=', a.id).where(isPreviewable('courses')),
);

export type DetailCourseRow = Awaited<ReturnType<ReturnType<typeof courseWithParts>['execute']>>[number];

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

export function findAllTeachers(db: Db) {
  return db
    .selectFrom('teachers')
    .select(['id', 'name', 'name_en', 'avatar', 'title', 'description'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
