import type { TPlayInfo } from '@shuyuan/contract/learning';
import type { ReactNode } from 'react';
import { formatDuration } from '#features/catalogue';
import { type PlaybackOptions, PlayerWatermark, usePlayback } from '#features/learning';
import { useH5Translation } from '../i18n/use-h5-translation';

/** On a phone MP4 plays everywhere natively; HLS needs hls.js outside Safari. The desktop order is kept otherwise. */
export const mobileSource = (urls: TPlayInfo['urls']) =>
  urls.find((u) => u.format === 'mp4') ?? urls[0] ?? null;

/**
 * The mobile lesson player: the phone's own <video> controls (familiar, accessible, fullscreen for free) with
 * the desktop player's rules (usePlayback): resume, the drag ban, the preview stop and the progress reports,
 * the member's moving watermark and the one-tab rule (another tab that starts a video pauses this one).
 */
export function H5Player({
  title,
  overlay,
  ...options
}: Omit<PlaybackOptions, 'sources'> & { title: string; overlay: ReactNode }) {
  const { t, i18n } = useH5Translation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { info } = options;
  const source = mobileSource(info.urls);
  const playback = usePlayback({ ...options, sources: source ? [source] : [] });
  const { notice, failed } = playback;
  const noticeText =
    notice?.kind === 'resumed'
      ? t('h5:video.resumed', { time: formatDuration(notice.at) })
      : notice?.kind === 'dragBanned'
        ? t('h5:video.noDrag')
        : notice && t('h5:video.lockLost');

  return (
    <div className="h5-player">
      <video
        ref={playback.ref}
        className="h5-player__video"
        controls
        playsInline
        preload="metadata"
        poster={info.cover || undefined}
        aria-label={t('h5:video.playerLabel', { title })}
        controlsList={playback.banDrag ? 'noplaybackrate nodownload' : 'nodownload'}
        {...playback.handlers}
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
      {noticeText && (
        <p className="h5-player__notice" role="status">
          {noticeText}
        </p>
      )}
      {(overlay || failed) && (
        <div className="h5-player__overlay">{failed ? <p>{t('h5:video.loadFailed')}</p> : overlay}</div>
      )}
    </div>
  );
}
