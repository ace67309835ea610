import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import { usePageTitle } from '#shared/use-page-title';
import './system-pages.css';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container system-page">
      <Result
        status="404"
        title={<h1 className="system-page__title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={[
          <LinkButton key="home" to="/" type="primary" size="large">
            {t('app.backHome')}
          </LinkButton>,
          <LinkButton key="courses" to="/courses" size="large">
            {t('notFound.browse')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
