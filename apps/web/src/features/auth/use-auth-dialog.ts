import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '#lib/store/app-store';
import { openAuthDialog } from '#lib/store/auth-dialog-slice';
import { readAccessFacts } from './access-rule';

/** A plain left click; ctrl/cmd/shift/middle clicks keep the link's own /login address (new tab etc.). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * Opens the account dialogs from anywhere in the app. `gate` is for links and buttons that need a member
 * ("log in to buy", 我的课程): for an anonymous visitor it opens the login dialog instead of following the
 * link, whose href (/login?redirect=…) still serves a new tab or a visitor without JavaScript.
 */
/**
 * A member for the purpose of member-only links: logged in, or holding a token whose member is still
 * loading (right after a page load). The protected routes decide on the stored token the same way, so a
 * click during that load goes on instead of opening the login dialog.
 */
export function useIsMember(): boolean {
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  return isLogin || Boolean(readAccessFacts().token);
}

export function useAuthDialog() {
  const dispatch = useAppDispatch();
  const isLogin = useIsMember();
  const openLogin = () => dispatch(openAuthDialog('login'));
  const openRegister = () => dispatch(openAuthDialog('register'));
  const interceptWith = (open: () => void) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    open();
  };
  return {
    isLogin,
    openLogin,
    openRegister,
    /** onClick for a 登录 link. */
    loginClick: interceptWith(openLogin),
    /** onClick for a 注册 link. */
    registerClick: interceptWith(openRegister),
    /** onClick for a member-only link or button: true when the visitor may go on. */
    gate: (e?: MouseEvent) => {
      if (isLogin) return true;
      if (e && !isPlainClick(e)) return true;
      e?.preventDefault();
      openLogin();
      return false;
    },
  };
}
