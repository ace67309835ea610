import type { TPlayInfo, TRecordResult } from '@shuyuan/contract/learning';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#features/catalogue';
import { useCaptions } from '../hooks/use-captions';
import { useFullscreen, useIdle } from '../hooks/use-fullscreen';
import { useMediaSource } from '../hooks/use-media-source';
import { usePlayLock } from '../hooks/use-play-lock';
import { useProgressReporting } from '../hooks/use-progress-reporting';
import { keyAction } from '../player/keyboard';
import { previewLimitOf, previewReached } from '../player/preview';
import { allowedSpeeds, clampSeek, clampSpeed, type SeekRules, seekBlocked } from '../player/seek-rules';
import { PlayerCaptions } from './player-captions';
import { PlayerControls } from './player-controls';
import { PlayerLayers } from './player-layers';
import { PlayerMessage } from './player-message';
import { PlayerWatermark } from './player-watermark';
import './video-player.css';
import '../i18n/register';

export interface VideoPlayerProps {
  videoId: number;
  title: string;
  info: TPlayInfo;
  /** Where to start (resume), seconds. */
  startAt: number;
  /** Furthest point already watched (the drag ban lets the member seek up to it). */
  furthest: number;
  autoPlay: boolean;
  /** What the page shows over the picture once the video ended (countdown, 试看结束…). */
  overlay: ReactNode;
  onEnd(kind: 'preview' | 'ended'): void;
  onRecorded(result: TRecordResult): void;
  /** The stream failed (e.g. expired addresses): ask for fresh play info. */
  onRefresh(): void;
}

