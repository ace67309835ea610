import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '#shared/use-media-query';
import { readAdminToken } from './admin-http';
import { adminMenu, selectedMenuKey } from './admin-menu';
import { useAdminLogout, useAdminMe } from './api/admin-queries';
import './i18n/register';

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On a phone the 220 px menu would squeeze every screen into a sliver (WCAG 1.4.10): it folds away
  // behind a header button instead, and is not rendered while folded, so the keyboard never meets it.
  const phone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const showMenu = !phone || menuOpen;

  if (!readAdminToken() || me.isError) return <Navigate to="/admin/login" replace />;
  if (!me.data) return <Spin fullscreen />;

  // The server sends the role's permissions (the contract's function does not ship to the browser).
  const { items, keys } = adminMenu(t, me.data.permissions);

  return (
    <Layout hasSider={showMenu} style={{ minHeight: '100vh' }}>
      {showMenu && (
        <Layout.Sider id="admin-menu" width={220} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
          <Typography.Title
            level={4}
            style={{ padding: '20px 24px', margin: 0, color: 'var(--ant-color-primary)' }}
          >
            {t('title')}
          </Typography.Title>
          <Menu
            mode="inline"
            selectedKeys={[selectedMenuKey(keys, pathname)]}
            items={items}
            onClick={({ key }) => {
              navigate(key);
              setMenuOpen(false);
            }}
          />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          {phone && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('menu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? 'admin-menu' : undefined}
              onClick={() => setMenuOpen((open) => !open)}
            />
          )}
          <Space>
            <span>
              {me.data.name} · {t('role', { returnObjects: true })[me.data.role]}
            </span>
            <Button
              icon={<LogoutOutlined />}
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) })
              }
            >
              {t('logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet context={me.data} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
