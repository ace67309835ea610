import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { siteRootUrl } from '#lib/site-url';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    error.message,
  );

/**
 * The route error boundary. Inside a layout it replaces only the page; `bare` is the last resort when the
 * layout itself failed, so it links with plain anchors and needs no store data. (No antd Result here: this
 * file is part of every first load.)
 */
export function RouteErrorPage({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const chunk = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className={bare ? 'route-error route-error--bare' : 'container route-error'}>
      <section className="route-error__box" role="alert">
        <span className="route-error__icon" aria-hidden="true">
          <WarningOutlined />
        </span>
        <h1 className="route-error__title">{t('error.routeTitle')}</h1>
        <p className="route-error__text">
          {chunk ? t('error.chunkText') : (detail ?? t('error.defaultMsg'))}
        </p>
        <div className="route-error__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
          <a className="btn" href={siteRootUrl()}>
            {t('app.backHome')}
          </a>
        </div>
      </section>
    </div>
  );
}
