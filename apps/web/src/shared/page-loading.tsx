import { useTranslation } from 'react-i18next';

/** The spinner shown while a page's chunk or first data arrives (plain CSS: it is on every first load). */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
