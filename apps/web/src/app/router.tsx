import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { authRoutes, RequireLogin } from '#features/auth';
import { catalogueRoutes } from '#features/catalogue';
import { commerceRoutes } from '#features/commerce';
import { contentRoutes } from '#features/content';
import { learningRoutes } from '#features/learning';
import { memberRoutes } from '#features/member';
import { systemRoutes } from '#features/system';
import { isHashMode } from '#lib/site-url';
import { PageLoading } from '#shared/page-loading';
import { RootShell } from './layouts/root-shell';
import { RouteErrorPage } from './layouts/route-error-page';
import { SiteLayout } from './layouts/site-layout';

type PageModule = Record<string, ComponentType>;

/** The console and the mobile site, each its own chunk; the module's named export `name` is the app. */
const page =
  <M extends PageModule>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/** Spec §2, login-required routes. `/courses/video/:videoId`: the id is a video id, as upstream. */
const signedInRoutes: RouteObject[] = [
  { path: 'courses/video/:videoId', lazy: learningRoutes.video },
  {
    // The member centre: every /member/* page sits beside the shared member nav.
    path: 'member',
    lazy: memberRoutes.layout,
    children: [
      { index: true, lazy: memberRoutes.profile },
      { path: 'study', lazy: memberRoutes.study },
      { path: 'messages', lazy: memberRoutes.messages },
      { path: 'orders', lazy: memberRoutes.orders },
      { path: 'credit1-free', lazy: memberRoutes.credit },
    ],
  },
  { path: 'order', lazy: commerceRoutes.order },
  { path: 'order/pay', lazy: commerceRoutes.orderPay },
  { path: 'order/success', lazy: commerceRoutes.orderSuccess },
  { path: 'study-center', lazy: learningRoutes.studyCenter },
];

/** Spec §2, routes with header and footer open to everyone. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: contentRoutes.home },
  { path: 'login/callback', lazy: authRoutes.loginCallback },
  { path: 'activates', lazy: catalogueRoutes.activates },
  { path: 'activates/detail/:activateId', lazy: catalogueRoutes.activateDetail },
  { path: 'articles', lazy: contentRoutes.articles },
  { path: 'articles/detail/:articleId', lazy: contentRoutes.articleDetail },
  { path: 'courses', lazy: catalogueRoutes.courses },
  { path: 'courses/detail/:courseId', lazy: catalogueRoutes.courseDetail },
  { path: 'announcement', lazy: contentRoutes.announcement },
  { path: 'search', lazy: catalogueRoutes.search },
  { path: 'error', lazy: systemRoutes.error },
  { path: 'face-check', lazy: authRoutes.faceCheck },
  { path: 'bind-mobile', lazy: authRoutes.bindMobile },
  { path: 'about', lazy: contentRoutes.about },
  // Teachers and 专栏 (issue 19; the spec names no route for them: decision 033).
  { path: 'teacher/:teacherId', lazy: catalogueRoutes.teacher },
  { path: 'kechengs', lazy: catalogueRoutes.kechengs },
  { path: 'kecheng/:kechengId', lazy: catalogueRoutes.kechengDetail },
  // VIP plans (upstream /vip): the course page's 会员免费看 and the member menu lead here.
  { path: 'vip', lazy: commerceRoutes.vip },
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
            children: [...publicRoutes, { element: <RequireLogin />, children: signedInRoutes }],
          },
        ],
      },
      {
        element: <SiteLayout footer={false} />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'login', lazy: authRoutes.login },
              { path: '*', lazy: systemRoutes.notFound },
            ],
          },
        ],
      },
      {
        // The admin console (issue 8): its own chunk and route tree, never loaded by storefront pages.
        path: 'admin/*',
        errorElement: <RouteErrorPage bare />,
        lazy: page(() => import('#admin/admin-app'), 'AdminApp'),
      },
      {
        // The mobile site (issue 7): its own chunk and route tree, never loaded by desktop pages.
        path: 'h5/*',
        errorElement: <RouteErrorPage bare />,
        lazy: page(() => import('#h5/h5-app'), 'H5App'),
      },
    ],
  },
];

/** Hash history when the visitor arrived at a `/#/…` address (spec §2), browser history otherwise. */
export function createAppRouter() {
  return isHashMode() ? createHashRouter(routes) : createBrowserRouter(routes);
}
