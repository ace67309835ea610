/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const learningRoutes = {
  video: () => import('./pages/video-page').then((m) => ({ Component: m.VideoPage })),
  studyCenter: () => import('./pages/study-center-page').then((m) => ({ Component: m.StudyCenterPage })),
};
