import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import { useCaptions } from '../hooks/use-captions';
import { useFullscreen, useIdle } from '../hooks/use-fullscreen';
import { usePip } from '../hooks/use-pip';
import { usePlayerGestures } from '../hooks/use-player-gestures';
import { type PlaybackOptions, usePlayback } from '../playback/use-playback';
import { keyAction } from '../player/keyboard';
import { canSetVolume } from '../player/volume';
import { PlayerCaptions } from './player-captions';
import { PlayerControls } from './player-controls';
import { PlayerGestureHint } from './player-gesture-hint';
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
  /** The id of the text that lists the shortcuts, when the page shows one. */
  describedBy?: string;
}

/**
 * The lesson player of the desktop page and of /h5 (decision 043): a native <video> (hls.js for HLS) with
 * our own labelled, keyboard-operable controls, touch gestures on phones, full screen that works on iPhone
 * and in WeChat, picture in picture and a quality menu. The playback rules are usePlayback's; this draws them.
 */
export function VideoPlayer({ title, overlay, onRefresh, describedBy, ...options }: VideoPlayerProps) {
  const { t, i18n } = useTranslation(['translation', 'learning']);
  const box = useRef<HTMLElement>(null);
  const playback = usePlayback(options);
  const { info } = options;
  const { video, playing, notice, lockLost, failed } = playback;
  const [waiting, setWaiting] = useState(true);
  const [sound, setSound] = useState({ muted: false, volume: 1 });
  const { fullscreen, mode, toggleFullscreen } = useFullscreen(box, video);
  const { pipSupported, pip, togglePip } = usePip(video);
  const { idle, wake, toggleShown } = useIdle(playing);
  // iOS ignores the page's volume: no slider and no volume swipe there (its side buttons do it).
  const [volumeSettable, setVolumeSettable] = useState(true);
  useEffect(() => {
    if (video) setVolumeSettable(canSetVolume(video));
  }, [video]);
  const lastPointer = useRef('mouse');
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

  const { gestureHandlers, brightness, hint } = usePlayerGestures({
    playback,
    started: started && !covered,
    // Our box fills the screen (not the system's player, which has its own gestures).
    fullscreen: mode === 'container' || mode === 'page',
    volumeSettable,
    onTap: toggleShown,
    toggle,
  });

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

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    lastPointer.current = e.pointerType;
    // A finger on the controls keeps them up; one on the picture is the gestures' (a tap toggles them).
    if (e.pointerType === 'touch' && e.target !== video) wake();
  };

  const classes = [
    'player',
    playing ? 'is-playing' : '',
    idle ? 'is-idle' : '',
    // The box itself fills the screen (with the video's own full screen the system draws the picture).
    mode === 'container' || mode === 'page' ? 'is-fullscreen' : '',
    mode === 'page' ? 'is-page-fullscreen' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={box}
      className={classes}
      aria-label={t('learning:player.label', { title })}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the shortcuts work before any control is used
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={(e) => {
        if (e.pointerType !== 'touch') wake();
      }}
      style={info.cover ? { backgroundImage: `url(${JSON.stringify(info.cover)})` } : undefined}
    >
      <video
        ref={playback.ref}
        className="player__video"
        playsInline
        // WeChat's older Android engine (X5) plays inline and lets the page draw over the picture only so.
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
        preload="metadata"
        // The frame the transcode took (decision 042), until the video plays; the site's cover stays behind.
        poster={info.poster}
        aria-hidden="true"
        tabIndex={-1}
        style={brightness !== 1 ? { filter: `brightness(${brightness})` } : undefined}
        // A mouse: click plays or pauses, double-click is full screen. A finger: the gestures.
        onClick={() => {
          if (lastPointer.current !== 'touch') toggle();
        }}
        onDoubleClick={() => {
          if (lastPointer.current !== 'touch') toggleFullscreen();
        }}
        {...gestureHandlers}
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
      {!covered && <PlayerGestureHint hint={hint} />}
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
            volumeSettable,
            rate: playback.rate,
            speeds: playback.speeds,
            qualities: playback.qualities.map((q) => ({
              id: q.id,
              name: q.auto ? t('learning:player.qualityAuto') : q.name,
            })),
            quality: playback.quality,
            hasCaptions: subtitles.length > 0,
            captionsOn: captions.captionsOn,
            captionLabels: subtitles.map((s) => s.label),
            captionIndex: captions.captionIndex,
            fullscreen,
            pip: pipSupported ? pip : null,
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
            togglePip,
          }}
        />
      )}
    </section>
  );
}
