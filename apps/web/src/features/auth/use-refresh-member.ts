import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { syncPendingFlags } from '../../app/start-up';
import { useAppDispatch } from '../../app/store';
import { FLAG_PENDING, readLocal, StorageKey } from '../../shared/storage';
import { fetchMemberDetail } from '../member/api/get-member-detail';
import { systemConfigQuery } from '../system/api/get-system-config';
import { loginAction } from './login-user-slice';

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
