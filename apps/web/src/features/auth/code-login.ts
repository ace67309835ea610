import { readSession, usedLoginCodeKey, writeSession } from '#lib/storage';

/**
 * Exchange of a social-login `login_code` (POST /api/v3/auth/login/code {code, msv}, spec §4). The Accounts
 * issue registers the real exchange with `registerCodeLogin`; start-up calls `beginCodeLogin` once when the
 * address carries `login_code` with `action=login`.
 */
export type CodeLoginHandler = (code: string, redirect: string | null) => Promise<void>;

let handler: CodeLoginHandler | null = null;
const waiting: Array<[string, string | null]> = [];
const waitListeners = new Set<() => void>();

/** True while a code waits for its handler (AuthDialogGate then loads the host that registers it). */
export const hasWaitingCodeLogin = () => waiting.length > 0;

export function onCodeLoginWaiting(listener: () => void): () => void {
  waitListeners.add(listener);
  return () => waitListeners.delete(listener);
}

export function registerCodeLogin(h: CodeLoginHandler) {
  handler = h;
  for (const [code, redirect] of waiting.splice(0)) void h(code, redirect);
}

export type CodeLoginStart = 'used' | 'started' | 'waiting';

/** A code is exchanged at most once per tab: sessionStorage `login_code:<code>` remembers it. */
export function beginCodeLogin(code: string, redirect: string | null): CodeLoginStart {
  const key = usedLoginCodeKey(code);
  if (readSession(key)) return 'used';
  writeSession(key, '1');
  if (!handler) {
    waiting.push([code, redirect]);
    for (const l of waitListeners) l();
    return 'waiting';
  }
  void handler(code, redirect);
  return 'started';
}
