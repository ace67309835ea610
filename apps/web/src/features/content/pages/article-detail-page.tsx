import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreview } from '#lib/preview';
import { DetailFrame } from '#shared/detail-frame';
import { RichText } from '#shared/rich-text';
import { formatRelativeTime } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { useArticleQuery, useArticlesQuery } from '../api/articles';
import '#shared/detail-layout.css';
import '../components/articles.css';
import './article-detail.css';
import { ArticleMeta } from '../components/article-meta';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

function LatestArticles({ currentId }: { currentId: number }) {
  const { t, i18n } = useTranslation(['translation', 'content']);
  const list = useArticlesQuery({ page: 1, page_size: 6 });
  const items = list.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="surface side-card">
      <h2 className="side-card__title">{t('content:articles.latest')}</h2>
      <ul className="plain-list mini-list">
        {items.map((a) => (
          <li key={a.id}>
            <Link to={`/articles/detail/${a.id}`} aria-current={a.id === currentId ? 'page' : undefined}>
              {a.title}
            </Link>
            <time dateTime={a.published_at}>
              {formatRelativeTime(a.published_at, i18n.language === 'en' ? 'en' : 'cn')}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /articles/detail/:articleId */
export function ArticleDetailPage() {
  const { t } = useTranslation(['translation', 'content']);
  const id = useIdParam('articleId');
  const validId = id > 0;
  const preview = usePreview();
  const query = useArticleQuery(validId ? id : 0, preview);
  const a = query.data;
  const title = a?.title ?? t('content:articles.title');
  usePageTitle(title);

  return (
    <DetailFrame
      list={{ label: t('nav.articles'), to: '/articles' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('content:articles.missing')}
      backLabel={t('content:articles.back')}
    >
      <div className="detail-grid detail-grid--flush">
        <article className="detail-card article-detail" aria-labelledby="article-title">
          {!a ? (
            <div className="detail-card__body" role="status" aria-live="polite">
              <span className="visually-hidden">{t('app.loading')}</span>
              <div
                className="shimmer skeleton-line"
                style={{ width: '70%', height: 32 }}
                aria-hidden="true"
              />
              <div className="shimmer skeleton-line" style={{ width: '40%' }} aria-hidden="true" />
            </div>
          ) : (
            <div className="detail-card__body article-detail__body">
              <header className="article-detail__head">
                {a.category?.name && <span className="tag">{a.category.name}</span>}
                <h1 id="article-title" className="article-detail__title">
                  {a.title}
                </h1>
                <ArticleMeta article={a} className="article-detail__meta" />
              </header>
              <RichText html={a.render_content} imageAlt={a.title} pageTitle={a.title} />
            </div>
          )}
        </article>
        <aside className="detail-aside">
          <LatestArticles currentId={id} />
        </aside>
      </div>
    </DetailFrame>
  );
}
