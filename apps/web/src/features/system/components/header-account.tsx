import { BookOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { displayName } from '../../auth/login-user-slice';
import { loginPathFor } from '../../auth/redirect-target';

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Where "log in" should come back to: the current page, except the login page itself. */
function useLoginHref() {
  const { pathname, search } = useLocation();
  if (pathname === '/login') return `/login${search}`;
  return loginPathFor(`${pathname}${search}`);
}

const withParam = (href: string, param: string) => `${href}${href.includes('?') ? '&' : '?'}${param}`;

/**
 * 我的课程 plus 登录 | 注册, or the member dropdown (spec §2). The login and register dialogs arrive with the
 * Accounts issue; until then both links lead to /login, which keeps the redirect.
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
  const cls = stacked ? 'header-account header-account--stacked' : 'header-account';

  return (
    <div className={cls}>
      <Link
        className="header-account__link"
        to={isLogin ? '/study-center' : loginPathFor('/study-center')}
        onClick={onNavigate}
      >
        <BookOutlined aria-hidden="true" /> {t('header.myCourses')}
      </Link>
      {isLogin && user ? (
        <Suspense fallback={<span className="header-account__name">{displayName(user)}</span>}>
          <UserMenu user={user} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <span className="header-account__auth">
          <Link className="header-account__login" to={loginHref} onClick={onNavigate}>
            {t('header.login')}
          </Link>
          <span className="header-account__sep" aria-hidden="true">
            |
          </span>
          <Link
            className="header-account__register"
            to={withParam(loginHref, 'dialog=register')}
            onClick={onNavigate}
          >
            {t('header.register')}
          </Link>
        </span>
      )}
    </div>
  );
}
