import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { H5KechengPage } from './catalogue/h5-kecheng-page';
import { H5KechengsPage } from './catalogue/h5-kechengs-page';
import { H5TeacherPage } from './catalogue/h5-teacher-page';
import { registerH5Strings } from './i18n/register';
import { H5RequireLogin } from './layout/h5-require-login';
import { H5AboutPage } from './pages/h5-about-page';
import { H5ActivatePage } from './pages/h5-activate-page';
import { H5ActivatesPage } from './pages/h5-activates-page';
import { H5AnnouncementPage } from './pages/h5-announcement-page';
import { H5ArticlePage } from './pages/h5-article-page';
import { H5ArticlesPage } from './pages/h5-articles-page';
import { H5CoursePage } from './pages/h5-course-page';
import { H5CoursesPage } from './pages/h5-courses-page';
import { H5HomePage } from './pages/h5-home-page';
import { H5LoginPage } from './pages/h5-login-page';
import { H5MePage } from './pages/h5-me-page';
import { H5MessagesPage } from './pages/h5-messages-page';
import { H5NotFoundPage } from './pages/h5-not-found-page';
import { H5OrdersPage } from './pages/h5-orders-page';
import { H5SearchPage } from './pages/h5-search-page';
import { H5StudyPage } from './pages/h5-study-page';
import { H5VideoPage } from './pages/h5-video-page';
import { H5OrderPayPage } from './pay/h5-pay-page';
import { h5PathFor } from './route-map';
import './h5.css';
import './h5-blocks.css';
import './h5-pages.css';
import './h5-member.css';
import './h5-lists.css';
import './h5-public.css';

registerH5Strings();

const screens: [string, ComponentType][] = [
  ['courses', H5CoursesPage],
  ['courses/detail/:courseId', H5CoursePage],
  ['login', H5LoginPage],
  ['study', H5StudyPage],
  ['member', H5MePage],
  // The other public screens of the desktop site (issue 19).
  ['activates', H5ActivatesPage],
  ['activates/detail/:activateId', H5ActivatePage],
  ['articles', H5ArticlesPage],
  ['articles/detail/:articleId', H5ArticlePage],
  ['announcement', H5AnnouncementPage],
  ['about', H5AboutPage],
  ['search', H5SearchPage],
  ['teacher/:teacherId', H5TeacherPage],
  ['kechengs', H5KechengsPage],
  ['kecheng/:kechengId', H5KechengPage],
];

const memberScreens: [string, ComponentType][] = [
  ['courses/video/:videoId', H5VideoPage],
  ['member/orders', H5OrdersPage],
  ['member/messages', H5MessagesPage],
  // Where an order goes on after 去支付, and where the payment channels send the phone back.
  ['order/pay', H5OrderPayPage],
];

/**
 * /h5/*: the frameless mobile site (issue 7), one lazy chunk mounted by the app's router, so desktop visitors
 * never download it. Addresses mirror the desktop ones (route-map.ts). The pages are small; one chunk keeps
 * moving between tabs instant on a phone's network.
 */
export function H5App() {
  // The mobile rule (app/layouts/root-shell.tsx) sends a phone here with the page it asked for in `from`:
  // the mapping to its mobile twin lives in this chunk, not in every desktop first load.
  const from = useSearchParams()[0].get('from');
  if (from?.startsWith('/')) return <Navigate to={h5PathFor(from) ?? '/h5'} replace />;
  return (
    <Routes>
      <Route index element={<H5HomePage />} />
      {screens.map(([path, Screen]) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route element={<H5RequireLogin />}>
        {memberScreens.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
      </Route>
      <Route path="*" element={<H5NotFoundPage />} />
    </Routes>
  );
}
