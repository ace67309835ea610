import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
import { RichText } from '#shared/rich-text';
import { usePageTitle } from '#shared/use-page-title';
import { useAboutHtmlQuery } from '../api/get-about-html';
import './about-page.css';

/**
 * /about: the content of the HTML page at config.aboutus (fetched from this site's origin), shown as rich
 * text like articles: sanitised again in the browser, formulas and code rendered.
 */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const config = useAppSelector((s) => s.systemConfig.config);
  const url = config?.aboutus || undefined;
  const about = useAboutHtmlQuery(url);

  let body: ReactNode;
  if (!config || (url && about.isPending)) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!url || (about.isSuccess && !about.data)) body = <Empty description={t('about.empty')} />;
  else if (about.isError)
    body = (
      <Result
        status="warning"
        title={t('error.defaultMsg')}
        extra={
          <Button type="primary" onClick={() => void about.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  else body = <RichText html={about.data ?? ''} imageAlt={config.name} />;

  return (
    <div className="about-page">
      <section className="about-hero">
        <div className="container">
          <h1 className="about-hero__title">{t('about.heading')}</h1>
          {config?.name && <p className="about-hero__name">{config.name}</p>}
        </div>
      </section>
      <div className="container">
        <article className="about-card">{body}</article>
      </div>
    </div>
  );
}
