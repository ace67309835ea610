import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterRow } from '#shared/filter-row';
import { positiveInt } from '#shared/query-params';
import { usePageTitle } from '#shared/use-page-title';
import { useArticleCategoriesQuery, useArticlesQuery } from '../api/articles';
import { ARTICLES_PAGE_SIZE } from '../article';
import { AnnouncementListCard } from '../components/announcement-list-card';
import { ArticleRow } from '../components/article-row';
import '#shared/list-page.css';
import '#shared/detail-layout.css';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="article-list" role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="article-row__link" aria-hidden="true">
          <div className="article-row__text">
            <div className="shimmer skeleton-line" style={{ width: '55%', height: 20 }} />
            <div className="shimmer skeleton-line" style={{ width: '95%' }} />
            <div className="shimmer skeleton-line" style={{ width: '30%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /articles?cid=&page= */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('content.articles.title'));
  const en = i18n.language === 'en';
  const [params, setParams] = useSearchParams();
  const cid = positiveInt(params.get('cid'));
  const page = positiveInt(params.get('page')) || 1;
  const categories = useArticleCategoriesQuery().data ?? [];
  const list = useArticlesQuery({ page, page_size: ARTICLES_PAGE_SIZE, ...(cid ? { cid } : {}) });
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
        <h1 className="page-head__title">{t('content.articles.title')}</h1>
        <p className="page-head__intro">{t('content.articles.intro')}</p>
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
      <div className="detail-grid detail-grid--flush">
        <section aria-busy={list.isFetching} aria-label={t('content.articles.title')}>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <Result
              status="warning"
              title={t('content.articles.loadFailed')}
              extra={
                <Button type="primary" onClick={() => void list.refetch()}>
                  {t('app.retry')}
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <Empty className="list-empty" description={t('content.articles.empty')} />
          ) : (
            <>
              <p className="list-total" aria-live="polite">
                {t('content.articles.total', { count: total })}
              </p>
              <ul className="article-list">
                {items.map((a) => (
                  <li key={a.id}>
                    <ArticleRow article={a} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {total > ARTICLES_PAGE_SIZE && (
            <Pagination
              className="list-pager"
              align="center"
              current={page}
              pageSize={ARTICLES_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(p) => {
                go({ page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </section>
        <aside className="detail-aside">
          <AnnouncementListCard title={t('content.announcement.title')} size={6} />
        </aside>
      </div>
    </div>
  );
}
