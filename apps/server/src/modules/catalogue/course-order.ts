import type { Deps } from '#core/deps';
import { type CourseScene, findChildCategoryIds, findCourseOrder } from './repo';

/*
 * The whole order of one course list (a category or none, a scene) as ids, kept in the catalogue cache
 * beside the pages (docs/decisions/038-catalogue-reads-on-a-large-catalogue.md). A page is a slice of it and
 * the total its length, so page 600 of 10,000 courses costs what page 1 does: no OFFSET walk, no count over
 * every visible row, and video counts are read for the page's 16 rows only. The writers that drop the
 * pages (`catalogue:`) drop this too; a course scheduled to appear does so within the TTL, as the pages do.
 */

export interface CourseOrderKey {
  category_id?: number;
  scene?: CourseScene;
}

/** `ttlMs`: the pages' (CATALOGUE_TTL_MS, passed in: course-cache.ts reads this module through service.ts). */
export async function courseOrder(
  deps: Deps<'db' | 'cache'>,
  key: CourseOrderKey,
  ttlMs: number,
): Promise<number[]> {
  const scene = key.scene ?? '';
  const categoryId = key.category_id ?? 0;
  return deps.cache.get(`catalogue:course-order:${categoryId}:${scene}`, ttlMs, async () => {
    // The chosen category and its direct children (MeEdu's rule); 0 or none: every category.
    const categoryIds = categoryId
      ? [categoryId, ...(await findChildCategoryIds(deps.db, categoryId))]
      : undefined;
    return findCourseOrder(deps.db, { categoryIds, scene, now: Date.now() });
  });
}
