import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CourseCard, CourseGrid } from '#shared/course-card';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { categoryOptions, FilterRow } from '#shared/filter-row';
import { PageHead } from '#shared/page-head';
import { PagedList } from '#shared/paged-list';
import { usePageTitle } from '#shared/use-page-title';
import { useCourseCategoriesQuery } from '../api/list-course-categories';
import { useCoursesQuery } from '../api/list-courses';
import {
  COURSES_PAGE_SIZE,
  type CourseFilters,
  type CourseScene,
  courseListQuery,
  readCourseFilters,
  writeCourseFilters,
} from '../course-filters';
import '../i18n/register';

export function CoursesPage() {
  const { t, i18n } = useTranslation('catalogue');
  usePageTitle(t('courses.title'));
  const [params, setParams] = useSearchParams();
  const filters = readCourseFilters(params);
  const categories = useCourseCategoriesQuery().data ?? [];
  const courses = useCoursesQuery(courseListQuery(filters));

  const update = (next: Partial<CourseFilters>) => {
    setParams(writeCourseFilters({ ...filters, ...next }));
  };
  const parent = categories.find((c) => c.id === filters.cid);

  return (
    <div className="container courses-page">
      <PageHead title={t('courses.heading')} intro={t('courses.intro')} />

      <section className="surface list-filters" aria-label={t('courses.scene')}>
        <FilterRow<number>
          label={t('courses.category')}
          value={filters.cid}
          options={categoryOptions(t('courses.all'), categories, i18n.language)}
          onChange={(cid) => update({ cid, child: 0, page: 1 })}
        />
        {parent && parent.children.length > 0 && (
          <FilterRow<number>
            sub
            label={t('courses.subCategory')}
            value={filters.child}
            options={categoryOptions(t('courses.all'), parent.children, i18n.language)}
            onChange={(child) => update({ child, page: 1 })}
          />
        )}
        <FilterRow<CourseScene>
          label={t('courses.scene')}
          value={filters.scene}
          options={[
            { value: '', label: t('courses.all') },
            { value: 'free', label: t('courses.sceneFree') },
            { value: 'sub', label: t('courses.sceneHot') },
          ]}
          onChange={(scene) => update({ scene, page: 1 })}
        />
      </section>

      <section
        className="courses-page__list"
        aria-busy={courses.isFetching}
        aria-label={t('courses.heading')}
      >
        <PagedList
          query={courses}
          page={filters.page}
          pageSize={COURSES_PAGE_SIZE}
          onPage={(page) => update({ page })}
          skeleton={<CourseGridSkeleton count={8} />}
          failed={t('courses.loadFailed')}
          empty={t('courses.empty')}
          total={t('courses.total', { count: courses.data?.total ?? 0 })}
        >
          {(items) => (
            <CourseGrid>
              {items.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} headingLevel={2} />
                </li>
              ))}
            </CourseGrid>
          )}
        </PagedList>
      </section>
    </div>
  );
}
