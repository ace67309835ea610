import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FLAG_PENDING, readLocal, StorageKey } from '#lib/storage';
import { useAppDispatch } from '#lib/store/app-store';
import { fetchMemberDetail } from '#lib/store/get-member-detail';
import { loginAction } from '#lib/store/login-user-slice';
import { systemConfigQuery } from '#lib/store/system-config-query';
import { syncPendingFlags } from './pending-flags';

/**
 * After a pending step is done (mobile bound, face verified): read the member again, reset both pending
 * flags from it and the config, and say whether face verification is still owed (spec §4).
 */
export function useRefreshMember() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<{ facePending: boolean }> => {
    const config = await queryClient.fetchQuery(systemConfigQuery).catch(() => null);
    const user = await fetchMemberDetail();
    syncPendingFlags(user, config);
    dispatch(loginAction(user));
    return { facePending: readLocal(StorageKey.faceCheck) === FLAG_PENDING };
  }, [dispatch, queryClient]);
}
