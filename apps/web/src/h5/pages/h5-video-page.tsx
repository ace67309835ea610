import { LockOutlined, TrophyOutlined } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { getVideo } from '@shuyuan/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { allVideos, formatDuration, readCourseDetail } from '#features/catalogue';
import { type EndOutcome, usePlayInfoQuery, useVideoDetailQuery } from '#features/learning';
import { useAppSelector } from '#lib/store/app-store';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { BuySheet } from '../buy/buy-sheet';
import { H5Card } from '../components/h5-card';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Outline } from '../components/h5-outline';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import { H5Player } from '../study/h5-player';

/** /h5/courses/video/:videoId (login required): the lesson, the course's other lessons, buy when locked. */
export function H5VideoPage() {
  const { t } = useH5Translation();
  const id = Number(useParams().videoId);
  const client = useQueryClient();
  const memberKey = useAppSelector((s) => `m${s.loginUser.user?.id ?? ''}`);
  const query = useVideoDetailQuery(id, memberKey);
  const data = query.data;
  const mayPlay = Boolean(data && (data.is_watch || data.video.free_seconds > 0));
  const play = usePlayInfoQuery(id, mayPlay);
  const [ended, setEnded] = useState<{ id: number; outcome: EndOutcome } | null>(null);
  const [buying, setBuying] = useState(false);
  const detail = useMemo(
    () => (data ? readCourseDetail(data as unknown as Record<string, unknown>) : null),
    [data],
  );
  const watched = useMemo(
    () =>
      new Set(
        Object.values(data?.video_watched_progress ?? {})
          .filter((r) => r.watched_at)
          .map((r) => r.video_id),
      ),
    [data],
  );

  if (!data || !detail) {
    return (
      <H5Screen title={t('h5:video.title')} back="/h5">
        {query.isError || !(id > 0) ? <H5Empty text={t('h5:video.missing')} /> : <H5ListSkeleton rows={3} />}
      </H5Screen>
    );
  }

  const { video, course } = data;
  const courseHref = `/h5/courses/detail/${course.id}`;
  const endState = ended?.id === video.id ? ended.outcome : null;
  const buyButton = (
    <button type="button" className="h5-btn h5-btn--primary" onClick={() => setBuying(true)}>
      {t('h5:video.buy')} {formatYuan(course.charge)}
    </button>
  );
  const overlay =
    endState?.kind === 'preview' ? (
      <>
        <p>{t('h5:video.previewEnd')}</p>
        {buyButton}
      </>
    ) : endState ? (
      <>
        <TrophyOutlined className="h5-player__trophy" aria-hidden="true" />
        <p>{t('h5:video.finished')}</p>
        {endState.kind === 'next' && (
          <Link to={`/h5/courses/video/${endState.id}`} replace className="h5-btn h5-btn--primary">
            {t('h5:video.next')}
          </Link>
        )}
      </>
    ) : null;

  let stage: ReactNode;
  if (!mayPlay || play.isError) {
    stage = (
      <div className="h5-player h5-player--locked">
        <div className="h5-player__overlay">
          <LockOutlined className="h5-player__trophy" aria-hidden="true" />
          <p>{t('h5:video.buyToWatch')}</p>
          {buyButton}
        </div>
      </div>
    );
  } else if (!play.data) {
    stage = <div className="h5-player shimmer" />;
  } else {
    stage = (
      <H5Player
        key={video.id}
        videoId={video.id}
        title={video.title}
        info={play.data}
        record={data.video_watched_progress[String(video.id)]}
        lessonIds={allVideos(detail).map((v) => v.id)}
        overlay={overlay}
        onRefresh={() => void play.refetch()}
        onEnd={(outcome) => setEnded({ id: video.id, outcome })}
        onRecorded={() => void client.invalidateQueries({ queryKey: [getVideo.id, id], refetchType: 'none' })}
      />
    );
  }

  return (
    <H5Screen title={video.title} barTitle={course.title} back={courseHref}>
      <div className="h5-stage">{stage}</div>
      <section className="h5-card h5-lesson-head">
        <h1 className="h5-lesson-head__title">{video.title}</h1>
        <p className="h5-lesson-head__meta">
          <span>{formatDuration(video.duration)}</span>
          {!data.is_watch && video.free_seconds > 0 && (
            <span className="h5-tag h5-tag--outline">
              {t('h5:video.previewing', { time: formatDuration(video.free_seconds) })}
            </span>
          )}
          <Link to={courseHref} className="h5-lesson-head__course">
            {t('h5:video.toCourse')}
          </Link>
        </p>
        {video.render_desc && (
          <RichText html={video.render_desc} className="h5-rich" imageAlt={video.title} />
        )}
      </section>
      <H5Card title={t('h5:video.lessons')}>
        <H5Outline detail={detail} preview={!data.is_watch} current={video.id} watched={watched} />
      </H5Card>
      <BuySheet
        open={buying}
        onClose={() => setBuying(false)}
        goods={{
          ref: { type: GOODS_TYPE.COURSE, id: course.id },
          name: course.title,
          thumb: course.thumb,
          charge: course.charge,
        }}
      />
    </H5Screen>
  );
}
