import { useTranslation } from 'react-i18next';
import '#shared/course-card.css';

/** Distinct widths, so each placeholder row has its own key and the list does not look ruled. */
const WIDTHS = ['62%', '48%', '56%', '40%', '52%'];

/** Grey bars in the shape of a member list while its first page loads. */
export function ListSkeleton({ rows = 4, tall = false }: { rows?: number; tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="member-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {WIDTHS.slice(0, rows).map((width) => (
        <div key={width} className="member-skeleton__row" aria-hidden="true">
          {tall && <div className="shimmer member-skeleton__thumb" />}
          <div className="member-skeleton__lines">
            <div className="shimmer skeleton-line" style={{ width }} />
            <div className="shimmer skeleton-line" style={{ width: '25%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
