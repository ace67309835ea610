import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, type TLoginUser } from '../../auth/login-user-slice';
import { useLogout } from '../../auth/use-logout';

/** The logged-in member's dropdown: 用户中心 → /member, 安全退出 (spec §2). Loaded only once logged in. */
export function UserMenu({ user, onNavigate }: { user: TLoginUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);
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
      <button type="button" className="header-account__user" aria-label={`${name} – ${t('header.userMenu')}`}>
        <Avatar size={32} src={user.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="header-account__name">{name}</span>
        <DownOutlined aria-hidden="true" className="header-account__caret" />
      </button>
    </Dropdown>
  );
}
