import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthDialogGate } from '#features/auth';
import { h5Entry, shouldSendToH5 } from '#lib/mobile-rule';
import { DESKTOP_VIEW_KEY, readSession } from '#lib/storage';

/** Root of every route: the mobile rule of spec §1, scroll-to-top on a new page and the account dialogs. */
export function RootShell() {
  const { pathname, search } = useLocation();
  // A phone goes to the mobile twin of the page it asked for (a shared course link opens that course).
  const toH5 = shouldSendToH5(navigator.userAgent, pathname, readSession(DESKTOP_VIEW_KEY) === '1')
    ? h5Entry(`${pathname}${search}`)
    : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (toH5) return <Navigate to={toH5} replace />;
  return (
    <>
      <Outlet />
      {/* The account dialogs, opened from any page (lib/store/auth-dialog-slice.ts). */}
      <AuthDialogGate />
    </>
  );
}
