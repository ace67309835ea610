import {
  getUnreadNotificationCount,
  listMessages,
  markAllNotificationsAsRead,
  markNotificationAsRead,
} from '@shuyuan/contract/member';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { useAppDispatch } from '#lib/store/app-store';
import { saveUnread } from '#lib/store/login-user-slice';

/** Upstream's member centre shows 20 messages a page. */
export const MESSAGES_PAGE_SIZE = 20;

export const unreadCountKey = [getUnreadNotificationCount.id] as const;

export const useMessagesQuery = (page: number) =>
  useQuery({
    queryKey: [listMessages.id, page],
    queryFn: () => callEndpoint(listMessages, { query: { page, page_size: MESSAGES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a change to read states: the list is read again and the unread count asked for (spec §4). */
function useAfterRead() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return async () => {
    dispatch(saveUnread(true));
    await Promise.all([
      client.invalidateQueries({ queryKey: [listMessages.id] }),
      client.invalidateQueries({ queryKey: unreadCountKey }),
    ]);
  };
}

export function useMarkRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(markNotificationAsRead, { params: { id } }),
    onSuccess: afterRead,
  });
}

export function useMarkAllRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: () => callEndpoint(markAllNotificationsAsRead),
    onSuccess: afterRead,
  });
}
