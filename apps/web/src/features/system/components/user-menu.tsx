import {
  BellOutlined,
  CrownOutlined,
  DownOutlined,
  FileDoneOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '#features/auth';

import { useUnreadCount } from '#features/member';
import { useFeature } from '#lib/store/features';
import { displayName, type TLoginUser } from '#lib/store/login-user-slice';

/** The logged-in member's dropdown: 用户中心 → /member, 安全退出 (spec §2). Loaded only once logged in. */
export function UserMenu({ user, onNavigate }: { user: TLoginUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);
  // The VIP plans page, while the site sells memberships (feature switch vip).
  const vip = useFeature('vip');
  // The member's attempts, while the site offers exams (switch paper).
  const exams = useFeature('paper');
  // Upstream's dropdown shows 我的消息 with a red dot; the avatar carries the dot too.
  const unread = useUnreadCount();
  const unreadText = unread > 0 ? ` (${t('header.unread', { count: unread })})` : '';
  return (
    <Dropdown
      trigger={['click', 'hover']}
      menu={{
        items: [
          {
            key: 'member',
            icon: <UserOutlined />,
            label: (
              <Link to="/member" onClick={onNavigate}>
                {t('header.userCenter')}
              </Link>
            ),
          },
          {
            key: 'messages',
            icon: <BellOutlined />,
            label: (
              <Link to="/member/messages" onClick={onNavigate}>
                {t('header.messages')}
                {unread > 0 && (
                  <Badge count={unread} size="small" overflowCount={99} style={{ marginInlineStart: 8 }} />
                )}
              </Link>
            ),
          },
          ...(exams
            ? [
                {
                  key: 'exams',
                  icon: <FileDoneOutlined />,
                  label: (
                    <Link to="/member/exams" onClick={onNavigate}>
                      {t('header.exams')}
                    </Link>
                  ),
                },
              ]
            : []),
          ...(vip
            ? [
                {
                  key: 'vip',
                  icon: <CrownOutlined />,
                  label: (
                    <Link to="/vip" onClick={onNavigate}>
                      {t('header.vip')}
                    </Link>
                  ),
                },
              ]
            : []),
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('header.logout'),
            onClick: () => void logout(),
          },
        ],
      }}
    >
      <button
        type="button"
        className="header-account__user"
        aria-label={`${name} – ${t('header.userMenu')}${unreadText}`}
      >
        <Badge dot={unread > 0} offset={[-3, 3]}>
          <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
        </Badge>
        <span className="header-account__name">{name}</span>
        <DownOutlined aria-hidden="true" className="header-account__caret" />
      </button>
    </Dropdown>
  );
}
