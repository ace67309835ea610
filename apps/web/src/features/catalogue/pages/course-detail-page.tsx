import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePreview } from '#lib/preview';
import { useAppSelector } from '#lib/store/app-store';
import { DetailFrame } from '#shared/detail-frame';
import { RichText } from '#shared/rich-text';
import { SideFacts } from '#shared/side-facts';
import { StickyTabs, tabPanelProps } from '#shared/sticky-tabs';
import { formatDateTime } from '#shared/time';
import { usePageTitle } from '#shared/use-page-title';
import { COMMENT_RT } from '../api/comments';
import { useCourseDetailQuery } from '../api/get-course-detail';
import { CommentSection } from '../components/comment-section';
import { CourseAttachments } from '../components/course-attachments';
import { CourseHero } from '../components/course-hero';
import { CourseHeroSkeleton } from '../components/course-hero-skeleton';
import { CourseOutline } from '../components/course-outline';
import { TeacherAvatar } from '../components/teacher-avatar';
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
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

function CourseAside({ detail }: { detail: CourseDetail }) {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const videos = allVideos(detail);
  const seconds = videos.reduce((s, v) => s + v.duration, 0);
  return (
    <aside className="detail-aside" aria-label={t('catalogue:course.info')}>
      <SideFacts
        title={t('catalogue:course.info')}
        facts={[
          [t('catalogue:courses.category'), detail.course.category?.name],
          [t('catalogue:course.lessonCount'), videos.length],
          [t('catalogue:course.duration'), seconds > 0 && formatDuration(seconds)],
          [t('catalogue:course.learnerCount'), detail.course.user_count],
          [t('catalogue:course.published'), formatDateTime(detail.course.published_at).slice(0, 10)],
        ]}
      />
      {detail.teachers.length > 0 && (
        <section className="surface side-card">
          <h2 className="side-card__title">{t('catalogue:course.teachers')}</h2>
          <ul className="plain-list teachers">
            {detail.teachers.map((p) => (
              <li key={p.id} className="teacher">
                <TeacherAvatar teacher={p} className="teacher__avatar" />
                <div>
                  <p className="teacher__name">
                    <Link to={`/teacher/${p.id}`}>{teacherName(p, i18n.language)}</Link>
                  </p>
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

/** /courses/detail/:courseId */
export function CourseDetailPage() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const id = useIdParam('courseId');
  const validId = id > 0;
  const preview = usePreview();
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const purchaseNotice = useAppSelector((s) => s.systemConfig.config?.course_purchase_notice) ?? '';
  const query = useCourseDetailQuery(validId ? id : 0, memberKey, preview, { sharedWhileLoading: true });
  const [params, setParams] = useSearchParams();
  const tab = readCourseTab(params.get('tab'));
  const cardRef = useRef<HTMLDivElement>(null);
  const detail = query.data;
  // The visitor's answer drawn while a member's own is on its way (issue 21): their states are not known yet.
  const ownPending = query.isPlaceholderData;
  const title = detail?.course.title ?? t('catalogue:course.title');
  usePageTitle(title);

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
    <DetailFrame
      list={{ label: t('nav.courses'), to: '/courses' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('catalogue:course.missing')}
      backLabel={t('catalogue:course.back')}
    >
      {!detail ? (
        <CourseHeroSkeleton />
      ) : (
        <>
          <CourseHero detail={detail} ownPending={ownPending} />
          <div className="detail-grid">
            <div className="detail-card" ref={cardRef}>
              <StickyTabs<CourseTabKey>
                idPrefix="course"
                label={t('catalogue:course.tabsLabel')}
                active={tab}
                onChange={selectTab}
                tabs={[
                  { key: 'desc', label: t('catalogue:course.tabDesc') },
                  {
                    key: 'catalogue',
                    label: t('catalogue:course.tabCatalogue'),
                    badge: allVideos(detail).length,
                  },
                  { key: 'comments', label: t('catalogue:course.tabComments') },
                  {
                    key: 'attachments',
                    label: t('catalogue:course.tabAttachments'),
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
                        <h2 id="purchase-notice">{t('catalogue:course.notice')}</h2>
                        <RichText html={purchaseNotice} />
                      </section>
                    )}
                  </>
                )}
                {/* Lesson locks and downloads follow the member's own answer: they wait for it. */}
                {ownPending && (tab === 'catalogue' || tab === 'attachments') && <p>{t('app.loading')}</p>}
                {tab === 'catalogue' && !ownPending && <CourseOutline detail={detail} />}
                {tab === 'comments' && (
                  <CommentSection
                    rt={COMMENT_RT.course}
                    rid={detail.course.id}
                    allowed={detail.course.is_allow_comment === 1}
                  />
                )}
                {tab === 'attachments' && !ownPending && <CourseAttachments detail={detail} />}
              </div>
            </div>
            <CourseAside detail={detail} />
          </div>
        </>
      )}
      {query.isFetching && detail && <span className="visually-hidden">{t('app.loading')}</span>}
    </DetailFrame>
  );
}
