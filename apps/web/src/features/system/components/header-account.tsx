import { BookOutlined } from '@ant-design/icons';
import { type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor, useAuthDialog } from '#features/auth';
import { useAppSelector } from '#lib/store/app-store';
import { displayName } from '#lib/store/login-user-slice';
import './header-account.css';
import { lazyInAntd } from '#shared/lazy-in-antd';

const UserMenu = lazyInAntd(() => import('./user-menu').then((m) => m.UserMenu));

/** Where "log in" should come back to: the current page, except the login page itself. */
function useLoginHref() {
  const { pathname, search } = useLocation();
  if (pathname === '/login') return `/login${search}`;
  return loginPathFor(`${pathname}${search}`);
}

const withParam = (href: string, param: string) => `${href}${href.includes('?') ? '&' : '?'}${param}`;

/**
 * 我的课程 plus 登录 | 注册, or the member dropdown (spec §2). For a visitor, 登录, 注册 and 我的课程 open the
 * account dialogs; their hrefs (/login with the redirect) still serve a new tab.
 */
export function HeaderAccount({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { isLogin, user } = useAppSelector((s) => s.loginUser);
  const loginHref = useLoginHref();
  const { loginClick, registerClick, gate } = useAuthDialog();
  /** Closes the drawer (if any) and opens a dialog instead of following the link. */
  const open = (click: (e: MouseEvent) => void) => (e: MouseEvent) => {
    onNavigate?.();
    click(e);
  };
  const cls = stacked ? 'header-account header-account--stacked' : 'header-account';

  return (
    <div className={cls}>
      <Link
        className="header-account__link"
        to={isLogin ? '/study-center' : loginPathFor('/study-center')}
        onClick={open((e) => gate(e))}
      >
        <BookOutlined aria-hidden="true" /> {t('header.myCourses')}
      </Link>
      {isLogin && user ? (
        <Suspense fallback={<span className="header-account__name">{displayName(user)}</span>}>
          <UserMenu user={user} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <span className="header-account__auth">
          <Link className="header-account__login" to={loginHref} onClick={open(loginClick)}>
            {t('header.login')}
          </Link>
          <span className="header-account__sep" aria-hidden="true">
            |
          </span>
          <Link
            className="header-account__register"
            to={withParam(loginHref, 'dialog=register')}
            onClick={open(registerClick)}
          >
            {t('header.register')}
          </Link>
        </span>
      )}
    </div>
  );
}
