import { EyeOutlined, NotificationOutlined } from '@ant-design/icons';
import { Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '#shared/breadcrumb';
import { positiveInt } from '#shared/query-params';
import { RichText } from '#shared/rich-text';
import { formatRelativeTimeWithClock } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { useAnnouncementQuery, useAnnouncementsQuery } from '../api/announcements';
import { AnnouncementListCard } from '../components/announcement-list-card';
import '#shared/detail-layout.css';
import './article-detail.css';
import '../i18n/register';

/** /announcement?id= — one announcement beside the list of all of them (the newest when no id is given). */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation(['translation', 'content']);
  const [params] = useSearchParams();
  const asked = positiveInt(params.get('id'));
  const list = useAnnouncementsQuery(1, 20);
  const id = asked || list.data?.data[0]?.id || 0;
  const query = useAnnouncementQuery(id);
  const a = query.data;
  usePageTitle(a?.title ?? t('content:announcement.title'));
  const crumbs = [{ label: t('nav.home'), to: '/' }, { label: t('content:announcement.title') }];
  const noneAtAll = !asked && list.isSuccess && list.data.data.length === 0;

  let body: ReactNode;
  if (noneAtAll) body = <Empty description={t('content:announcement.empty')} />;
  else if (query.isError)
    body = <Result status="404" title={t('content:announcement.missing')} subTitle={query.error?.message} />;
  else if (!a)
    body = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('app.loading')}</span>
        <div className="shimmer skeleton-line" style={{ width: '60%', height: 30 }} aria-hidden="true" />
        <div className="shimmer skeleton-line" style={{ width: '90%' }} aria-hidden="true" />
      </div>
    );
  else
    body = (
      <>
        <header className="article-detail__head">
          <span className="tag">
            <NotificationOutlined aria-hidden="true" /> {t('content:announcement.title')}
          </span>
          <h1 className="article-detail__title">{a.title}</h1>
          <p className="article-detail__meta">
            <time dateTime={a.created_at}>
              {formatRelativeTimeWithClock(a.created_at, i18n.language === 'en' ? 'en' : 'cn')}
            </time>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('content:announcement.views', { count: a.view_times })}
            </span>
          </p>
        </header>
        <RichText html={a.announcement} imageAlt={a.title} pageTitle={a.title} />
      </>
    );

  return (
    <div className="container">
      <Breadcrumb items={crumbs} />
      <div className="detail-grid detail-grid--flush">
        <article className="detail-card">
          <div className="detail-card__body article-detail__body">{body}</div>
        </article>
        <aside className="detail-aside">
          <AnnouncementListCard title={t('content:announcement.all')} currentId={id} size={20} />
        </aside>
      </div>
    </div>
  );
}
