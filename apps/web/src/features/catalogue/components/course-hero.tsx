import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CrownOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor, useAuthDialog, useIsMember } from '#features/auth';
import { formatYuan } from '#shared/price';
import { useToggleCourseLike } from '../api/toggle-course-like';
import {
  allVideos,
  type CourseDetail,
  formatDuration,
  orderPathFor,
  purchaseState,
  teacherName,
} from '../course-detail';
import { FavouriteButton } from './favourite-button';
import { HeroCard } from './hero-card';
import '../i18n/register';
import { useFeature } from '#lib/store/features';

/** Where "start learning" goes: the first lesson (the video page asks for a login itself). */
function firstLessonPath(d: CourseDetail): string | null {
  const first = allVideos(d)[0];
  return first ? `/courses/video/${first.id}` : null;
}

function BuyArea({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const isLogin = useIsMember();
  const state = purchaseState(detail, useFeature('vip'));
  const { course } = detail;
  const study = firstLessonPath(detail);
  const order = orderPathFor(course);
  const buyTo = isLogin ? order : loginPathFor(order);
  // A visitor gets the login dialog here; the href still serves a new tab.
  const { gate } = useAuthDialog();

  return (
    <div className="course-hero__buy">
      {state === 'bought' && (
        <span className="course-hero__state is-bought">
          <CheckCircleFilled aria-hidden="true" /> {t('catalogue:course.bought')}
        </span>
      )}
      {state === 'free' && (
        <span className="course-hero__state is-free">{t('catalogue:course.freeCourse')}</span>
      )}
      {(state === 'buy' || state === 'vip') && (
        <Link to={buyTo} onClick={gate} className="btn btn--primary course-hero__cta">
          {t('catalogue:course.buy', { price: formatYuan(course.charge) })}
        </Link>
      )}
      {state === 'vip' && (
        <Link to="/vip" className="btn btn--vip course-hero__cta">
          <CrownOutlined aria-hidden="true" /> {t('catalogue:course.vipFree')}
        </Link>
      )}
      {(state === 'bought' || state === 'free') && study && (
        <Link to={study} className="btn btn--primary course-hero__cta">
          <PlayCircleOutlined aria-hidden="true" /> {t('catalogue:course.study')}
        </Link>
      )}
    </div>
  );
}

/** Where the buy states go while the member's own answer is on its way: nothing to act on yet. */
function BuyAreaPending() {
  const { t } = useTranslation();
  return (
    <div className="course-hero__buy" aria-busy="true">
      <span className="course-hero__state">{t('app.loading')}</span>
    </div>
  );
}

/**
 * Cover, title, facts, price and the buy / VIP / free / bought states, with the favourite star. `ownPending`:
 * `detail` is the visitor's answer drawn while the member's own is on its way (issue 21): their states wait.
 */
export function CourseHero({ detail, ownPending = false }: { detail: CourseDetail; ownPending?: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const { course } = detail;
  const like = useToggleCourseLike(course.id);
  const videos = allVideos(detail);
  const seconds = videos.reduce((s, v) => s + v.duration, 0);
  const sellsVip = useFeature('vip');
  const state = purchaseState(detail, sellsVip);
  return (
    <HeroCard
      titleId="course-title"
      item={course}
      tags={
        sellsVip &&
        course.is_vip_free === 1 && (
          <span className="tag tag--vip">
            <CrownOutlined aria-hidden="true" /> {t('catalogue:course.vipTag')}
          </span>
        )
      }
      facts={
        <>
          <li>
            <ReadOutlined aria-hidden="true" /> {t('course.lessons', { count: videos.length })}
          </li>
          {seconds > 0 && (
            <li>
              <ClockCircleOutlined aria-hidden="true" />{' '}
              {t('catalogue:course.totalDuration', { time: formatDuration(seconds) })}
            </li>
          )}
          <li>
            <TeamOutlined aria-hidden="true" /> {t('course.learners', { count: course.user_count })}
          </li>
          {detail.teachers.length > 0 && (
            <li>
              <UserOutlined aria-hidden="true" />
              <span>
                {t('catalogue:course.taughtByLabel')}
                {detail.teachers.map((p, i) => (
                  <Fragment key={p.id}>
                    {i > 0 && (i18n.language === 'en' ? ', ' : '、')}
                    <Link to={`/teacher/${p.id}`} className="course-hero__teacher">
                      {teacherName(p, i18n.language)}
                    </Link>
                  </Fragment>
                ))}
              </span>
            </li>
          )}
        </>
      }
    >
      <p className="course-hero__price">
        {state === 'free' ? (
          <span className="is-free">{t('course.free')}</span>
        ) : (
          <>
            <span className="visually-hidden">{t('catalogue:price')}</span>
            {formatYuan(course.charge)}
          </>
        )}
      </p>
      {ownPending ? <BuyAreaPending /> : <BuyArea detail={detail} />}
      {!ownPending && (
        <FavouriteButton
          liked={detail.isCollect}
          pending={like.isPending}
          toggle={() => like.mutateAsync()}
        />
      )}
    </HeroCard>
  );
}
