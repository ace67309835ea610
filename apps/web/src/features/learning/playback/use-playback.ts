import type { TPlayInfo, TRecordResult } from '@shuyuan/contract/learning';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type EndOutcome, endOutcome } from './next-video';
import { createPlayLock, newPlayToken, playIdStorage } from './play-lock';
import { rememberedRate, rememberRate } from './preferences';
import { previewLimitOf, previewReached } from './preview';
import { MAX_PLAY_STEP_SECONDS } from './progress-cadence';
import { initialFurthest, resumePosition } from './resume';
import { allowedSpeeds, clampSeek, clampSpeed, type SeekRules, seekBlocked } from './seek-rules';
import { useProgressReport } from './use-progress-report';
import { useQuality } from './use-quality';

export interface PlaybackOptions {
  videoId: number;
  info: TPlayInfo;
  /** The member's record of this video: how far the drag ban lets them seek. */
  record?: { watch_seconds: number; watched_at: string | null };
  /** Start at 0 instead of the last position (replay). */
  fromStart?: boolean;
  autoPlay?: boolean;
  /** The quality to start with when none is remembered (an index of info.urls; default the first). */
  defaultQuality?: number;
  /** The course's lessons in order: what comes after the end. */
  lessonIds: readonly number[];
  onEnd(outcome: EndOutcome): void;
  onRecorded?(result: TRecordResult): void;
}

/** What the player shows for a few seconds; each player words it in its own namespace. */
export type PlaybackNotice = { kind: 'resumed'; at: number } | { kind: 'dragBanned' } | { kind: 'lockLost' };

