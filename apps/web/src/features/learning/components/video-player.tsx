import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import { useCaptions } from '../hooks/use-captions';
import { useFullscreen, useIdle } from '../hooks/use-fullscreen';
import { type PlaybackOptions, usePlayback } from '../playback/use-playback';
import { keyAction } from '../player/keyboard';
import { PlayerCaptions } from './player-captions';
import { PlayerControls } from './player-controls';
import { PlayerLayers } from './player-layers';
import { PlayerMessage } from './player-message';
import { PlayerWatermark } from './player-watermark';
import './video-player.css';
import '../i18n/register';

export interface VideoPlayerProps extends PlaybackOptions {
  title: string;
  /** What the page shows over the picture once the video ended (countdown, 试看结束…). */
  overlay: ReactNode;
  /** The stream failed (e.g. expired addresses): ask for fresh play info. */
  onRefresh(): void;
}

/**
 * The lesson player: a native <video> (hls.js for HLS) with our own labelled, keyboard-operable controls.
 * The playback rules are usePlayback's; this draws them.
 */
export function VideoPlayer({ title, overlay, onRefresh, ...options }: VideoPlayerProps) {
  const { t, i18n } = useTranslation(['translation', 'learning']);
  const box = useRef<HTMLElement>(null);
  const playback = usePlayback(options);
  const { info } = options;
  const { video, playing, notice, lockLost, failed } = playback;
  const [waiting, setWaiting] = useState(true);
  const [sound, setSound] = useState({ muted: false, volume: 1 });
  const { fullscreen, toggleFullscreen } = useFullscreen(box);
  const { idle, wake } = useIdle(playing);
  const started = playback.current > 0 || playing;
  const covered = Boolean(overlay) || lockLost || failed;
  const subtitles = info.subtitles ?? [];
  const captions = useCaptions(video, subtitles, i18n.language);
  // The lost lock has its own message below.
  const noticeText =
    notice?.kind === 'resumed'
      ? t('learning:video.resumed', { time: formatDuration(notice.at) })
      : notice?.kind === 'dragBanned'
        ? t('learning:video.dragBanned')
        : null;

  const toggle = () => {
    if (!overlay) playback.toggle();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const action = keyAction(
      e.key,
      { tagName: target.tagName, role: target.getAttribute('role') },
      { ctrl: e.ctrlKey, meta: e.metaKey, alt: e.altKey },
    );
    if (!action || !video) return;
    e.preventDefault();
    wake();
    if (action.type === 'toggle') toggle();
    else if (action.type === 'seek') playback.seek(video.currentTime + action.by);
    else if (action.type === 'volume') video.volume = Math.max(0, Math.min(1, video.volume + action.by));
    else if (action.type === 'mute') video.muted = !video.muted;
    else if (action.type === 'fullscreen') toggleFullscreen();
    else if (action.type === 'captions' && subtitles.length > 0) captions.toggleCaptions();
  };

  const classes = ['player', playing ? 'is-playing' : '', idle ? 'is-idle' : ''].filter(Boolean).join(' ');

  return (
    <section
      ref={box}
      className={classes}
      aria-label={t('learning:player.label', { title })}
      aria-describedby="player-shortcuts"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the shortcuts work before any control is used
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      style={info.cover ? { backgroundImage: `url(${JSON.stringify(info.cover)})` } : undefined}
    >
      <video
        ref={playback.ref}
        className="player__video"
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onClick={toggle}
        onDoubleClick={toggleFullscreen}
        {...playback.handlers}
        onVolumeChange={(e) => setSound({ muted: e.currentTarget.muted, volume: e.currentTarget.volume })}
        onWaiting={() => setWaiting(true)}
        onCanPlay={() => setWaiting(false)}
        onPlaying={() => setWaiting(false)}
      >
        {subtitles.map((s) => (
          <track key={s.url} kind="subtitles" src={s.url} srcLang={s.lang} label={s.label} />
        ))}
      </video>
      <PlayerWatermark watermark={info.watermark} />
      <PlayerCaptions cue={captions.cue} lifted={!covered && started && !idle} />
      <PlayerLayers
        previewLimit={playback.previewLimit}
        notice={noticeText}
        buffering={waiting && playing}
        showPlay={!playing}
        covered={covered}
        onPlay={toggle}
      />
      {lockLost && !overlay && (
        <PlayerMessage
          title={t('learning:video.lockLost')}
          actions={[{ label: t('learning:video.playHere'), primary: true, onClick: toggle }]}
        />
      )}
      {failed && !overlay && (
        <PlayerMessage
          title={t('learning:video.loadFailed')}
          actions={[
            {
              label: t('app.retry'),
              primary: true,
              onClick: () => {
                playback.flush();
                onRefresh();
              },
            },
          ]}
        />
      )}
      {overlay}
      {!covered && started && (
        <PlayerControls
          popupRoot={() => box.current ?? document.body}
          state={{
            playing,
            current: playback.current,
            duration: playback.duration,
            muted: sound.muted,
            volume: sound.volume,
            rate: playback.rate,
            speeds: playback.speeds,
            qualities: info.urls.map((u) => u.name),
            quality: playback.quality,
            hasCaptions: subtitles.length > 0,
            captionsOn: captions.captionsOn,
            captionLabels: subtitles.map((s) => s.label),
            captionIndex: captions.captionIndex,
            fullscreen,
            reachable: playback.reachable,
          }}
          actions={{
            toggle,
            seek: playback.seek,
            setVolume: (v) => {
              if (!video) return;
              video.volume = v;
              video.muted = v === 0;
            },
            toggleMute: () => {
              if (video) video.muted = !video.muted;
            },
            setRate: playback.setRate,
            setQuality: playback.setQuality,
            toggleCaptions: captions.toggleCaptions,
            chooseCaption: captions.chooseCaption,
            toggleFullscreen,
          }}
        />
      )}
    </section>
  );
}
