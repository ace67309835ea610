import { H5_BASE, SIGNED_IN_PAGES, STOREFRONT_PAGES, type StorefrontPage } from '@shuyuan/contract/web-pages';
import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { authRoutes, RequireLogin } from '#features/auth';
import { catalogueRoutes } from '#features/catalogue';
import { commerceRoutes } from '#features/commerce';
import { contentRoutes } from '#features/content';
import { examsRoutes } from '#features/exams';
import { learningRoutes } from '#features/learning';
import { memberRoutes } from '#features/member';
import { systemRoutes } from '#features/system';
import { isHashMode } from '#lib/site-url';
import { screenInAntd } from '#shared/lazy-in-antd';
import { PageLoading } from '#shared/page-loading';
import { RootShell } from './layouts/root-shell';
import { RouteErrorPage } from './layouts/route-error-page';
import { SiteLayout } from './layouts/site-layout';

type PageModule = Record<string, ComponentType>;

/** The console and the mobile site, each its own chunk; the module's named export `name` is the app. */
const page = <M extends PageModule>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  screenInAntd(async () => ({ Component: (await load())[name] as ComponentType }));

type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * Every storefront screen by its page name in the shared table (contract web-pages.ts), which the server
 * reads too (known addresses answer 200 with their own head, others 404): a page missing here or there
 * fails tsc. `/courses/video/:videoId`: the id is a video id, as upstream.
 */
const screens: Record<Exclude<StorefrontPage, 'admin' | 'login' | 'member' | MemberChild>, Lazy> = {
  home: contentRoutes.home,
  loginCallback: authRoutes.loginCallback,
  activates: catalogueRoutes.activates,
  activateDetail: catalogueRoutes.activateDetail,
  articles: contentRoutes.articles,
  articleDetail: contentRoutes.articleDetail,
  courses: catalogueRoutes.courses,
  courseDetail: catalogueRoutes.courseDetail,
  announcement: contentRoutes.announcement,
  search: catalogueRoutes.search,
  error: systemRoutes.error,
  faceCheck: authRoutes.faceCheck,
  bindMobile: authRoutes.bindMobile,
  about: contentRoutes.about,
  // Teachers and 专栏 (issue 19; the spec names no route for them: decision 033).
  teacher: catalogueRoutes.teacher,
  kechengs: catalogueRoutes.kechengs,
  kechengDetail: catalogueRoutes.kechengDetail,
  // VIP plans (upstream /vip): the course page's 会员免费看 and the member menu lead here.
  vip: commerceRoutes.vip,
  video: learningRoutes.video,
  order: commerceRoutes.order,
  orderPay: commerceRoutes.orderPay,
  orderSuccess: commerceRoutes.orderSuccess,
  studyCenter: learningRoutes.studyCenter,
  // Exams (issue 23): each screen answers not found while the paper switch is off.
  examPapers: examsRoutes.papers,
  examPaper: examsRoutes.paper,
  examAttempt: examsRoutes.attempt,
  examResult: examsRoutes.result,
};

/** The member centre: every /member/* page sits beside the shared member nav. */
type MemberChild = 'memberStudy' | 'memberMessages' | 'memberOrders' | 'memberCredit' | 'memberExams';
const memberScreens: Record<MemberChild, Lazy> = {
  memberStudy: memberRoutes.study,
  memberMessages: memberRoutes.messages,
  memberOrders: memberRoutes.orders,
  memberCredit: memberRoutes.credit,
  memberExams: examsRoutes.memberExams,
};
const memberRoute: RouteObject = {
  path: STOREFRONT_PAGES.member.path,
  // The member pages render in the layout's <Outlet>, inside its antd scope.
  lazy: screenInAntd(memberRoutes.layout),
  children: [
    { index: true, lazy: memberRoutes.profile },
    ...Object.entries(memberScreens).map(([name, lazy]) => ({
      path: STOREFRONT_PAGES[name as MemberChild].path.slice(`${STOREFRONT_PAGES.member.path}/`.length),
      lazy,
    })),
  ],
};

/**
 * Every screen but the home page renders inside antd's provider, loaded with it (shared/lazy-in-antd.tsx);
 * the home page draws no antd component, so a first visit to / fetches none of antd (issue 21). Its parts
 * that do (the header's menus and dialogs, toasts) bring their own scope.
 */
const routeOf = (name: keyof typeof screens): RouteObject =>
  name === 'home'
    ? { index: true, lazy: screens.home }
    : { path: STOREFRONT_PAGES[name].path, lazy: screenInAntd(screens[name]) };
const isSignedIn = (name: string) => (SIGNED_IN_PAGES as readonly string[]).includes(name);
const names = Object.keys(screens) as (keyof typeof screens)[];

/** Spec §2, login-required routes. */
const signedInRoutes: RouteObject[] = [...names.filter(isSignedIn).map(routeOf), memberRoute];

/** Spec §2, routes with header and footer open to everyone. */
const publicRoutes: RouteObject[] = names.filter((name) => !isSignedIn(name)).map(routeOf);

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
              { path: STOREFRONT_PAGES.login.path, lazy: screenInAntd(authRoutes.login) },
              { path: '*', lazy: screenInAntd(systemRoutes.notFound) },
            ],
          },
        ],
      },
      {
        // The admin console (issue 8): its own chunk and route tree, never loaded by storefront pages.
        path: STOREFRONT_PAGES.admin.path,
        errorElement: <RouteErrorPage bare />,
        lazy: page(() => import('#admin/admin-app'), 'AdminApp'),
      },
      {
        // The mobile site (issue 7): its own chunk and route tree, never loaded by desktop pages.
        path: `${H5_BASE}/*`,
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
