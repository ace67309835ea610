import { useTranslation } from 'react-i18next';
import './list-page.css';

/** Distinct widths, so each placeholder row has its own key and the list does not look ruled. */
const WIDTHS = ['62%', '48%', '56%', '40%', '52%'];

/** Grey bars in the shape of a list of rows (with their pictures when `thumb`) while its first page loads. */
export function RowSkeleton({ rows = 4, thumb = false }: { rows?: number; thumb?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="row-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {WIDTHS.slice(0, rows).map((width) => (
        <div key={width} className="row-skeleton__row" aria-hidden="true">
          {thumb && <div className="shimmer row-skeleton__thumb" />}
          <div className="row-skeleton__lines">
            <div className="shimmer skeleton-line" style={{ width }} />
            <div className="shimmer skeleton-line" style={{ width: '25%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
