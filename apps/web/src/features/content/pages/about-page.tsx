import type { ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/store';
import { usePageTitle } from '../../../shared/use-page-title';
import { useAboutHtmlQuery } from '../api/get-about-html';
import { SandboxedHtml } from '../components/sandboxed-html';
import './about-page.css';

/** /about: the HTML page at config.aboutus, framed inside the site layout. */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('about.title'));
  const config = useAppSelector((s) => s.systemConfig.config);
  const url = config?.aboutus || undefined;
  const about = useAboutHtmlQuery(url);
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN';

  let body: ReactNode;
  if (!config || (url && about.isPending)) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!url) body = <Empty description={t('about.empty')} />;
  else if (about.isError) body = <SandboxedHtml src={url} title={t('about.frameTitle')} lang={lang} />;
  else if (!about.data) body = <Empty description={t('about.empty')} />;
  else body = <SandboxedHtml html={about.data} title={t('about.frameTitle')} lang={lang} />;

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
