import { useTranslation } from 'react-i18next';
import '#shared/list-page.css';
import './articles.css';

/** Article rows in grey while the first page of /articles loads. */
export function ArticleListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="surface ruled-rows" role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="row-link article-row__link" aria-hidden="true">
          <div className="row-link__text article-row__text">
            <div className="shimmer skeleton-line" style={{ width: '55%', height: 20 }} />
            <div className="shimmer skeleton-line" style={{ width: '95%' }} />
            <div className="shimmer skeleton-line" style={{ width: '30%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
