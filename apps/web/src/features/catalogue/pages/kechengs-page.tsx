import { useTranslation } from 'react-i18next';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { PageHead } from '#shared/page-head';
import { PagedList } from '#shared/paged-list';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { KECHENGS_PAGE_SIZE, useKechengsQuery } from '../api/kechengs';
import { KechengCard } from '../components/kecheng-card';
import '../i18n/register';

/** /kechengs?page= — the 专栏 (course series), by the console's order. */
export function KechengsPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('kechengs.title'));
  const { page, go } = useListParams();
  const list = useKechengsQuery(page);
  return (
    <div className="container list-page">
      <PageHead title={t('kechengs.title')} intro={t('kechengs.intro')} />
      <section className="list-results" aria-busy={list.isFetching} aria-label={t('kechengs.title')}>
        <PagedList
          query={list}
          page={page}
          pageSize={KECHENGS_PAGE_SIZE}
          onPage={(p) => go({ page: p })}
          skeleton={<CourseGridSkeleton count={8} />}
          failed={t('kechengs.loadFailed')}
          empty={t('kechengs.empty')}
          total={t('kechengs.total', { count: list.data?.total ?? 0 })}
        >
          {(items) => (
            <ul className="tile-grid kecheng-grid">
              {items.map((k) => (
                <li key={k.id}>
                  <KechengCard kecheng={k} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
