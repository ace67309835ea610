import { EyeOutlined } from '@ant-design/icons';
import { listArticles } from '@shuyuan/contract/content';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ARTICLES_PAGE_SIZE,
  fetchArticles,
  registerContentStrings,
  type TArticle,
  useArticleCategoriesQuery,
} from '#features/content';
import { categoryOptions } from '#shared/filter-row';
import { positiveInt } from '#shared/query-params';
import { formatRelativeTime } from '#shared/time';
import { H5Chips } from '../components/h5-chips';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

// The article and announcement screens read `content:…` (the desktop pages' words).
registerContentStrings();

/** One article of the mobile list: title, summary, time and views, its cover on the right. */
export function H5ArticleItem({ article: a }: { article: TArticle }) {
  const { t, i18n } = useTranslation('content');
  return (
    <li>
      <Link to={`/h5/articles/detail/${a.id}`} className="surface h5-article">
        <div className="h5-article__body">
          <h3 className="h5-course__title">{a.title}</h3>
          {a.short_description && <p className="h5-article__summary">{a.short_description}</p>}
          <p className="h5-course__meta">
            {a.category?.name && <span className="h5-tag">{a.category.name}</span>}
            <time dateTime={a.published_at}>
              {formatRelativeTime(a.published_at, i18n.language === 'en' ? 'en' : 'cn')}
            </time>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('articles.views', { count: a.view_times })}
            </span>
          </p>
        </div>
        {a.thumb && <img className="h5-article__thumb" src={a.thumb} alt="" loading="lazy" />}
      </Link>
    </li>
  );
}

/** /h5/articles?cid=: articles by category, loading on as the visitor scrolls. */
export function H5ArticlesPage() {
  const { t, i18n } = useH5Translation();
  const { t: tc } = useTranslation('content');
  const cid = positiveInt(useSearchParams()[0].get('cid'));
  const categories = useArticleCategoriesQuery().data ?? [];
  const base = { page_size: ARTICLES_PAGE_SIZE, ...(cid ? { cid } : {}) };
  const list = useH5Pages({
    queryKey: [listArticles.id, 'h5', base],
    pageSize: ARTICLES_PAGE_SIZE,
    fetchPage: (page) => fetchArticles({ ...base, page }),
  });
  return (
    <H5Screen title={tc('articles.title')} back="/h5">
      <H5Chips
        label={t('h5:articles.categories')}
        options={categoryOptions(t('h5:courses.all'), categories, i18n.language)}
        value={cid}
        hrefFor={(v) => (v ? `/h5/articles?cid=${v}` : '/h5/articles')}
      />
      <H5PagedList
        query={list}
        skeletonRows={5}
        failed={tc('articles.loadFailed')}
        empty={tc('articles.empty')}
      >
        {(items) => (
          <ul className="h5-courses h5-courses--page">
            {items.map((a) => (
              <H5ArticleItem key={a.id} article={a} />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
