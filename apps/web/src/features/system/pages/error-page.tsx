import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '#shared/link-button';
import { usePageTitle } from '#shared/use-page-title';
import './system-pages.css';

/** /error?msg=… — the message is shown as text, never as HTML. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('error.title'));
  const [params] = useSearchParams();
  const msg = params.get('msg')?.slice(0, 300) || t('error.defaultMsg');
  return (
    <div className="container system-page">
      <Result
        status="error"
        title={<h1 className="system-page__title">{t('error.title')}</h1>}
        subTitle={<span role="alert">{msg}</span>}
        extra={
          <LinkButton to="/" type="primary" size="large">
            {t('app.backHome')}
          </LinkButton>
        }
      />
    </div>
  );
}
