import type { TPlayInfo } from '@shuyuan/contract/learning';
import { type ReactNode, Suspense } from 'react';
import { LessonPlayer, type PlaybackOptions } from '#features/learning';

/** On a phone MP4 plays everywhere natively; HLS needs hls.js outside Safari: an MP4 first, unless one was chosen. */
export const mobileQuality = (urls: TPlayInfo['urls']) =>
  Math.max(
    0,
    urls.findIndex((u) => u.format === 'mp4'),
  );

/**
 * The mobile lesson player: the desktop page's player (decision 043), fetched with the lesson, edge to edge:
 * its labelled controls, double taps and swipes, full screen that works on iPhone and in WeChat, picture in
 * picture and the quality menu, with the rules of usePlayback (resume, the drag ban, the preview stop, the
 * progress reports, the one-tab rule, the remembered speed and quality) and the member's moving watermark.
 */
export function H5Player({
  overlay,
  onRefresh,
  ...options
}: Omit<PlaybackOptions, 'defaultQuality'> & { title: string; overlay: ReactNode; onRefresh(): void }) {
  return (
    <Suspense fallback={<div className="h5-player shimmer" />}>
      <LessonPlayer
        {...options}
        defaultQuality={mobileQuality(options.info.urls)}
        onRefresh={onRefresh}
        overlay={overlay ? <div className="h5-player__overlay">{overlay}</div> : null}
      />
    </Suspense>
  );
}
