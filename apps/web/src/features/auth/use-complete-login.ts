import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '#lib/notify';
import { currentAppPath } from '#lib/site-url';
import { FLAG_PENDING, readLocal, removeLocal, StorageKey, saveToken, writeSession } from '#lib/storage';
import { useAppDispatch } from '#lib/store/app-store';
import { closeAuthDialog } from '#lib/store/auth-dialog-slice';
import { fetchMemberDetail } from '#lib/store/get-member-detail';
import { loginAction } from '#lib/store/login-user-slice';
import { systemConfigQuery } from '#lib/store/system-config-query';
import { afterLoginStep } from './after-login';
import { FLASH_KEY } from './flash';
import { syncPendingFlags } from './pending-flags';

export { FLASH_KEY };

/** Reloads the page, first dropping a used login_code/action from the address (history or hash form). */
function reloadAt(target: string) {
  const url = new URL(window.location.href);
  if (url.hash.startsWith('#/')) url.hash = `#${target}`;
  else {
    const q = target.indexOf('?');
    url.pathname = q < 0 ? target : target.slice(0, q);
    url.search = q < 0 ? '' : target.slice(q);
  }
  window.history.replaceState(window.history.state, '', url.toString());
  window.location.reload();
}

/**
 * The one way every login ends (spec §4): store the token, fetch the member, set the two pending-step
 * flags, mark the store logged in, close the dialog and move on (afterLoginStep), showing `success`
 * (注册成功, 绑定成功) on the page the visitor lands on. Rejects when the member detail cannot be read; the
 * token is forgotten then, so the visitor is not half logged in.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, success?: string) => {
      saveToken(token);
      // The config decides the pending steps; a code login can run before start-up has loaded it.
      const config = await queryClient.fetchQuery(systemConfigQuery).catch(() => null);
      let user: Awaited<ReturnType<typeof fetchMemberDetail>>;
      try {
        user = await fetchMemberDetail();
      } catch (err) {
        removeLocal(StorageKey.token);
        throw err;
      }
      syncPendingFlags(user, config);
      dispatch(loginAction(user));
      dispatch(closeAuthDialog());
      const step = afterLoginStep(currentAppPath(), {
        bindMobile: readLocal(StorageKey.bindMobile) === FLAG_PENDING,
        faceCheck: readLocal(StorageKey.faceCheck) === FLAG_PENDING,
      });
      if (step.kind === 'navigate') {
        if (success) toastSuccess(success);
        navigate(step.to, { replace: true });
      } else {
        // A toast would die with the page: the reloaded page shows it instead.
        if (success) writeSession(FLASH_KEY, success);
        reloadAt(step.to);
      }
    },
    [dispatch, navigate, queryClient],
  );
}
