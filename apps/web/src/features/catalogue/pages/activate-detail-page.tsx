import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { Breadcrumb } from '#shared/breadcrumb';
import { LoadError } from '#shared/load-error';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { formatDateTime } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { activateStatus, formatActivateTime, seatsLeft } from '../activate';
import { useActivateDetailQuery, useActivateMutations } from '../api/activates';
import { EnrolButton } from '../components/enrol-button';
import { FavouriteButton } from '../components/favourite-button';
import '#shared/detail-layout.css';
import '../components/course-hero.css';

/** /activates/detail/:activateId */
export function ActivateDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().activateId);
  const validId = Number.isInteger(id) && id > 0;
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const query = useActivateDetailQuery(validId ? id : 0, memberKey);
  const { enrol, like } = useActivateMutations(id);
  const d = query.data;
  const a = d?.activate;
  usePageTitle(a?.title ?? t('catalogue.activates.detailTitle'));
  const crumbs = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.activates'), to: '/activates' },
    { label: a?.title ?? t('catalogue.activates.detailTitle') },
  ];

  if (!validId || query.isError) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <LoadError
          error={query.error}
          missingTitle={t('catalogue.activates.missing')}
          back={{ to: '/activates', label: t('catalogue.activates.back') }}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  if (!d || !a) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <div className="course-hero course-hero--skeleton" role="status" aria-live="polite">
          <span className="visually-hidden">{t('app.loading')}</span>
          <div className="course-hero__cover shimmer" aria-hidden="true" />
          <div className="course-hero__body" aria-hidden="true">
            <div className="shimmer skeleton-line" style={{ width: '60%', height: 30 }} />
            <div className="shimmer skeleton-line" style={{ width: '90%' }} />
          </div>
        </div>
      </div>
    );
  }

  const status = activateStatus(a);
  const left = seatsLeft(a);
  return (
    <div className="container course-detail">
      <Breadcrumb items={crumbs} />
      <section className="course-hero" aria-labelledby="activate-title">
        <div className="course-hero__cover">
          {a.thumb ? (
            <img src={a.thumb} alt={t('course.coverAlt', { title: a.title })} />
          ) : (
            <span aria-hidden="true">{a.title.slice(0, 2)}</span>
          )}
        </div>
        <div className="course-hero__body">
          <div className="course-hero__top">
            {a.category?.name && <span className="tag">{a.category.name}</span>}
            <span className={status === 'open' ? 'tag' : 'tag tag--muted'}>
              {t(`catalogue.activates.status.${status}`)}
            </span>
          </div>
          <h1 id="activate-title" className="course-hero__title">
            {a.title}
          </h1>
          {a.short_description && <p className="course-hero__desc">{a.short_description}</p>}
          <ul className="course-hero__facts course-hero__facts--stack">
            <li>
              <CalendarOutlined aria-hidden="true" />
              <span className="visually-hidden">{t('catalogue.activates.time')}</span>
              {formatActivateTime(a.started_at, a.ended_at)}
            </li>
            <li>
              <EnvironmentOutlined aria-hidden="true" />
              <span className="visually-hidden">{t('catalogue.activates.place')}</span>
              {[a.city, a.address].filter(Boolean).join(' · ')}
            </li>
            {a.quota > 0 && (
              <li>
                <TeamOutlined aria-hidden="true" />
                {t('catalogue.activates.seats', { enrolled: a.enrolled_count, quota: a.quota })}
                {status === 'open' && left !== null && (
                  <strong className="seats-left">
                    {t('catalogue.activates.seatsLeft', { count: left })}
                  </strong>
                )}
              </li>
            )}
          </ul>
          <div className="course-hero__foot">
            <p className="course-hero__price">
              {a.charge > 0 ? formatYuan(a.charge) : <span className="is-free">{t('course.free')}</span>}
            </p>
            <div className="course-hero__buy">
              <EnrolButton detail={d} enrol={() => enrol.mutateAsync()} pending={enrol.isPending} />
            </div>
            <FavouriteButton liked={d.isCollect} toggle={() => like.mutateAsync()} pending={like.isPending} />
          </div>
        </div>
      </section>

      <div className="detail-grid">
        {/* The description brings its own headings (活动介绍, 活动安排…), so the region is named, not titled. */}
        <article className="detail-card" aria-label={t('catalogue.activates.intro2')}>
          <div className="detail-card__body">
            <RichText html={a.render_desc} imageAlt={a.title} />
          </div>
        </article>
        <aside className="detail-aside" aria-label={t('catalogue.activates.info')}>
          <section className="side-card">
            <h2 className="side-card__title">{t('catalogue.activates.info')}</h2>
            <dl className="side-facts">
              <div>
                <dt>{t('catalogue.activates.time')}</dt>
                <dd>{formatDateTime(a.started_at)}</dd>
              </div>
              <div>
                <dt>{t('catalogue.activates.deadline')}</dt>
                <dd>{formatDateTime(a.enroll_ended_at || a.started_at)}</dd>
              </div>
              {a.city && (
                <div>
                  <dt>{t('catalogue.activates.place')}</dt>
                  <dd>{a.city}</dd>
                </div>
              )}
              {a.quota > 0 && (
                <div>
                  <dt>{t('catalogue.activates.quota')}</dt>
                  <dd>{a.quota}</dd>
                </div>
              )}
              {left !== null && (
                <div>
                  <dt>{t('catalogue.activates.left')}</dt>
                  <dd>{left}</dd>
                </div>
              )}
              <div>
                <dt>{t('catalogue.activates.fee')}</dt>
                <dd>{a.charge > 0 ? formatYuan(a.charge) : t('course.free')}</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
