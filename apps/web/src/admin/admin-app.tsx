import { App, ConfigProvider, Skeleton, type ThemeConfig } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout';
import './admin.css';
// The console's shell strings; each page's namespace registers with its module, all inside this chunk.
import './i18n/register';
import { AccountsPage } from './pages/accounts/accounts-page';
import { AuditLogPage } from './pages/audit-log-page';
import { BlocksPage } from './pages/blocks/blocks-page';
import { ActivatesPage } from './pages/catalogue/activates-page';
import { CategoriesPage, LinksPage, TeachersPage } from './pages/catalogue/catalogue-pages';
import { KechengsPage } from './pages/catalogue/kechengs-page';
import { AnnouncementsPage, ArticlesPage, NavsPage, SlidersPage } from './pages/content/content-pages';
import { CourseEditPage } from './pages/courses/course-edit-page';
import { CourseListPage } from './pages/courses/course-list-page';
import { AdminLoginPage } from './pages/login-page';
import { MediaLibraryPage } from './pages/media/media-library-page';
import { MemberListPage } from './pages/members/member-list-page';
import { OrderListPage } from './pages/orders/order-list-page';
import { PromoCodePage } from './pages/orders/promo-code-page';
import { RefundListPage } from './pages/orders/refund-list-page';
import { RolePage } from './pages/orders/role-page';
import { SettingsPage } from './pages/settings/settings-page';

/*
 * The derived light tints of the brand green come out greyish; the console (dense with selected menu
 * items and status tags) gets clear light greens instead. Merged over the site's theme.
 * Text on those tints is one shade darker than antd's defaults (WCAG AA, 4.5:1): the brand green on
 * #e8f5ed is 4.47:1, #166534 6.35:1; a coloured tag's text is its palette's 7th shade on the 1st, and for
 * green, gold, orange and cyan that is 2.8–3.4:1, so those take the 8th or 9th shade; info and error
 * text likewise.
 */
const adminTheme: ThemeConfig = {
  token: {
    colorPrimaryBg: '#e8f5ed',
    colorPrimaryBgHover: '#d4ecdd',
    colorSuccess: '#166534',
    colorSuccessBg: '#e8f5ed',
    colorSuccessBorder: '#a8d5b9',
    colorInfo: '#0958d9',
    colorError: '#b91c1c',
    // Each under both names: antd writes `green7` and the legacy `green-7` to one CSS variable.
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#874d00',
    'gold-7': '#874d00',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    cyan7: '#006d75',
    'cyan-7': '#006d75',
  },
  components: {
    Menu: { itemSelectedBg: '#e8f5ed', itemSelectedColor: '#166534', itemHoverBg: '#f2f8f4' },
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff' },
  },
};

// ECharts (~300 kB) loads with the dashboard only, not with every console page.
const DashboardPage = lazy(() =>
  import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** The whole /admin console: one lazy chunk mounted at `admin/*`, with its own route tree. */
export function AdminApp() {
  return (
    <ConfigProvider theme={adminTheme}>
      <App>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          <Route element={<AdminLayout />}>
            <Route
              index
              element={
                <Suspense fallback={<Skeleton active />}>
                  <DashboardPage />
                </Suspense>
              }
            />
            <Route path="courses" element={<CourseListPage />} />
            <Route path="courses/new" element={<CourseEditPage />} />
            <Route path="courses/:id" element={<CourseEditPage />} />
            <Route path="media" element={<MediaLibraryPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="teachers" element={<TeachersPage />} />
            <Route path="activates" element={<ActivatesPage />} />
            <Route path="kechengs" element={<KechengsPage />} />
            <Route path="links" element={<LinksPage />} />
            <Route path="articles" element={<ArticlesPage />} />
            <Route path="announcements" element={<AnnouncementsPage />} />
            <Route path="sliders" element={<SlidersPage />} />
            <Route path="navs" element={<NavsPage />} />
            <Route path="view-blocks" element={<BlocksPage />} />
            <Route path="members" element={<MemberListPage />} />
            <Route path="orders" element={<OrderListPage />} />
            <Route path="refunds" element={<RefundListPage />} />
            <Route path="promo-codes" element={<PromoCodePage />} />
            <Route path="roles" element={<RolePage />} />
            <Route path="administrators" element={<AccountsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="audit-logs" element={<AuditLogPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Routes>
      </App>
    </ConfigProvider>
  );
}
