import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { Breadcrumb } from '#shared/breadcrumb';
import { LoadError } from '#shared/load-error';
import { RichText } from '#shared/rich-text';
import { StickyTabs, tabPanelProps } from '#shared/sticky-tabs';
import { formatDateTime } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { COMMENT_RT } from '../api/comments';
import { useCourseDetailQuery } from '../api/get-course-detail';
import { CommentSection } from '../components/comment-section';
import { CourseAttachments } from '../components/course-attachments';
import { CourseHero } from '../components/course-hero';
import { CourseOutline } from '../components/course-outline';
import {
  allVideos,
  COURSE_TABS,
  type CourseDetail,
  type CourseTabKey,
  formatDuration,
  readCourseTab,
  teacherName,
} from '../course-detail';
import './course-detail.css';

function CourseAside({ detail }: { detail: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const videos = allVideos(detail);
  const seconds = videos.reduce((s, v) => s + v.duration, 0);
  return (
    <aside className="detail-aside" aria-label={t('catalogue.course.info')}>
      <section className="side-card">
        <h2 className="side-card__title">{t('catalogue.course.info')}</h2>
        <dl className="side-facts">
          {detail.course.category?.name && (
            <div>
              <dt>{t('courses.category')}</dt>
              <dd>{detail.course.category.name}</dd>
            </div>
          )}
          <div>
            <dt>{t('catalogue.course.lessonCount')}</dt>
            <dd>{videos.length}</dd>
          </div>
          {seconds > 0 && (
            <div>
              <dt>{t('catalogue.course.duration')}</dt>
              <dd>{formatDuration(seconds)}</dd>
            </div>
          )}
          <div>
            <dt>{t('catalogue.course.learnerCount')}</dt>
            <dd>{detail.course.user_count}</dd>
          </div>
          <div>
            <dt>{t('catalogue.course.published')}</dt>
            <dd>{formatDateTime(detail.course.published_at).slice(0, 10)}</dd>
          </div>
        </dl>
      </section>
      {detail.teachers.length > 0 && (
        <section className="side-card">
          <h2 className="side-card__title">{t('catalogue.course.teachers')}</h2>
          <ul className="teachers">
            {detail.teachers.map((p) => (
              <li key={p.id} className="teacher">
                {p.avatar ? (
                  <img src={p.avatar} alt="" className="teacher__avatar" loading="lazy" />
                ) : (
                  <span className="teacher__avatar" aria-hidden="true">
                    {p.name.slice(0, 1)}
                  </span>
                )}
                <div>
                  <p className="teacher__name">{teacherName(p, i18n.language)}</p>
                  {p.title && <p className="teacher__title">{p.title}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="course-hero course-hero--skeleton" aria-hidden="true">
        <div className="course-hero__cover shimmer" />
        <div className="course-hero__body">
          <div className="shimmer skeleton-line" style={{ width: '60%', height: 30 }} />
          <div className="shimmer skeleton-line" style={{ width: '90%' }} />
          <div className="shimmer skeleton-line" style={{ width: '40%' }} />
        </div>
      </div>
    </div>
  );
}

/** /courses/detail/:courseId */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().courseId);
  const validId = Number.isInteger(id) && id > 0;
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const purchaseNotice = useAppSelector((s) => s.systemConfig.config?.course_purchase_notice) ?? '';
  const query = useCourseDetailQuery(validId ? id : 0, memberKey);
  const [params, setParams] = useSearchParams();
  const tab = readCourseTab(params.get('tab'));
  const cardRef = useRef<HTMLDivElement>(null);
  const detail = query.data;
  usePageTitle(detail?.course.title ?? t('catalogue.course.title'));

  const crumbs = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.courses'), to: '/courses' },
    { label: detail?.course.title ?? t('catalogue.course.title') },
  ];

  if (!validId || query.isError) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <LoadError
          error={query.error}
          missingTitle={t('catalogue.course.missing')}
          back={{ to: '/courses', label: t('catalogue.course.back') }}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const selectTab = (key: CourseTabKey) => {
    // Switching while the bar is stuck: bring the start of the new panel into view, not its middle.
    const top = cardRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: window.scrollY + top });
    const next = new URLSearchParams(params);
    const tabNo = COURSE_TABS.find((x) => x.key === key)?.tab ?? '2';
    if (tabNo === '2') next.delete('tab');
    else next.set('tab', tabNo);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container course-detail">
      <Breadcrumb items={crumbs} />
      {!detail ? (
        <DetailSkeleton />
      ) : (
        <>
          <CourseHero detail={detail} />
          <div className="detail-grid">
            <div className="detail-card" ref={cardRef}>
              <StickyTabs<CourseTabKey>
                idPrefix="course"
                label={t('catalogue.course.tabsLabel')}
                active={tab}
                onChange={selectTab}
                tabs={[
                  { key: 'desc', label: t('catalogue.course.tabDesc') },
                  {
                    key: 'catalogue',
                    label: t('catalogue.course.tabCatalogue'),
                    badge: allVideos(detail).length,
                  },
                  { key: 'comments', label: t('catalogue.course.tabComments') },
                  {
                    key: 'attachments',
                    label: t('catalogue.course.tabAttachments'),
                    badge: detail.attachments.length,
                  },
                ]}
              />
              <div className="detail-card__body" {...tabPanelProps('course', tab)}>
                {tab === 'desc' && (
                  <>
                    <RichText html={detail.course.render_desc} imageAlt={detail.course.title} />
                    {purchaseNotice && (
                      <section className="purchase-notice" aria-labelledby="purchase-notice">
                        <h2 id="purchase-notice">{t('catalogue.course.notice')}</h2>
                        <RichText html={purchaseNotice} />
                      </section>
                    )}
                  </>
                )}
                {tab === 'catalogue' && <CourseOutline detail={detail} />}
                {tab === 'comments' && (
                  <CommentSection
                    rt={COMMENT_RT.course}
                    rid={detail.course.id}
                    allowed={detail.course.is_allow_comment === 1}
                  />
                )}
                {tab === 'attachments' && <CourseAttachments detail={detail} />}
              </div>
            </div>
            <CourseAside detail={detail} />
          </div>
        </>
      )}
      {query.isFetching && detail && <span className="visually-hidden">{t('app.loading')}</span>}
    </div>
  );
}
