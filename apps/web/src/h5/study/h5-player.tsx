import type { TPlayInfo } from '@shuyuan/contract/learning';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatDuration } from '#features/catalogue';
import {
  clampSeek,
  PlayerWatermark,
  previewLimitOf,
  previewReached,
  resumePosition,
  type SeekRules,
  seekBlocked,
  useMediaSource,
  usePlayLock,
  useProgressReporting,
} from '#features/learning';
import { useH5Translation } from '../i18n/use-h5-translation';

/** On a phone MP4 plays everywhere natively; HLS needs hls.js outside Safari. The desktop order is kept otherwise. */
export const mobileSource = (urls: TPlayInfo['urls']) =>
  urls.find((u) => u.format === 'mp4') ?? urls[0] ?? null;

/**
 * The mobile lesson player: the phone's own <video> controls (familiar, accessible, fullscreen for free) with
 * the desktop player's rules (learning/player/*): resume, the drag ban, the preview stop and the progress
 * reports every 10 s of playback and on pause, end and page hide; the member's moving watermark and the
 * one-tab rule (another tab that starts a video pauses this one) as on the desktop.
 */
export function H5Player({
  videoId,
  title,
  info,
  furthest: watched,
  overlay,
  onEnd,
  onRecorded,
}: {
  videoId: number;
  title: string;
  info: TPlayInfo;
  furthest: number;
  overlay: ReactNode;
  onEnd: (kind: 'preview' | 'ended') => void;
  onRecorded: () => void;
}) {
  const { t, i18n } = useH5Translation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const previewLimit = previewLimitOf(info);
  const startAt = resumePosition(info.last_position, info.duration, previewLimit);
  const furthest = useRef(Math.max(watched, startAt));
  const lastTime = useRef(startAt);
  const report = useProgressReporting(videoId, true, onRecorded);
  useMediaSource(video, mobileSource(info.urls), () => setFailed(true));
  const lock = usePlayLock(videoId, () => {
    video?.pause();
    setNotice(t('h5:video.lockLost'));
  });

  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => setNotice(null), 4_000);
    return () => window.clearTimeout(id);
  }, [notice]);

  const rules = (v: HTMLVideoElement): SeekRules => ({
    banDrag: info.ban_drag === 1,
    furthest: furthest.current,
    previewLimit,
    duration: Number.isFinite(v.duration) ? v.duration : info.duration,
  });

  return (
    <div className="h5-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks below are there whenever the lesson has captions */}
      <video
        ref={setVideo}
        className="h5-player__video"
        controls
        playsInline
        preload="metadata"
        poster={info.cover || undefined}
        aria-label={t('h5:video.playerLabel', { title })}
        controlsList={info.ban_drag === 1 ? 'noplaybackrate nodownload' : 'nodownload'}
        onLoadedMetadata={(e) => {
          if (startAt <= 0) return;
          e.currentTarget.currentTime = startAt;
          report.jumped(startAt);
          setNotice(t('h5:video.resumed', { time: formatDuration(startAt) }));
        }}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          const at = v.currentTime;
          const step = at - lastTime.current;
          if (!v.seeking && step > 0 && step <= 3) furthest.current = Math.max(furthest.current, at);
          lastTime.current = at;
          if (!v.paused && !v.seeking) report.tick(at);
          if (previewReached(at, previewLimit)) {
            v.pause();
            report.flush(at);
            onEnd('preview');
          }
        }}
        onSeeking={(e) => {
          const v = e.currentTarget;
          const r = rules(v);
          const at = clampSeek(v.currentTime, r);
          if (Math.abs(at - v.currentTime) > 0.01) {
            if (seekBlocked(v.currentTime, r)) setNotice(t('h5:video.noDrag'));
            v.currentTime = at;
          }
          lastTime.current = at;
          report.jumped(at);
        }}
        onPlay={() => lock.claim()}
        onPause={(e) => {
          lock.release();
          report.flush(e.currentTarget.currentTime);
        }}
        onEnded={(e) => {
          lock.release();
          report.flush(e.currentTarget.currentTime);
          onEnd('ended');
        }}
      >
        {/* The phone's own player lists and draws these (its CC menu); the site's language is the default. */}
        {(info.subtitles ?? []).map((s) => (
          <track
            key={s.url}
            kind="subtitles"
            src={s.url}
            srcLang={s.lang}
            label={s.label}
            default={s.lang.toLowerCase().startsWith(lang)}
          />
        ))}
      </video>
      <PlayerWatermark watermark={info.watermark} />
      {notice && (
        <p className="h5-player__notice" role="status">
          {notice}
        </p>
      )}
      {(overlay || failed) && (
        <div className="h5-player__overlay">{failed ? <p>{t('h5:video.loadFailed')}</p> : overlay}</div>
      )}
    </div>
  );
}
