import { listCourses } from '@shuyuan/contract/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  courseListQuery,
  fetchCourses,
  readCourseFilters,
  useCourseCategoriesQuery,
  writeCourseFilters,
} from '#features/catalogue';
import { H5CourseItem, H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { LoadMore } from '../components/load-more';
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
  const list = useInfiniteQuery({
    queryKey: [listCourses.id, 'h5', base],
    queryFn: ({ pageParam }) => fetchCourses({ ...base, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
  const courses = list.data?.pages.flatMap((p) => p.data) ?? [];
  const chips: { id: number; label: string }[] = [
    { id: 0, label: t('h5:courses.all') },
    ...categories.map((c) => ({ id: c.id, label: i18n.language === 'en' && c.name_en ? c.name_en : c.name })),
  ];
  const hrefFor = (cid: number) => {
    const q = writeCourseFilters({ ...filters, cid, child: 0 }).toString();
    return q ? `/h5/courses?${q}` : '/h5/courses';
  };
  return (
    <H5Screen title={t('h5:courses.title')} tabs>
      <nav className="h5-chips" aria-label={t('h5:courses.categories')}>
        {chips.map((c) => (
          <Link
            key={c.id}
            to={hrefFor(c.id)}
            replace
            className={c.id === filters.cid ? 'h5-chip is-active' : 'h5-chip'}
            aria-current={c.id === filters.cid ? 'page' : undefined}
          >
            {c.label}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <H5ListSkeleton rows={5} />
      ) : list.isError ? (
        <H5Empty
          text={t('h5:loadFailed')}
          action={
            <button type="button" className="h5-btn" onClick={() => void list.refetch()}>
              {t('h5:retry')}
            </button>
          }
        />
      ) : courses.length === 0 ? (
        <H5Empty text={t('h5:courses.empty')} />
      ) : (
        <>
          <ul className="h5-courses h5-courses--page">
            {courses.map((c) => (
              <H5CourseItem key={c.id} course={c} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            showEnd={(list.data?.pages.length ?? 0) > 1}
          />
        </>
      )}
    </H5Screen>
  );
}
