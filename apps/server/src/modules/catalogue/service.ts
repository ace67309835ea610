import type { EndpointData, listCourseCategories, listCourses, TCourseListItem } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { pageNumbers } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { formatDateTime } from '#core/format';
import { courseOrder } from './course-order';
import { type CourseListRow, type CourseScene, findCourseCategories, findCoursesByIds } from './repo';

type Db = Kysely<Database>;

export const COURSES_PER_PAGE = 16;

export function presentCourseListItem(row: CourseListRow): TCourseListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    thumb: row.thumb,
    charge: fenToYuan(row.charge_fen),
    short_description: row.short_description,
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
    videos_count: Number(row.videos_count ?? 0),
    category:
      row.category_ref_id === null ? null : { id: row.category_ref_id, name: row.category_name ?? '' },
  };
}

export interface ListCoursesInput {
  page?: number;
  page_size?: number;
  category_id?: number;
  scene?: CourseScene;
}

/**
 * GET /api/v2/courses: MeEdu's filters, scenes and orders; `category_id` includes its direct children. The
 * page is cut from the list's cached order (course-order.ts), then only its rows are read.
 */
export async function listCoursePage(
  deps: Deps<'db' | 'cache'>,
  input: ListCoursesInput,
  ttlMs: number,
): Promise<EndpointData<typeof listCourses>> {
  const page = input.page ?? 1;
  const perPage = input.page_size ?? COURSES_PER_PAGE;
  const order = await courseOrder(deps, input, ttlMs);
  const ids = order.slice((page - 1) * perPage, page * perPage);
  return {
    data: await getCourseListItemsByIds(deps.db, ids),
    ...pageNumbers(order.length, { page, size: perPage }),
  };
}

/** Visible courses as list items in the order of `ids`; missing, hidden or unpublished ones are dropped. */
export async function getCourseListItemsByIds(db: Db, ids: number[]): Promise<TCourseListItem[]> {
  const rows = await findCoursesByIds(db, [...new Set(ids)], Date.now());
  const byId = new Map(rows.map((row) => [row.id, presentCourseListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** GET /api/v2/course_categories: top-level categories with their children. */
export async function listCourseCategoryTree(db: Db): Promise<EndpointData<typeof listCourseCategories>> {
  const rows = await findCourseCategories(db);
  const tops = rows.filter((row) => row.parent_id === 0);
  return tops.map((top) => ({ ...top, children: rows.filter((row) => row.parent_id === top.id) }));
}
