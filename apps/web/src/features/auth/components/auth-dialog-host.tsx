import { lazy, Suspense, useEffect, useRef } from 'react';
import { toastSuccess } from '#lib/notify';
import { readSession, removeSession } from '#lib/storage';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { openBindMobileDialog, setCodeLogin } from '#lib/store/auth-dialog-slice';
import { loginByCode } from '../api/sign-in';
import { registerCodeLogin } from '../code-login';
import { FLASH_KEY, useCompleteLogin } from '../use-complete-login';

const AuthDialogs = lazy(() => import('../dialogs/auth-dialogs').then((m) => ({ default: m.AuthDialogs })));

/**
 * Mounted once inside the router (RootShell): renders the open account dialog, gives focus back to what
 * opened the first one when the last one closes, shows a success message carried over a post-login
 * reload, and performs the social-login code exchange that start-up queued (spec §4: login_code +
 * action=login logs in once).
 */
export function AuthDialogHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.authDialog.open);
  const completeLogin = useCompleteLogin();
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // A success message carried over a post-login reload.
    const flash = readSession(FLASH_KEY);
    if (flash) {
      removeSession(FLASH_KEY);
      toastSuccess(flash);
    }
  }, []);

  useEffect(() => {
    registerCodeLogin(async (code) => {
      dispatch(setCodeLogin('running'));
      try {
        const r = await loginByCode(code);
        if (r.success === 1) {
          await completeLogin(r.token);
        } else {
          dispatch(setCodeLogin('bind'));
          dispatch(openBindMobileDialog(r.code));
        }
      } catch {
        // The http client showed the server's message (e.g. an expired code).
        dispatch(setCodeLogin('failed'));
      }
    });
  }, [completeLogin, dispatch]);

  useEffect(() => {
    if (open && !wasOpen.current) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (!open && wasOpen.current) {
      const el = opener.current;
      opener.current = null;
      // After the modal's own close handling, and only if the opener is still on the page.
      window.setTimeout(() => {
        if (el?.isConnected) el.focus();
      }, 0);
    }
    wasOpen.current = open !== null;
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
