import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerContentStrings, useAnnouncementQuery, useAnnouncementsQuery } from '#features/content';
import { positiveInt } from '#shared/query-params';
import { RichText } from '#shared/rich-text';
import { formatRelativeTime, formatRelativeTimeWithClock } from '#shared/time';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

registerContentStrings();

/** /h5/announcement?id=: one announcement (the newest without an id), then the list of all of them. */
export function H5AnnouncementPage() {
  const { t: th } = useH5Translation();
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const asked = positiveInt(useSearchParams()[0].get('id'));
  const list = useAnnouncementsQuery(1, 20);
  const id = asked || list.data?.data[0]?.id || 0;
  const query = useAnnouncementQuery(id);
  const a = query.data;
  const items = list.data?.data ?? [];
  const noneAtAll = !asked && list.isSuccess && items.length === 0;

  let body = <H5ListSkeleton rows={3} />;
  if (noneAtAll) body = <H5Empty text={t('announcement.empty')} />;
  else if (query.isError) body = <H5Empty text={t('announcement.missing')} />;
  else if (a)
    body = (
      <article className="h5-card h5-read" aria-labelledby="h5-announcement-title">
        <header className="h5-read__head">
          <h2 id="h5-announcement-title" className="h5-course-head__title">
            {a.title}
          </h2>
          <p className="h5-course__meta">
            <time dateTime={a.created_at}>{formatRelativeTimeWithClock(a.created_at, lang)}</time>
            <span>
              <EyeOutlined aria-hidden="true" /> {t('announcement.views', { count: a.view_times })}
            </span>
          </p>
        </header>
        <RichText html={a.announcement} className="h5-rich" imageAlt={a.title} pageTitle={a.title} />
      </article>
    );

  return (
    <H5Screen title={t('announcement.title')} back="/h5">
      {body}
      {items.length > 1 && (
        <section className="h5-card h5-card--flush" aria-labelledby="h5-announcements-all">
          <h2 id="h5-announcements-all" className="h5-card__title h5-card__title--pad">
            {th('h5:announcements.all')}
          </h2>
          <ul className="h5-links">
            {items.map((n) => (
              <li key={n.id}>
                <Link
                  to={`/h5/announcement?id=${n.id}`}
                  replace
                  className="h5-links__item"
                  aria-current={n.id === id ? 'page' : undefined}
                >
                  <span className="h5-links__title">{n.title}</span>
                  <time dateTime={n.created_at} className="h5-links__time">
                    {formatRelativeTime(n.created_at, lang)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </H5Screen>
  );
}
