import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  allVideos,
  COMMENT_RT,
  CommentSection,
  CourseAttachments,
  readCourseDetail,
  useCourseDetailQuery,
} from '#features/catalogue';
import { useAppSelector } from '#lib/store/app-store';
import { Breadcrumb } from '#shared/breadcrumb';
import { LoadError } from '#shared/load-error';
import { RichText } from '#shared/rich-text';
import { StickyTabs, tabPanelProps } from '#shared/sticky-tabs';
import { usePageTitle } from '#shared/use-page-title';
import { useVideoDetailQuery } from '../api/video';
import { LessonList } from '../components/lesson-list';
import { PlayerStage } from '../components/player-stage';
import './video-page.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

type TabKey = 'intro' | 'comments' | 'attachments';

/** 课程附件: the attachments come with the course detail, asked for only when the tab is opened. */
function AttachmentsTab({ courseId, memberKey }: { courseId: number; memberKey: string }) {
  const query = useCourseDetailQuery(courseId, memberKey);
  if (!query.data) return <div className="shimmer skeleton-line" style={{ width: '50%' }} />;
  return <CourseAttachments detail={query.data} />;
}

function StageSkeleton() {
  const { t } = useTranslation(['translation', 'learning']);
  return (
    <div className="video-stage__grid" role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="stage-box shimmer-dark" aria-hidden="true" />
      <div className="lessons lessons--skeleton shimmer-dark" aria-hidden="true" />
    </div>
  );
}

/** /courses/video/:videoId (the id is a video id, as upstream): player, lessons, comments, attachments. */
export function VideoPage() {
  const { t } = useTranslation(['translation', 'learning']);
  const id = useIdParam('videoId');
  const validId = id > 0;
  const memberKey = useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));
  const query = useVideoDetailQuery(validId ? id : 0, memberKey);
  const detail = query.data;
  const [chosen, setChosen] = useState<TabKey | null>(null);
  usePageTitle(detail?.video.title ?? t('learning:video.title'));

  const outline = useMemo(
    () =>
      detail
        ? readCourseDetail({
            course: detail.course,
            chapters: detail.chapters,
            videos: detail.videos,
            isBuy: detail.is_watch,
          })
        : null,
    [detail],
  );
  const orderedIds = useMemo(() => (outline ? allVideos(outline).map((v) => v.id) : []), [outline]);

  const crumbs = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.courses'), to: '/courses' },
    ...(detail ? [{ label: detail.course.title, to: `/courses/detail/${detail.course.id}` }] : []),
    { label: detail?.video.title ?? t('learning:video.title') },
  ];

  if (!validId || query.isError) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <LoadError
          error={query.error}
          missingTitle={t('learning:video.missing')}
          back={{ to: '/courses', label: t('learning:video.back') }}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const hasIntro = Boolean(detail?.video.render_desc.replace(/<[^>]*>/g, '').trim());
  const tabs: { key: TabKey; label: string }[] = [
    ...(hasIntro ? [{ key: 'intro' as const, label: t('learning:video.intro') }] : []),
    { key: 'comments', label: t('learning:video.tabComments') },
    { key: 'attachments', label: t('learning:video.tabAttachments') },
  ];
  const tab = tabs.find((x) => x.key === chosen)?.key ?? tabs[0].key;

  return (
    <div className="video-page">
      <section className="video-stage" aria-labelledby="video-title">
        <div className="container">
          <Breadcrumb items={crumbs} />
          {!detail || !outline ? (
            <StageSkeleton />
          ) : (
            <>
              <div className="video-stage__head">
                <h1 id="video-title" className="video-stage__title">
                  {detail.video.title}
                </h1>
                <Link to={`/courses/detail/${detail.course.id}`} className="video-stage__course">
                  <ArrowLeftOutlined aria-hidden="true" /> {detail.course.title}
                </Link>
              </div>
              <div className="video-stage__grid">
                <div className="video-stage__player">
                  <PlayerStage key={detail.video.id} detail={detail} orderedIds={orderedIds} />
                </div>
                <LessonList outline={outline} detail={detail} />
              </div>
              <p id="player-shortcuts" className="video-stage__hint">
                {t('learning:video.shortcuts')}
              </p>
            </>
          )}
        </div>
      </section>
      {detail && (
        <div className="container video-below">
          <div className="detail-card">
            <StickyTabs<TabKey>
              idPrefix="lesson"
              label={t('learning:video.tabsLabel')}
              active={tab}
              onChange={setChosen}
              tabs={tabs}
            />
            <div className="detail-card__body" {...tabPanelProps('lesson', tab)}>
              {tab === 'intro' && <RichText html={detail.video.render_desc} />}
              {tab === 'comments' && (
                <CommentSection
                  rt={COMMENT_RT.video}
                  rid={detail.video.id}
                  allowed={detail.video.is_allow_comment === 1}
                />
              )}
              {tab === 'attachments' && <AttachmentsTab courseId={detail.course.id} memberKey={memberKey} />}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
