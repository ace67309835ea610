import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAppDispatch } from '#lib/store/app-store';
import { saveUnread } from '#lib/store/login-user-slice';
import { PageLoading } from '#shared/page-loading';
import { MemberNav } from '../components/member-nav';
import '../member.css';

/**
 * Every /member/* page: the member nav beside the page (above it on narrow screens). Entering the member
 * centre asks for a fresh unread count (spec §4's freshUnread), so the red dot is right where it matters.
 */
export function MemberLayout() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(saveUnread(true));
  }, [dispatch]);
  return (
    <div className="container member-shell">
      <MemberNav />
      <div className="member-shell__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
