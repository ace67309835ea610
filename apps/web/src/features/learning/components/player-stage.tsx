import { LoadingOutlined } from '@ant-design/icons';
import { getVideo, type TRecordResult, type TVideoDetail } from '@shuyuan/contract/learning';
import { learningMessages } from '@shuyuan/contract/messages/learning';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, useAuthDialog } from '#features/auth';
import { orderPathFor } from '#features/catalogue';
import { ApiError, isServerMessage } from '#lib/http';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { formatYuan } from '#shared/price';
import { usePlayInfoQuery } from '../api/video';
import { EndOverlay, type EndState } from './end-overlay';
import { PlayerMessage } from './player-message';
import { VideoPlayer } from './video-player';
import '../i18n/register';

/** The buy links of a course the member cannot watch: 购买课程 (as on the course page), and 会员免费看. */
function useBuyLinks(course: TVideoDetail['course']) {
  const { t } = useTranslation(['translation', 'learning']);
  const sellsVip = useFeature('vip');
  const links: { label: string; to: string; primary: boolean }[] = [
    {
      label: t('learning:video.buy', { price: formatYuan(course.charge) }),
      to: orderPathFor(course),
      primary: true,
    },
  ];
  if (sellsVip && course.is_vip_free === 1)
    links.push({ label: t('learning:video.vip'), to: '/vip', primary: false });
  return links;
}

/** The 16:9 box of the states without a player, on the configured player cover (config player.cover). */
function StageBox({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const cover = useAppSelector((s) => s.systemConfig.config?.player.cover);
  return (
    <div
      className="stage-box"
      role={busy ? 'status' : undefined}
      style={cover ? { backgroundImage: `url(${JSON.stringify(cover)})` } : undefined}
    >
      {children}
    </div>
  );
}

/**
 * The player area of /courses/video/:videoId: 登录后观看 for a visitor, the server's refusal
 * (请购买后观看) with the buy button, else the player with its end states.
 */
export function PlayerStage({ detail, orderedIds }: { detail: TVideoDetail; orderedIds: number[] }) {
  const { t } = useTranslation(['translation', 'learning']);
  const { isLogin, openLogin } = useAuthDialog();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { video, course } = detail;
  const info = usePlayInfoQuery(video.id, isLogin);
  const buy = useBuyLinks(course);
  const [end, setEnd] = useState<EndState | null>(null);
  const [replays, setReplays] = useState(0);
  const autoPlay = replays > 0 || (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const courseTo = `/courses/detail/${course.id}`;

  const refreshMarks = (result?: TRecordResult) => {
    if (result && !result.is_watched) return;
    void queryClient.invalidateQueries({ queryKey: [getVideo.id, video.id] });
  };

  if (!isLogin) {
    const here = `${location.pathname}${location.search}`;
    return (
      <StageBox>
        <PlayerMessage
          title={t('learning:video.loginToWatch')}
          sub={t('learning:video.loginHint')}
          actions={[
            {
              label: t('learning:video.login'),
              to: loginPathFor(here),
              primary: true,
              onClick: (e) => {
                e.preventDefault();
                openLogin();
              },
            },
          ]}
        />
      </StageBox>
    );
  }

  if (info.isPending) {
    return (
      <StageBox busy>
        <LoadingOutlined className="stage-box__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('learning:player.loading')}</span>
      </StageBox>
    );
  }

  if (info.isError) {
    const message = info.error instanceof ApiError ? info.error.envelope.message : '';
    const mustBuy =
      isServerMessage(info.error, learningMessages['learning.buyToWatch']) ||
      isServerMessage(info.error, learningMessages['learning.noPermission']);
    return (
      <StageBox>
        <PlayerMessage
          title={message || t('learning:video.loadFailed')}
          sub={mustBuy ? t('learning:video.buyHint') : undefined}
          actions={
            mustBuy ? buy : [{ label: t('app.retry'), primary: true, onClick: () => void info.refetch() }]
          }
        />
      </StageBox>
    );
  }

  const play = info.data;
  const titleOf = (id: number) =>
    Object.values(detail.videos)
      .flat()
      .find((v) => v.id === id)?.title ?? '';

  return (
    <VideoPlayer
      key={`${video.id}-${replays}-${play.expires_at}`}
      videoId={video.id}
      title={video.title}
      describedBy="player-shortcuts"
      info={play}
      record={detail.video_watched_progress[String(video.id)]}
      fromStart={replays > 0}
      autoPlay={autoPlay}
      lessonIds={orderedIds}
      onRecorded={refreshMarks}
      onRefresh={() => void info.refetch()}
      onEnd={(outcome) => {
        setEnd(outcome.kind === 'next' ? { ...outcome, title: titleOf(outcome.id) } : outcome);
        refreshMarks();
      }}
      overlay={
        end && (
          <EndOverlay
            end={end}
            buy={buy}
            courseTo={courseTo}
            onNext={(id) => navigate(`/courses/video/${id}`, { state: { autoplay: true } })}
            onReplay={() => {
              setEnd(null);
              setReplays((n) => n + 1);
            }}
          />
        )
      }
    />
  );
}
