import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/time';
import type { TArticle } from '../article';
import '#shared/detail-layout.css';
import '#shared/list-page.css';
import './articles.css';
import '../i18n/register';

/** An article in a list: title, summary, category, author, time and views, with its cover on the right. */
export function ArticleRow({ article: a, headingLevel = 2 }: { article: TArticle; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation(['translation', 'content']);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="article-row">
      <Link to={`/articles/detail/${a.id}`} className="row-link article-row__link">
        <div className="row-link__text article-row__text">
          <Heading className="row-link__title article-row__title">{a.title}</Heading>
          {a.short_description && (
            <p className="row-link__summary clamp-2 article-row__summary">{a.short_description}</p>
          )}
          <p className="article-row__meta">
            {a.category?.name && <span className="tag">{a.category.name}</span>}
            {a.author && <span>{a.author}</span>}
            <time dateTime={a.published_at}>
              {formatRelativeTime(a.published_at, i18n.language === 'en' ? 'en' : 'cn')}
            </time>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('content:articles.views', { count: a.view_times })}
            </span>
          </p>
        </div>
        {a.thumb && (
          <img
            className="row-link__thumb article-row__thumb"
            src={a.thumb}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </Link>
    </article>
  );
}
