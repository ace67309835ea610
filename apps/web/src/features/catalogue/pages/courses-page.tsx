import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CourseCard, CourseGrid } from '#shared/course-card';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { FilterRow } from '#shared/filter-row';
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
import '#shared/list-page.css';

export function CoursesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('courses.title'));
  const en = i18n.language === 'en';
  const [params, setParams] = useSearchParams();
  const filters = readCourseFilters(params);
  const categories = useCourseCategoriesQuery().data ?? [];
  const courses = useCoursesQuery(courseListQuery(filters));

  const update = (next: Partial<CourseFilters>) => {
    setParams(writeCourseFilters({ ...filters, ...next }));
  };
  const name = (c: { name: string; name_en: string }) => (en && c.name_en ? c.name_en : c.name);
  const parent = categories.find((c) => c.id === filters.cid);
  const total = courses.data?.total ?? 0;
  const items = courses.data?.data ?? [];

  return (
    <div className="container courses-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('courses.heading')}</h1>
        <p className="page-head__intro">{t('courses.intro')}</p>
      </header>

      <section className="list-filters" aria-label={t('courses.scene')}>
        <FilterRow<number>
          label={t('courses.category')}
          value={filters.cid}
          options={[
            { value: 0, label: t('courses.all') },
            ...categories.map((c) => ({ value: c.id, label: name(c) })),
          ]}
          onChange={(cid) => update({ cid, child: 0, page: 1 })}
        />
        {parent && parent.children.length > 0 && (
          <FilterRow<number>
            sub
            label={t('courses.subCategory')}
            value={filters.child}
            options={[
              { value: 0, label: t('courses.all') },
              ...parent.children.map((c) => ({ value: c.id, label: name(c) })),
            ]}
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
        {courses.isPending ? (
          <CourseGridSkeleton count={8} />
        ) : courses.isError ? (
          <Result
            status="warning"
            title={t('courses.loadFailed')}
            extra={
              <Button type="primary" onClick={() => void courses.refetch()}>
                {t('app.retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <Empty className="list-empty" description={t('courses.empty')} />
        ) : (
          <>
            <p className="list-total" aria-live="polite">
              {t('courses.total', { count: total })}
            </p>
            <CourseGrid>
              {items.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} headingLevel={2} />
                </li>
              ))}
            </CourseGrid>
          </>
        )}
        {total > COURSES_PAGE_SIZE && (
          <Pagination
            className="list-pager"
            align="center"
            current={filters.page}
            pageSize={COURSES_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </section>
    </div>
  );
}
