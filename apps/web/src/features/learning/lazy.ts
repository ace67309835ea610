import { lazy } from 'react';

/*
 * The lesson player lent to /h5 (decision 043), loaded when a lesson page draws it, so the mobile site's
 * chunk carries none of its code (controls, menus, gestures; hls.js only for an HLS quality). Render it
 * inside a <Suspense>.
 */

export const LessonPlayer = lazy(() =>
  import('./components/video-player').then((m) => ({ default: m.VideoPlayer })),
);
