import { useEffect } from 'react';

export interface MediaSource {
  url: string;
  /** mp4 | m3u8 (from play info). */
  format: string;
}

const isHls = (s: MediaSource) => s.format.toLowerCase() === 'm3u8' || /\.m3u8($|\?)/i.test(s.url);

/**
 * Puts a source into the <video>: MP4 natively; HLS through hls.js (imported here only, so it is fetched
 * on the video page and only for an HLS quality), or natively where the browser plays HLS itself and has
 * no MediaSource (iOS Safari). `onFatal` is told when the stream cannot go on.
 */
export function useMediaSource(
  video: HTMLVideoElement | null,
  source: MediaSource | null,
  onFatal: () => void,
) {
  const url = source?.url ?? '';
  const hls = source ? isHls(source) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFatal may change identity every render
  useEffect(() => {
    if (!video || !url) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const native = () => {
      video.src = url;
      video.load();
    };
    if (!hls) {
      native();
    } else {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          native();
          return;
        }
        const player = new Hls({ maxBufferLength: 30 });
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFatal();
        });
        player.loadSource(url);
        player.attachMedia(video);
        destroy = () => player.destroy();
      }, onFatal);
    }
    return () => {
      cancelled = true;
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [video, url, hls]);
}