const NOTICE_MS = 4_000;

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * The playback rules of the lesson player, on the desktop page and on /h5 (decision 043): resume at the
 * last position, the preview stop, the drag ban (seeks clamped to the furthest point watched, 1× only), the
 * progress reports, the one-tab lock, what comes after the end, and the speed and quality remembered from
 * the last lesson. It returns the state a player draws and the handlers of its <video>; the player only
 * draws. Every way of seeking (the bar, keys, double taps, swipes, the phone's own controls) obeys it.
 * Which rendition plays is use-quality.ts's, and the sending of the reports use-progress-report.ts's.
 */
export function usePlayback(options: PlaybackOptions) {
  const { videoId, info } = options;
  const latest = useRef(options);
  latest.current = options;
  const banDrag = info.ban_drag === 1;
  const previewLimit = previewLimitOf(info);
  const sources = info.urls;
  const [startAt] = useState(() =>
    options.fromStart ? 0 : resumePosition(info.last_position, info.duration, previewLimit),
  );
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [rate, setRateValue] = useState(() => clampSpeed(rememberedRate() ?? 1, banDrag));
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(startAt);
  const [duration, setDuration] = useState(info.duration);
  const [notice, setNotice] = useState<PlaybackNotice | null>(null);
  const [lockLost, setLockLost] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<{ at: number; play: boolean } | null>({
    at: startAt,
    play: Boolean(options.autoPlay),
  });
  const furthest = useRef(
    Math.max(initialFurthest(options.record, info.last_position, info.duration), startAt),
  );
  const lastTime = useRef(startAt);
  const ended = useRef(false);

  const report = useProgressReport(videoId, (r) => latest.current.onRecorded?.(r));
  const lost = useRef<() => void>(() => undefined);
  lost.current = () => {
    video?.pause();
    setLockLost(true);
    setNotice({ kind: 'lockLost' });
  };
  const lock = useMemo(
    () => createPlayLock(newPlayToken(videoId), playIdStorage, () => lost.current()),
    [videoId],
  );
  useEffect(() => () => lock.release(), [lock]);
  const { qualities, quality, setQuality } = useQuality(video, sources, {
    defaultQuality: options.defaultQuality,
    onFatal: () => setFailed(true),
    // A switch to another address picks up where the video is, playing or not (onLoadedMetadata).
    onSourceSwitch: (resume) => {
      pending.current = resume;
    },
  });

  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [notice]);

  const rules = (): SeekRules => ({
    banDrag,
    furthest: furthest.current,
    previewLimit,
    duration: video && Number.isFinite(video.duration) ? video.duration : duration,
  });

  const finish = (preview: boolean) => {
    ended.current = true;
    latest.current.onEnd(endOutcome(preview, latest.current.lessonIds, videoId));
  };

  const seek = (to: number) => {
    if (!video) return;
    const r = rules();
    if (seekBlocked(to, r)) setNotice({ kind: 'dragBanned' });
    const at = clampSeek(to, r);
    video.currentTime = at;
    lastTime.current = at;
    report.jumped(at);
    setCurrent(at);
  };

  const handlers = {
    onLoadedMetadata: (e: VideoEvent) => {
      const v = e.currentTarget;
      if (Number.isFinite(v.duration) && v.duration > 0) setDuration(v.duration);
      v.defaultPlaybackRate = clampSpeed(rate, banDrag);
      v.playbackRate = clampSpeed(rate, banDrag);
      // The resume point, or where a quality switch left off.
      const p = pending.current;
      pending.current = null;
      if (p && p.at > 0) {
        v.currentTime = p.at;
        lastTime.current = p.at;
        report.jumped(p.at);
        if (p.at === startAt && !ended.current) setNotice({ kind: 'resumed', at: p.at });
      }
      if (p?.play) void v.play().catch(() => undefined);
    },
    onTimeUpdate: (e: VideoEvent) => {
      const v = e.currentTarget;
      const at = v.currentTime;
      const step = at - lastTime.current;
      if (!v.seeking && step > 0 && step <= MAX_PLAY_STEP_SECONDS)
        furthest.current = Math.max(furthest.current, at);
      lastTime.current = at;
      setCurrent(at);
      if (!v.paused && !v.seeking) report.tick(at);
      if (!ended.current && previewReached(at, previewLimit)) {
        v.pause();
        report.flush(at);
        finish(true);
      }
    },
    onSeeking: (e: VideoEvent) => {
      // Any way of seeking (the phone's bar, media keys, browser menus) obeys the same rules as our bar.
      const v = e.currentTarget;
      const r = rules();
      const at = clampSeek(v.currentTime, r);
      if (Math.abs(at - v.currentTime) > 0.01) {
        if (seekBlocked(v.currentTime, r)) setNotice({ kind: 'dragBanned' });
        v.currentTime = at;
      }
      lastTime.current = at;
      report.jumped(at);
    },
    onPlay: () => {
      ended.current = false;
      setPlaying(true);
      setLockLost(false);
      lock.claim();
    },
    onPause: (e: VideoEvent) => {
      setPlaying(false);
      lock.release();
      if (!e.currentTarget.ended) report.flush(e.currentTarget.currentTime);
    },
    onEnded: (e: VideoEvent) => {
      setPlaying(false);
      lock.release();
      report.flush(e.currentTarget.duration || e.currentTarget.currentTime);
      finish(previewLimit > 0);
    },
    onRateChange: (e: VideoEvent) => {
      // Only the drag ban limits the speed: a phone's own menu may offer speeds our bar does not (1.75×).
      if (banDrag) e.currentTarget.playbackRate = clampSpeed(e.currentTarget.playbackRate, banDrag);
    },
    onError: () => setFailed(true),
  };

  return {
    /** The ref of the <video>. */
    ref: setVideo,
    video,
    handlers,
    banDrag,
    previewLimit,
    playing,
    current,
    duration,
    notice,
    lockLost,
    failed,
    /** Furthest point the drag ban lets the member reach, or null when the whole bar is reachable. */
    reachable: banDrag ? furthest.current : null,
    speeds: allowedSpeeds(banDrag),
    rate,
    /** The quality menu's lines and the chosen one's id. */
    qualities,
    quality,
    seek,
    /** Where a seek to `to` would land under the rules (what a swipe shows before it lets go). */
    clamp: (to: number) => clampSeek(to, rules()),
    toggle: () => {
      if (!video) return;
      if (video.paused) {
        setLockLost(false);
        void video.play().catch(() => undefined);
      } else video.pause();
    },
    setRate: (r: number) => {
      const next = clampSpeed(r, banDrag);
      setRateValue(next);
      // Remembered for the next lesson; a drag-banned one offers 1× only, which is no choice.
      if (!banDrag) rememberRate(next);
      if (video) video.playbackRate = next;
    },
    /** Switches to a line of the quality menu, where the video is and playing or not, and remembers it. */
    setQuality,
    /** Sends the position now (before the player asks for fresh addresses). */
    flush: () => report.flush(lastTime.current),
  };
}

export type Playback = ReturnType<typeof usePlayback>;
