import {
  AuditOutlined,
  CrownOutlined,
  DashboardOutlined,
  LogoutOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { readAdminToken } from './admin-http';
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

  const items = [
    { key: '/admin', icon: <DashboardOutlined />, label: text.dashboard, permission: 'dashboard.view' },
    {
      key: '/admin/courses',
      icon: <PlaySquareOutlined />,
      label: text.menuCourses,
      permission: 'content.manage',
    },
    { key: '/admin/media', icon: <PictureOutlined />, label: text.menuMedia, permission: 'content.manage' },
    { key: '/admin/members', icon: <UserOutlined />, label: text.menuMembers, permission: 'members.view' },
    { key: '/admin/orders', icon: <ProfileOutlined />, label: text.menuOrders, permission: 'orders.view' },
    {
      key: '/admin/promo-codes',
      icon: <TagsOutlined />,
      label: text.menuPromoCodes,
      permission: 'orders.view',
    },
    { key: '/admin/roles', icon: <CrownOutlined />, label: text.menuRoles, permission: 'orders.view' },
    {
      key: '/admin/administrators',
      icon: <TeamOutlined />,
      label: text.menuAdmins,
      permission: 'admins.manage',
    },
    { key: '/admin/audit-logs', icon: <AuditOutlined />, label: text.auditLogs, permission: 'audit.view' },
  ]
    // The server sends the role's permissions (the contract's function does not ship to the browser).
    .filter((item) => me.data.permissions.includes(item.permission))
    .map(({ permission: _p, ...item }) => item);

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
          // /admin/courses/12 highlights 首页 no more: the longest menu key the path starts with wins.
          selectedKeys={[
            items
              .map((i) => i.key)
              .filter((k) => pathname === k || pathname.startsWith(`${k}/`))
              .sort((a, b) => b.length - a.length)[0] ?? pathname,
          ]}
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
