import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { FilterRow } from '#shared/filter-row';
import { positiveInt } from '#shared/query-params';
import { usePageTitle } from '#shared/use-page-title';
import { ACTIVATES_PAGE_SIZE } from '../activate';
import { useActivateCategoriesQuery, useActivatesQuery } from '../api/activates';
import { ActivateCard } from '../components/activate-card';
import '#shared/list-page.css';

/** /activates?cid=&page= — offline courses by category (the footer's special categories link here too). */
export function ActivatesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('catalogue.activates.title'));
  const en = i18n.language === 'en';
  const [params, setParams] = useSearchParams();
  const cid = positiveInt(params.get('cid'));
  const page = positiveInt(params.get('page')) || 1;
  const categories = useActivateCategoriesQuery().data ?? [];
  const list = useActivatesQuery({ page, page_size: ACTIVATES_PAGE_SIZE, ...(cid ? { cid } : {}) });
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const go = (next: { cid?: number; page?: number }) => {
    const c = next.cid ?? cid;
    const p = next.page ?? 1;
    const q = new URLSearchParams();
    if (c) q.set('cid', String(c));
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  return (
    <div className="container list-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('catalogue.activates.title')}</h1>
        <p className="page-head__intro">{t('catalogue.activates.intro')}</p>
      </header>

      {categories.length > 0 && (
        <section className="list-filters" aria-label={t('courses.category')}>
          <FilterRow<number>
            label={t('courses.category')}
            value={cid}
            options={[
              { value: 0, label: t('courses.all') },
              ...categories.map((c) => ({ value: c.id, label: en && c.name_en ? c.name_en : c.name })),
            ]}
            onChange={(v) => go({ cid: v, page: 1 })}
          />
        </section>
      )}

      <section
        className="list-results"
        aria-busy={list.isFetching}
        aria-label={t('catalogue.activates.title')}
      >
        {list.isPending ? (
          <CourseGridSkeleton count={6} />
        ) : list.isError ? (
          <Result
            status="warning"
            title={t('catalogue.activates.loadFailed')}
            extra={
              <Button type="primary" onClick={() => void list.refetch()}>
                {t('app.retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <Empty className="list-empty" description={t('catalogue.activates.empty')} />
        ) : (
          <>
            <p className="list-total" aria-live="polite">
              {t('catalogue.activates.total', { count: total })}
            </p>
            <ul className="activate-grid">
              {items.map((a) => (
                <li key={a.id}>
                  <ActivateCard activate={a} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
        {total > ACTIVATES_PAGE_SIZE && (
          <Pagination
            className="list-pager"
            align="center"
            current={page}
            pageSize={ACTIVATES_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(p) => {
              go({ page: p });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </section>
    </div>
  );
}
