import {
  BellOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  ReadOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useAppSelector } from '#lib/store/app-store';
import { displayName } from '#lib/store/login-user-slice';
import { useUnreadCount } from '../api/unread-count';
import '../i18n/register';
import { useFeature } from '#lib/store/features';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only this exact path (the profile page would otherwise match every /member/* page). */
  end?: boolean;
  dot?: number;
}

/**
 * The left member nav (upstream NavMember): profile, courses, orders, messages with the unread dot, points,
 * and the member's exams while the paper switch is on.
 */
export function MemberNav() {
  const { t } = useTranslation('member');
  const user = useAppSelector((s) => s.loginUser.user);
  const unread = useUnreadCount();
  const exams = useFeature('paper');
  const items: Item[] = [
    { to: '/member', label: t('nav.profile'), icon: <UserOutlined />, end: true },
    { to: '/member/study', label: t('nav.study'), icon: <ReadOutlined /> },
    { to: '/member/orders', label: t('nav.orders'), icon: <FileTextOutlined /> },
    { to: '/member/messages', label: t('nav.messages'), icon: <BellOutlined />, dot: unread },
    { to: '/member/credit1-free', label: t('nav.credit'), icon: <TrophyOutlined /> },
    // The member's attempts, while the site offers exams (switch paper).
    ...(exams ? [{ to: '/member/exams', label: t('nav.exams'), icon: <FileDoneOutlined /> }] : []),
  ];
  return (
    <nav className="surface member-nav" aria-label={t('nav.label')}>
      {user && (
        <div className="member-nav__who">
          <Avatar size={56} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
          <span className="member-nav__name">{displayName(user)}</span>
        </div>
      )}
      <ul className="member-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? 'member-nav__link is-active' : 'member-nav__link')}
            >
              <span className="member-nav__icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className="member-nav__label">{item.label}</span>
              {item.dot ? (
                <span className="member-nav__dot" title={t('nav.unread', { count: item.dot })}>
                  <span className="visually-hidden">{t('nav.unread', { count: item.dot })}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
