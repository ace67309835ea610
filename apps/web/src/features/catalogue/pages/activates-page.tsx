import { useTranslation } from 'react-i18next';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { PageHead } from '#shared/page-head';
import { PagedList } from '#shared/paged-list';
import { positiveInt } from '#shared/query-params';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { ACTIVATES_PAGE_SIZE } from '../activate';
import { useActivateCategoriesQuery, useActivatesQuery } from '../api/activates';
import { ActivateCard } from '../components/activate-card';
import { CategoryFilter } from '../components/category-filter';
import '../i18n/register';

/** /activates?cid=&page= — offline courses by category (the footer's special categories link here too). */
export function ActivatesPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('activates.title'));
  const { params, page, go } = useListParams();
  const cid = positiveInt(params.get('cid'));
  const categories = useActivateCategoriesQuery().data ?? [];
  const list = useActivatesQuery({ page, page_size: ACTIVATES_PAGE_SIZE, ...(cid ? { cid } : {}) });

  return (
    <div className="container list-page">
      <PageHead title={t('activates.title')} intro={t('activates.intro')} />
      <CategoryFilter categories={categories} value={cid} onChange={(v) => go({ cid: v })} />
      <section className="list-results" aria-busy={list.isFetching} aria-label={t('activates.title')}>
        <PagedList
          query={list}
          page={page}
          pageSize={ACTIVATES_PAGE_SIZE}
          onPage={(p) => go({ cid, page: p })}
          skeleton={<CourseGridSkeleton count={6} />}
          failed={t('activates.loadFailed')}
          empty={t('activates.empty')}
          total={t('activates.total', { count: list.data?.total ?? 0 })}
        >
          {(items) => (
            <ul className="tile-grid activate-grid">
              {items.map((a) => (
                <li key={a.id}>
                  <ActivateCard activate={a} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
