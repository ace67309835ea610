import { H5_PAGES, H5_SIGNED_IN_PAGES, type H5Page } from '@shuyuan/contract/web-pages';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { H5KechengPage } from './catalogue/h5-kecheng-page';
import { H5KechengsPage } from './catalogue/h5-kechengs-page';
import { H5TeacherPage } from './catalogue/h5-teacher-page';
import { H5AttemptPage } from './exams/h5-attempt-page';
import { H5MyExamsPage } from './exams/h5-my-exams-page';
import { H5PaperPage } from './exams/h5-paper-page';
import { H5PapersPage } from './exams/h5-papers-page';
import { H5ResultPage } from './exams/h5-result-page';
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

/** Every mobile screen by its page name in the shared table (contract web-pages.ts), which the server reads too. */
const screens: Record<H5Page, ComponentType> = {
  courses: H5CoursesPage,
  courseDetail: H5CoursePage,
  home: H5HomePage,
  login: H5LoginPage,
  study: H5StudyPage,
  member: H5MePage,
  // The other public screens of the desktop site (issue 19).
  activates: H5ActivatesPage,
  activateDetail: H5ActivatePage,
  articles: H5ArticlesPage,
  articleDetail: H5ArticlePage,
  announcement: H5AnnouncementPage,
  about: H5AboutPage,
  search: H5SearchPage,
  teacher: H5TeacherPage,
  kechengs: H5KechengsPage,
  kechengDetail: H5KechengPage,
  // Signed-in screens; order/pay is where an order goes on after 去支付, and where the payment channels
  // send the phone back.
  video: H5VideoPage,
  memberOrders: H5OrdersPage,
  memberMessages: H5MessagesPage,
  orderPay: H5OrderPayPage,
  // Exams (issue 23): each screen answers not found while the paper switch is off.
  examPapers: H5PapersPage,
  examPaper: H5PaperPage,
  examAttempt: H5AttemptPage,
  examResult: H5ResultPage,
  memberExams: H5MyExamsPage,
};

const isSignedIn = (name: string) => (H5_SIGNED_IN_PAGES as readonly string[]).includes(name);
const routeOf = ([name, Screen]: [string, ComponentType]) => {
  const path = H5_PAGES[name as H5Page].path;
  return path === '' ? (
    <Route key={name} index element={<Screen />} />
  ) : (
    <Route key={name} path={path} element={<Screen />} />
  );
};

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
      {Object.entries(screens)
        .filter(([name]) => !isSignedIn(name))
        .map(routeOf)}
      <Route element={<H5RequireLogin />}>
        {Object.entries(screens)
          .filter(([name]) => isSignedIn(name))
          .map(routeOf)}
      </Route>
      <Route path="*" element={<H5NotFoundPage />} />
    </Routes>
  );
}
