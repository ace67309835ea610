/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const systemRoutes = {
  error: () => import('./pages/error-page').then((m) => ({ Component: m.ErrorPage })),
  notFound: () => import('#shared/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};
