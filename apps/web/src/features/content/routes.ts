/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const contentRoutes = {
  home: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  articles: () => import('./pages/articles-page').then((m) => ({ Component: m.ArticlesPage })),
  articleDetail: () =>
    import('./pages/article-detail-page').then((m) => ({ Component: m.ArticleDetailPage })),
  announcement: () => import('./pages/announcement-page').then((m) => ({ Component: m.AnnouncementPage })),
  about: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })),
};
