import { useTranslation } from 'react-i18next';
import './tile.css';
import './course-card.css';

/** Placeholder cards while a course list loads. */
export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      <ul className="tile-grid course-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="surface tile course-card">
            <div className="tile__cover shimmer" />
            <div className="tile__body course-card__body">
              <div className="shimmer skeleton-line" style={{ width: '90%' }} />
              <div className="shimmer skeleton-line" style={{ width: '55%' }} />
              <div className="shimmer skeleton-line skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