/** The lesson player: a native <video> (hls.js for HLS) with our own labelled, keyboard-operable controls. */
export function VideoPlayer(props: VideoPlayerProps) {
  const { videoId, title, info, startAt, autoPlay, overlay, onEnd, onRecorded, onRefresh } = props;
  const { t, i18n } = useTranslation(['translation', 'learning']);
  const box = useRef<HTMLElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const banDrag = info.ban_drag === 1;
  const previewLimit = previewLimitOf(info);
  const speeds = allowedSpeeds(banDrag);
  const [quality, setQuality] = useState(0);
  const [rate, setRate] = useState(1);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [current, setCurrent] = useState(startAt);
  const [duration, setDuration] = useState(info.duration);
  const [sound, setSound] = useState({ muted: false, volume: 1 });
  const [notice, setNotice] = useState<string | null>(null);
  const [lockLost, setLockLost] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<{ at: number; play: boolean } | null>({ at: startAt, play: autoPlay });
  const furthest = useRef(Math.max(props.furthest, startAt));
  const lastTime = useRef(startAt);
  const ended = useRef(false);

  const report = useProgressReporting(videoId, true, onRecorded);
  const lock = usePlayLock(videoId, () => {
    video?.pause();
    setLockLost(true);
  });
  useMediaSource(video, info.urls[quality] ?? null, () => setFailed(true));
  const { fullscreen, toggleFullscreen } = useFullscreen(box);
  const { idle, wake } = useIdle(playing);
  const started = current > 0 || playing;
  const covered = Boolean(overlay) || lockLost || failed;
  const subtitles = info.subtitles ?? [];
  const captions = useCaptions(video, subtitles, i18n.language);

  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => setNotice(null), 4_000);
    return () => window.clearTimeout(id);
  }, [notice]);

  const rules = (): SeekRules => ({
    banDrag,
    furthest: furthest.current,
    previewLimit,
    duration: video && Number.isFinite(video.duration) ? video.duration : duration,
  });

  const seek = (to: number) => {
    if (!video) return;
    const r = rules();
    if (seekBlocked(to, r)) setNotice(t('learning:video.dragBanned'));
    const at = clampSeek(to, r);
    video.currentTime = at;
    lastTime.current = at;
    report.jumped(at);
    setCurrent(at);
  };

  const toggle = () => {
    if (!video || overlay) return;
    if (video.paused) {
      setLockLost(false);
      void video.play().catch(() => undefined);
    } else video.pause();
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
    else if (action.type === 'seek') seek(video.currentTime + action.by);
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
      {/* biome-ignore lint/a11y/useMediaCaption: the <track>s below are rendered whenever the video has captions */}
      <video
        ref={setVideo}
        className="player__video"
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onClick={toggle}
        onDoubleClick={toggleFullscreen}
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          if (Number.isFinite(v.duration) && v.duration > 0) setDuration(v.duration);
          v.defaultPlaybackRate = clampSpeed(rate, banDrag);
          v.playbackRate = clampSpeed(rate, banDrag);
          const p = pending.current;
          pending.current = null;
          if (p && p.at > 0) {
            v.currentTime = p.at;
            lastTime.current = p.at;
            report.jumped(p.at);
            if (p.at === startAt && !ended.current)
              setNotice(t('learning:video.resumed', { time: formatDuration(p.at) }));
          }
          if (p?.play) void v.play().catch(() => undefined);
        }}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          const at = v.currentTime;
          const step = at - lastTime.current;
          if (!v.seeking && step > 0 && step <= 3) furthest.current = Math.max(furthest.current, at);
          lastTime.current = at;
          setCurrent(at);
          if (!v.paused && !v.seeking) report.tick(at);
          if (!ended.current && previewReached(at, previewLimit)) {
            v.pause();
            report.flush(at);
            ended.current = true;
            onEnd('preview');
          }
        }}
        onSeeking={(e) => {
          // Any other way of seeking (media keys, browser menus) obeys the same rules as our bar.
          const v = e.currentTarget;
          const at = clampSeek(v.currentTime, rules());
          if (Math.abs(at - v.currentTime) > 0.01) {
            if (seekBlocked(v.currentTime, rules())) setNotice(t('learning:video.dragBanned'));
            v.currentTime = at;
          }
          report.jumped(at);
        }}
        onPlay={() => {
          ended.current = false;
          setPlaying(true);
          setLockLost(false);
          lock.claim();
        }}
        onPause={(e) => {
          setPlaying(false);
          lock.release();
          if (!e.currentTarget.ended) report.flush(e.currentTarget.currentTime);
        }}
        onEnded={(e) => {
          setPlaying(false);
          lock.release();
          report.flush(e.currentTarget.duration || e.currentTarget.currentTime);
          ended.current = true;
          onEnd(previewLimit > 0 ? 'preview' : 'ended');
        }}
        onRateChange={(e) => {
          const v = e.currentTarget;
          if (v.playbackRate !== clampSpeed(v.playbackRate, banDrag)) v.playbackRate = 1;
        }}
        onVolumeChange={(e) => setSound({ muted: e.currentTarget.muted, volume: e.currentTarget.volume })}
        onWaiting={() => setWaiting(true)}
        onCanPlay={() => setWaiting(false)}
        onPlaying={() => setWaiting(false)}
        onError={() => setFailed(true)}
      >
        {subtitles.map((s) => (
          <track key={s.url} kind="subtitles" src={s.url} srcLang={s.lang} label={s.label} />
        ))}
      </video>
      <PlayerWatermark watermark={info.watermark} />
      <PlayerCaptions cue={captions.cue} lifted={!covered && started && !idle} />
      <PlayerLayers
        previewLimit={previewLimit}
        notice={notice}
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
                report.flush(lastTime.current);
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
            current,
            duration,
            muted: sound.muted,
            volume: sound.volume,
            rate,
            speeds,
            qualities: info.urls.map((u) => u.name),
            quality,
            hasCaptions: subtitles.length > 0,
            captionsOn: captions.captionsOn,
            captionLabels: subtitles.map((s) => s.label),
            captionIndex: captions.captionIndex,
            fullscreen,
            reachable: banDrag ? furthest.current : null,
          }}
          actions={{
            toggle,
            seek,
            setVolume: (v) => {
              if (!video) return;
              video.volume = v;
              video.muted = v === 0;
            },
            toggleMute: () => {
              if (video) video.muted = !video.muted;
            },
            setRate: (r) => {
              const next = clampSpeed(r, banDrag);
              setRate(next);
              if (video) video.playbackRate = next;
            },
            setQuality: (i) => {
              if (!video || i === quality) return;
              pending.current = { at: video.currentTime, play: !video.paused };
              setQuality(i);
            },
            toggleCaptions: captions.toggleCaptions,
            chooseCaption: captions.chooseCaption,
            toggleFullscreen,
          }}
        />
      )}
    </section>
  );
}
