import { useTranslation } from 'react-i18next';

/** Rows of grey blocks while a study list or the progress dialog loads. */
export function ListSkeletonRows({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <div key={i} className="study-skeleton" aria-hidden="true">
          <div className="study-skeleton__thumb shimmer" />
          <div className="study-skeleton__lines">
            <div className="shimmer skeleton-line" style={{ width: '55%' }} />
            <div className="shimmer skeleton-line" style={{ width: '35%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
