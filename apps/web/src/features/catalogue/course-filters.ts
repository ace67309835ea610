import { positiveInt } from '#shared/query-params';

export type CourseScene = '' | 'free' | 'sub';

export const COURSES_PAGE_SIZE = 16;

export interface CourseFilters {
  cid: number;
  child: number;
  scene: CourseScene;
  page: number;
}

/** /courses?cid=&child=&scene=&page= → filters (bad values fall back to "all" and page 1). */
export function readCourseFilters(params: URLSearchParams): CourseFilters {
  const scene = params.get('scene');
  return {
    cid: positiveInt(params.get('cid')),
    child: positiveInt(params.get('child')),
    scene: scene === 'free' || scene === 'sub' ? scene : '',
    page: positiveInt(params.get('page')) || 1,
  };
}

/** Filters → query string, leaving defaults out so the address stays short. */
export function writeCourseFilters(f: CourseFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.cid) p.set('cid', String(f.cid));
  if (f.cid && f.child) p.set('child', String(f.child));
  if (f.scene) p.set('scene', f.scene);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The listCourses query of the filters: the sub-category wins over its parent. */
export function courseListQuery(f: CourseFilters) {
  const categoryId = f.child || f.cid;
  return {
    page: f.page,
    page_size: COURSES_PAGE_SIZE,
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(f.scene ? { scene: f.scene } : {}),
  };
}
