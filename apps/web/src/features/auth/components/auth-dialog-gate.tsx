import { Suspense, useEffect, useState } from 'react';
import { readSession } from '#lib/storage';
import { useAppSelector } from '#lib/store/app-store';
import { lazyInAntd } from '#shared/lazy-in-antd';
import { hasWaitingCodeLogin, onCodeLoginWaiting } from '../code-login';
import { FLASH_KEY } from '../flash';

const AuthDialogHost = lazyInAntd(() => import('./auth-dialog-host').then((m) => m.AuthDialogHost));

/**
 * Keeps the account dialogs and the login code out of the first load (decision 006's budget): the host is
 * fetched the first time it has work — a dialog opens, a social-login code waits in the address, or a
 * success message waits over a post-login reload — and then stays mounted.
 */
export function AuthDialogGate() {
  const open = useAppSelector((s) => s.authDialog.open);
  const [needed, setNeeded] = useState(() => hasWaitingCodeLogin() || readSession(FLASH_KEY) !== null);
  useEffect(() => onCodeLoginWaiting(() => setNeeded(true)), []);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  if (!needed && !open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  );
}
