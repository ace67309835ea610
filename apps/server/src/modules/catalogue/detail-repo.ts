import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isPreviewable, isReachable, isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/**
 * A course as its detail page loads it: published and not deleted (anything not deleted for an
 * administrator's preview). `is_show` is not checked here (MeEdu): a hidden course stays reachable by its
 * link for those who bought it, which course-cache.ts decides per caller from `is_show`.
 */
export function findDetailCourse(db: Db, id: number, now: number, preview = false) {
  return (
    db
      .selectFrom('courses')
      .leftJoin('categories', (join) =>
        join.onRef('categories.id', '=', 'courses.category_id').on('categories.deleted_at', 'is', null),
      )
      .selectAll('courses')
      .select(['categories.id as category_ref_id', 'categories.name as category_name'])
      // Whether visitors may see it at all (visible.ts's rule), for the buyers-only decision of course-cache.ts.
      .select(isVisible('courses', now).as('listed'))
      .where('courses.id', '=', id)
      .where(preview ? isPreviewable('courses') : isReachable('courses', now))
      .executeTakeFirst()
  );
}

export function findChapters(db: Db, courseId: number) {
  return db
    .selectFrom('course_chapters')
    .select(['id', 'course_id', 'title', 'sort'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Shown, published, not deleted videos of a course, by published_at. */
export function findCourseVideos(db: Db, courseId: number, now: number) {
  return db
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
    .where('course_id', '=', courseId)
    .where(isVisible('videos', now))
    .orderBy('published_at')
    .orderBy('id')
    .execute();
}

export function findCourseTeachers(db: Db, courseId: number) {
  return db
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
    .where('course_teachers.course_id', '=', courseId)
    .orderBy('teachers.sort')
    .orderBy('teachers.id')
    .execute();
}

export function findAttachments(db: Db, courseId: number) {
  return db
    .selectFrom('course_attachments')
    .select(['id', 'name', 'size', 'extension'])
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
}

export function findAllTeachers(db: Db) {
  return db
    .selectFrom('teachers')
    .select(['id', 'name', 'name_en', 'avatar', 'title', 'description'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
