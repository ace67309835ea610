import { useTranslation } from 'react-i18next';
import { CategoryFilter } from '#features/catalogue';
import { PageHead } from '#shared/page-head';
import { PagedList } from '#shared/paged-list';
import { positiveInt } from '#shared/query-params';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { useArticleCategoriesQuery, useArticlesQuery } from '../api/articles';
import { ARTICLES_PAGE_SIZE } from '../article';
import { AnnouncementListCard } from '../components/announcement-list-card';
import { ArticleListSkeleton } from '../components/article-list-skeleton';
import { ArticleRow } from '../components/article-row';
import '#shared/detail-layout.css';
import '../i18n/register';

/** /articles?cid=&page= */
export function ArticlesPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('articles.title'));
  const { params, page, go } = useListParams();
  const cid = positiveInt(params.get('cid'));
  const categories = useArticleCategoriesQuery().data ?? [];
  const list = useArticlesQuery({ page, page_size: ARTICLES_PAGE_SIZE, ...(cid ? { cid } : {}) });

  return (
    <div className="container list-page">
      <PageHead title={t('articles.title')} intro={t('articles.intro')} />
      <CategoryFilter categories={categories} value={cid} onChange={(v) => go({ cid: v })} />
      <div className="detail-grid detail-grid--flush">
        <section aria-busy={list.isFetching} aria-label={t('articles.title')}>
          <PagedList
            query={list}
            page={page}
            pageSize={ARTICLES_PAGE_SIZE}
            onPage={(p) => go({ cid, page: p })}
            skeleton={<ArticleListSkeleton />}
            failed={t('articles.loadFailed')}
            empty={t('articles.empty')}
            total={t('articles.total', { count: list.data?.total ?? 0 })}
          >
            {(items) => (
              <ul className="surface plain-list ruled-rows">
                {items.map((a) => (
                  <li key={a.id}>
                    <ArticleRow article={a} />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </section>
        <aside className="detail-aside">
          <AnnouncementListCard title={t('announcement.title')} size={6} />
        </aside>
      </div>
    </div>
  );
}
