import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { RequireLogin } from '../features/auth/components/require-login';
import { PageLoading } from '../shared/page-loading';
import { HeaderOnlyLayout } from './layouts/header-only-layout';
import { RootShell } from './layouts/root-shell';
import { RouteErrorPage } from './layouts/route-error-page';
import { SiteLayout } from './layouts/site-layout';
import { isHashMode } from './site-url';

type PageModule = Record<string, ComponentType>;

/** Each page is its own chunk; the module's named export `name` is the screen. */
const page =
  <M extends PageModule>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/** Spec §2, login-required routes. `/courses/video/:videoId`: the id is a video id, as upstream. */
const memberRoutes: RouteObject[] = [
  {
    path: 'courses/video/:videoId',
    lazy: page(() => import('../features/learning/pages/video-page'), 'VideoPage'),
  },
  {
    // The member centre: every /member/* page sits beside the shared member nav.
    path: 'member',
    lazy: page(() => import('../features/member/layouts/member-layout'), 'MemberLayout'),
    children: [
      { index: true, lazy: page(() => import('../features/member/pages/member-page'), 'MemberPage') },
      {
        path: 'study',
        lazy: page(() => import('../features/member/pages/member-study-page'), 'MemberStudyPage'),
      },
      {
        path: 'messages',
        lazy: page(() => import('../features/member/pages/member-messages-page'), 'MemberMessagesPage'),
      },
      {
        path: 'orders',
        lazy: page(() => import('../features/member/pages/member-orders-page'), 'MemberOrdersPage'),
      },
      {
        path: 'credit1-free',
        lazy: page(() => import('../features/member/pages/member-credit-page'), 'MemberCreditPage'),
      },
    ],
  },
  { path: 'order', lazy: page(() => import('../features/commerce/pages/order-page'), 'OrderPage') },
  {
    path: 'order/pay',
    lazy: page(() => import('../features/commerce/pages/order-pay-page'), 'OrderPayPage'),
  },
  {
    path: 'order/success',
    lazy: page(() => import('../features/commerce/pages/order-success-page'), 'OrderSuccessPage'),
  },
  {
    path: 'study-center',
    lazy: page(() => import('../features/learning/pages/study-center-page'), 'StudyCenterPage'),
  },
];

/** Spec §2, routes with header and footer open to everyone. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/content/pages/home-page'), 'HomePage') },
  {
    path: 'login/callback',
    lazy: page(() => import('../features/auth/pages/login-callback-page'), 'LoginCallbackPage'),
  },
  {
    path: 'activates',
    lazy: page(() => import('../features/catalogue/pages/activates-page'), 'ActivatesPage'),
  },
  {
    path: 'activates/detail/:activateId',
    lazy: page(() => import('../features/catalogue/pages/activate-detail-page'), 'ActivateDetailPage'),
  },
  { path: 'articles', lazy: page(() => import('../features/content/pages/articles-page'), 'ArticlesPage') },
  {
    path: 'articles/detail/:articleId',
    lazy: page(() => import('../features/content/pages/article-detail-page'), 'ArticleDetailPage'),
  },
  { path: 'courses', lazy: page(() => import('../features/catalogue/pages/courses-page'), 'CoursesPage') },
  {
    path: 'courses/detail/:courseId',
    lazy: page(() => import('../features/catalogue/pages/course-detail-page'), 'CourseDetailPage'),
  },
  {
    path: 'announcement',
    lazy: page(() => import('../features/content/pages/announcement-page'), 'AnnouncementPage'),
  },
  { path: 'search', lazy: page(() => import('../features/catalogue/pages/search-page'), 'SearchPage') },
  { path: 'error', lazy: page(() => import('../features/system/pages/error-page'), 'ErrorPage') },
  { path: 'face-check', lazy: page(() => import('../features/auth/pages/face-check-page'), 'FaceCheckPage') },
  {
    path: 'bind-mobile',
    lazy: page(() => import('../features/auth/pages/bind-mobile-page'), 'BindMobilePage'),
  },
  { path: 'about', lazy: page(() => import('../features/content/pages/about-page'), 'AboutPage') },
  // VIP plans (upstream /vip): the course page's 会员免费看 and the member menu lead here.
  { path: 'vip', lazy: page(() => import('../features/commerce/pages/vip-page'), 'VipPage') },
];

/** The whole route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage bare />,
    hydrateFallbackElement: <PageLoading fullScreen />,
    children: [
      {
        element: <SiteLayout />,
        // A pathless child with its own boundary keeps the header and footer around a failing page.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [...publicRoutes, { element: <RequireLogin />, children: memberRoutes }],
          },
        ],
      },
      {
        element: <HeaderOnlyLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
              {
                path: '*',
                lazy: page(() => import('../features/system/pages/not-found-page'), 'NotFoundPage'),
              },
            ],
          },
        ],
      },
      {
        // The admin console (issue 8): its own chunk and route tree, never loaded by storefront pages.
        path: 'admin/*',
        errorElement: <RouteErrorPage bare />,
        lazy: page(() => import('../admin/admin-app'), 'AdminApp'),
      },
      {
        // The mobile site (issue 7): its own chunk and route tree, never loaded by desktop pages.
        path: 'h5/*',
        errorElement: <RouteErrorPage bare />,
        lazy: page(() => import('../features/h5/h5-app'), 'H5App'),
      },
    ],
  },
];

/** Hash history when the visitor arrived at a `/#/…` address (spec §2), browser history otherwise. */
export function createAppRouter() {
  return isHashMode() ? createHashRouter(routes) : createBrowserRouter(routes);
}
