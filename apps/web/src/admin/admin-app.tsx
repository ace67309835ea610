import { App, ConfigProvider, Skeleton, type ThemeConfig } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout';
import './admin.css';
// The console's shell strings; each page's namespace registers with its module, all inside this chunk.
import './i18n/register';
import { AdminLoginPage } from './pages/login-page';
import { ADMIN_PAGES, type AdminPage } from './pages/registry';

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

/** A page's route, in a Suspense for the pages that load on their own (the dashboard's charts). */
function pageRoute({ path, component: Page }: AdminPage) {
  const element = (
    <Suspense fallback={<Skeleton active />}>
      <Page />
    </Suspense>
  );
  return path ? <Route key={path} path={path} element={element} /> : <Route key="" index element={element} />;
}

/** The browser title of every console page (书院管理后台), given back to the storefront on leaving. */
function useConsoleTitle() {
  const { t } = useTranslation('admin');
  const title = t('title');
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** The whole /admin console: one lazy chunk mounted at `admin/*`, with its own route tree. */
export function AdminApp() {
  useConsoleTitle();
  return (
    <ConfigProvider theme={adminTheme}>
      <App>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          <Route element={<AdminLayout />}>
            {ADMIN_PAGES.map(pageRoute)}
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Routes>
      </App>
    </ConfigProvider>
  );
}
