import { Navigate, Outlet, useLocation } from 'react-router';
import { readAccessFacts, redirectForProtectedRoute } from '#features/auth';
import { useAppSelector } from '#lib/store/app-store';
import { h5PathFor } from '../route-map';

/**
 * The login rule of every member screen of /h5 (the desktop one, spec §2), with the mobile login page
 * instead of /login. Pending steps (bind a mobile, face check) use the desktop pages, which phones may open.
 */
export function H5RequireLogin() {
  const location = useLocation();
  // Re-read storage whenever the login state changes (logout clears the token).
  useAppSelector((s) => s.loginUser.isLogin);
  // The member's own logout keeps this page up until the move home (not via the login page).
  const leaving = useAppSelector((s) => s.loginUser.leaving);
  if (leaving) return <Outlet />;
  const to = redirectForProtectedRoute(readAccessFacts(), `${location.pathname}${location.search}`);
  if (to) return <Navigate to={to.startsWith('/login') ? (h5PathFor(to) ?? to) : to} replace />;
  return <Outlet />;
}
