import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

export type CourseScene = '' | 'free' | 'sub' | 'recom';

export interface CourseListFilter {
  /** The chosen category and its direct children; undefined: every category. */
  categoryIds?: number[];
  scene: CourseScene;
  now: number;
}

/** Visible to visitors: shown, published by `now`, not deleted. */
function selectVisibleCourses(db: Db, now: number) {
  return db.selectFrom('courses').where(isVisible('courses', now));
}

function applyFilter<O>(query: SelectQueryBuilder<Database, 'courses', O>, filter: CourseListFilter) {
  let q = query;
  if (filter.categoryIds) q = q.where('courses.category_id', 'in', filter.categoryIds);
  if (filter.scene === 'free') q = q.where('courses.is_free', '=', 1);
  if (filter.scene === 'recom') q = q.where('courses.is_rec', '=', 1);
  return q;
}

/** Visible, published videos of the outer course (MeEdu's `videos_count`). */
function countVisibleVideos(eb: ExpressionBuilder<Database, 'courses'>, now: number) {
  return eb
    .selectFrom('videos')
    .select((v) => v.fn.countAll<number | string>().as('n'))
    .whereRef('videos.course_id', '=', 'courses.id')
    .where(isVisible('videos', now));
}

/** The columns of a course list item plus its category and video count. */
function selectListColumns(query: SelectQueryBuilder<Database, 'courses', object>, now: number) {
  return query
    .leftJoin('categories', (join) =>
      join.onRef('categories.id', '=', 'courses.category_id').on('categories.deleted_at', 'is', null),
    )
    .select([
      'courses.id',
      'courses.title',
      'courses.slug',
      'courses.thumb',
      'courses.charge_fen',
      'courses.short_description',
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
      'categories.id as category_ref_id',
      'categories.name as category_name',
    ])
    .select((eb) => countVisibleVideos(eb, now).as('videos_count'));
}

export type CourseListRow = Awaited<ReturnType<typeof findCoursesByIds>>[number];

/**
 * The ids of every visible course of `filter`, in the list's order (MeEdu's orders; id breaks ties so pages
 * never overlap). Only ids: the order index covers them, and the rows are read a page at a time.
 */
export async function findCourseOrder(db: Db, filter: CourseListFilter): Promise<number[]> {
  let query = applyFilter(selectVisibleCourses(db, filter.now), filter).select('courses.id');
  if (filter.scene === 'recom') query = query.orderBy('courses.id', 'desc');
  else if (filter.scene === 'sub')
    query = query.orderBy('courses.user_count', 'desc').orderBy('courses.id', 'desc');
  else query = query.orderBy('courses.published_at', 'desc').orderBy('courses.id', 'desc');
  return (await query.execute()).map((row) => row.id);
}

/** Visible courses among `ids`, in no particular order. */
export async function findCoursesByIds(db: Db, ids: number[], now: number) {
  if (ids.length === 0) return [];
  return selectListColumns(selectVisibleCourses(db, now).where('courses.id', 'in', ids), now).execute();
}

export async function findChildCategoryIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('type', '=', 'course')
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** Shown online-course categories of both levels, ordered by sort. */
export async function findCourseCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'sort', 'name', 'name_en', 'parent_id'])
    .where('type', '=', 'course')
    .where(isVisible('categories'))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
