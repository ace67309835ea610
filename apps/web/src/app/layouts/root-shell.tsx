import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { DESKTOP_VIEW_KEY, readSession } from '../../shared/storage';
import { H5_PATH, shouldSendToH5 } from '../mobile-rule';

/** Root of every route: the mobile rule of spec §1, scroll-to-top on a new page and the account dialogs. */
export function RootShell() {
  const { pathname } = useLocation();
  const toH5 = shouldSendToH5(navigator.userAgent, pathname, readSession(DESKTOP_VIEW_KEY) === '1');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (toH5) return <Navigate to={H5_PATH} replace />;
  return (
    <>
      <Outlet />
      {/* The account dialogs, opened from any page (features/auth/auth-dialog-slice.ts). */}
      <AuthDialogHost />
    </>
  );
}
