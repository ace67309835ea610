import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { readAdminToken } from './admin-http';
import { adminMenu, selectedMenuKey } from './admin-menu';
import { useAdminText } from './admin-text';
import { useAdminLogout, useAdminMe } from './api/admin-queries';

export function AdminLayout() {
  const text = useAdminText();
  const me = useAdminMe();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (!readAdminToken() || me.isError) return <Navigate to="/admin/login" replace />;
  if (!me.data) return <Spin fullscreen />;

  // The server sends the role's permissions (the contract's function does not ship to the browser).
  const { items, keys } = adminMenu(text, me.data.permissions);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <Typography.Title
          level={4}
          style={{ padding: '20px 24px', margin: 0, color: 'var(--ant-color-primary)' }}
        >
          {text.title}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[selectedMenuKey(keys, pathname)]}
          items={items}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', padding: '0 24px' }}
        >
          <Space>
            <span>
              {me.data.name} · {text.role[me.data.role]}
            </span>
            <Button
              icon={<LogoutOutlined />}
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) })
              }
            >
              {text.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24, padding: 24, background: '#fff', borderRadius: 8 }}>
          <Outlet context={me.data} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
