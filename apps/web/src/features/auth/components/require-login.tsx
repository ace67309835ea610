import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '#lib/store/app-store';
import { readAccessFacts, redirectForProtectedRoute } from '../access-rule';

/** Wraps every login-required route of the route table. */
export function RequireLogin() {
  const location = useLocation();
  // Re-read storage whenever the login state changes (logout clears the token).
  useAppSelector((s) => s.loginUser.isLogin);
  // The member's own logout keeps this page up until the move home (not via the login page).
  const leaving = useAppSelector((s) => s.loginUser.leaving);
  if (leaving) return <Outlet />;
  const to = redirectForProtectedRoute(readAccessFacts(), `${location.pathname}${location.search}`);
  if (to) return <Navigate to={to} replace />;
  return <Outlet />;
}
