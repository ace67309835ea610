/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const authRoutes = {
  loginCallback: () =>
    import('./pages/login-callback-page').then((m) => ({ Component: m.LoginCallbackPage })),
  faceCheck: () => import('./pages/face-check-page').then((m) => ({ Component: m.FaceCheckPage })),
  bindMobile: () => import('./pages/bind-mobile-page').then((m) => ({ Component: m.BindMobilePage })),
  login: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
};
