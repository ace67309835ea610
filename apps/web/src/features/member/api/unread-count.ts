import { getUnreadNotificationCount } from '@shuyuan/contract/member';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '#lib/http';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { saveUnread } from '#lib/store/login-user-slice';
import { unreadCountKey } from './messages';

/**
 * Spec §4 and upstream: the unread count is fetched while logged in and `freshUnread` is set; a zero count
 * clears the flag, which stops further fetching until something sets it again (a login, entering the
 * member centre, marking messages read). The last count read stays shown meanwhile.
 */
export function useUnreadCount(): number {
  const dispatch = useAppDispatch();
  const { isLogin, freshUnread } = useAppSelector((s) => s.loginUser);
  const query = useQuery({
    queryKey: unreadCountKey,
    // Silent: a dot that fails to update is not worth an error toast on every page.
    queryFn: () => callEndpoint(getUnreadNotificationCount, {}, { silent: true }),
    enabled: isLogin && freshUnread,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const count = query.data;
  // Only an answer read after the flag was set may clear it: the cached zero of an earlier read must not.
  const settled = query.isSuccess && !query.isFetching;
  useEffect(() => {
    if (settled && count === 0 && freshUnread) dispatch(saveUnread(false));
  }, [settled, count, freshUnread, dispatch]);
  return isLogin ? (count ?? 0) : 0;
}
