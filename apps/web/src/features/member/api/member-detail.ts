import { getMemberDetail } from '@shuyuan/contract/member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '#lib/http';
import { useAppDispatch } from '#lib/store/app-store';
import { loginAction } from '#lib/store/login-user-slice';

export const memberDetailKey = [getMemberDetail.id] as const;

/** The signed-in member for the member centre (always read fresh: VIP, credit1 and flags change). */
export const useMemberDetailQuery = () =>
  useQuery({ queryKey: memberDetailKey, queryFn: () => callEndpoint(getMemberDetail), staleTime: 0 });

/**
 * After a profile change: read the member again and hand it to the login state too, so the header's
 * avatar and name follow (as upstream, which dispatches loginAction with the fresh member).
 */
export function useReloadMember() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const user = await client.fetchQuery({
      queryKey: memberDetailKey,
      queryFn: () => callEndpoint(getMemberDetail),
      staleTime: 0,
    });
    dispatch(loginAction(user));
    return user;
  }, [client, dispatch]);
}
