import { listCourses } from '@shuyuan/contract/catalogue';
import { Link, useSearchParams } from 'react-router';
import {
  courseListQuery,
  fetchCourses,
  readCourseFilters,
  useCourseCategoriesQuery,
  writeCourseFilters,
} from '#features/catalogue';
import { categoryOptions } from '#shared/filter-row';
import { H5CourseItem } from '../components/h5-course-item';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

/**
 * /h5/courses?cid=: the course list with a category strip and infinite scroll. The address uses the desktop
 * list's parameters (course-filters.ts), so 电脑版 keeps the chosen category.
 */
export function H5CoursesPage() {
  const { t, i18n } = useH5Translation();
  const [params] = useSearchParams();
  const filters = { ...readCourseFilters(params), page: 1 };
  const categories = useCourseCategoriesQuery().data ?? [];
  const base = courseListQuery(filters);
  const list = useH5Pages({
    queryKey: [listCourses.id, 'h5', base],
    pageSize: base.page_size,
    fetchPage: (page) => fetchCourses({ ...base, page }),
  });
  const chips = categoryOptions(t('h5:courses.all'), categories, i18n.language);
  const hrefFor = (cid: number) => {
    const q = writeCourseFilters({ ...filters, cid, child: 0 }).toString();
    return q ? `/h5/courses?${q}` : '/h5/courses';
  };
  return (
    <H5Screen title={t('h5:courses.title')} tabs>
      <nav className="h5-chips" aria-label={t('h5:courses.categories')}>
        {chips.map((c) => (
          <Link
            key={c.value}
            to={hrefFor(c.value)}
            replace
            className={c.value === filters.cid ? 'h5-chip is-active' : 'h5-chip'}
            aria-current={c.value === filters.cid ? 'page' : undefined}
          >
            {c.label}
          </Link>
        ))}
      </nav>
      <H5PagedList query={list} skeletonRows={5} failed={t('h5:loadFailed')} empty={t('h5:courses.empty')}>
        {(courses) => (
          <ul className="h5-courses h5-courses--page">
            {courses.map((c) => (
              <H5CourseItem key={c.id} course={c} />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
