import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePreview } from '#lib/preview';
import { useAppSelector } from '#lib/store/app-store';
import { DetailFrame } from '#shared/detail-frame';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { SideFacts } from '#shared/side-facts';
import { formatDateTime } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { activateStatus, formatActivateTime, seatsLeft, type TActivateDetail } from '../activate';
import { useActivateDetailQuery, useActivateMutations } from '../api/activates';
import { CourseHeroSkeleton } from '../components/course-hero-skeleton';
import { EnrolButton } from '../components/enrol-button';
import { FavouriteButton } from '../components/favourite-button';
import { HeroCard } from '../components/hero-card';
import '#shared/detail-layout.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

/** /activates/detail/:activateId */
export function ActivateDetailPage() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const id = useIdParam('activateId');
  const validId = id > 0;
  const preview = usePreview();
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const query = useActivateDetailQuery(validId ? id : 0, memberKey, preview);
  const d = query.data;
  const a = d?.activate;
  const title = a?.title ?? t('catalogue:activates.detailTitle');
  usePageTitle(title);

  return (
    <DetailFrame
      list={{ label: t('nav.activates'), to: '/activates' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('catalogue:activates.missing')}
      backLabel={t('catalogue:activates.back')}
    >
      {!d || !a ? <CourseHeroSkeleton /> : <ActivateBody detail={d} />}
    </DetailFrame>
  );
}

/** The loaded offline course: its top card (time, place, seats, price, 报名), description and facts. */
function ActivateBody({ detail: d }: { detail: TActivateDetail }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const { enrol, like } = useActivateMutations(d.activate.id);
  const a = d.activate;
  const status = activateStatus(a);
  const left = seatsLeft(a);
  return (
    <>
      <HeroCard
        titleId="activate-title"
        item={a}
        stackFacts
        tags={
          <span className={status === 'open' ? 'tag' : 'tag tag--muted'}>
            {t(`catalogue:activates.status.${status}`)}
          </span>
        }
        facts={
          <>
            <li>
              <CalendarOutlined aria-hidden="true" />
              <span className="visually-hidden">{t('catalogue:activates.time')}</span>
              {formatActivateTime(a.started_at, a.ended_at)}
            </li>
            <li>
              <EnvironmentOutlined aria-hidden="true" />
              <span className="visually-hidden">{t('catalogue:activates.place')}</span>
              {[a.city, a.address].filter(Boolean).join(' · ')}
            </li>
            {a.quota > 0 && (
              <li>
                <TeamOutlined aria-hidden="true" />
                {t('catalogue:activates.seats', { enrolled: a.enrolled_count, quota: a.quota })}
                {status === 'open' && left !== null && (
                  <strong className="seats-left">
                    {t('catalogue:activates.seatsLeft', { count: left })}
                  </strong>
                )}
              </li>
            )}
          </>
        }
      >
        <p className="course-hero__price">
          {a.charge > 0 ? formatYuan(a.charge) : <span className="is-free">{t('course.free')}</span>}
        </p>
        <div className="course-hero__buy">
          <EnrolButton detail={d} enrol={() => enrol.mutateAsync()} pending={enrol.isPending} />
        </div>
        <FavouriteButton liked={d.isCollect} toggle={() => like.mutateAsync()} pending={like.isPending} />
      </HeroCard>

      <div className="detail-grid">
        {/* The description brings its own headings (活动介绍, 活动安排…), so the region is named, not titled. */}
        <article className="detail-card" aria-label={t('catalogue:activates.intro2')}>
          <div className="detail-card__body">
            <RichText html={a.render_desc} imageAlt={a.title} />
          </div>
        </article>
        <aside className="detail-aside" aria-label={t('catalogue:activates.info')}>
          <SideFacts
            title={t('catalogue:activates.info')}
            facts={[
              [t('catalogue:activates.time'), formatDateTime(a.started_at)],
              [t('catalogue:activates.deadline'), formatDateTime(a.enroll_ended_at || a.started_at)],
              [t('catalogue:activates.place'), a.city],
              [t('catalogue:activates.quota'), a.quota > 0 && a.quota],
              [t('catalogue:activates.left'), left],
              [t('catalogue:activates.fee'), a.charge > 0 ? formatYuan(a.charge) : t('course.free')],
            ]}
          />
        </aside>
      </div>
    </>
  );
}
