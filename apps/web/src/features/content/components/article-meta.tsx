import { CalendarOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/time';

/** An article's author, time and views, the same on the desktop page and on /h5. */
export function ArticleMeta({
  article,
  className,
}: {
  article: { author?: string | null; published_at: string; view_times: number };
  className: string;
}) {
  const { t } = useTranslation('content');
  return (
    <p className={className}>
      {article.author && (
        <span>
          <UserOutlined aria-hidden="true" /> {article.author}
        </span>
      )}
      <span>
        <CalendarOutlined aria-hidden="true" />{' '}
        <time dateTime={article.published_at}>{formatDateTime(article.published_at)}</time>
      </span>
      <span>
        <EyeOutlined aria-hidden="true" /> {t('articles.views', { count: article.view_times })}
      </span>
    </p>
  );
}
