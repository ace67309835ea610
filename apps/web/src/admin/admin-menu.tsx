import {
  AppstoreOutlined,
  AuditOutlined,
  BlockOutlined,
  BookOutlined,
  CrownOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LinkOutlined,
  MenuOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SettingOutlined,
  SlidersOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { AdminText } from './admin-text';

interface MenuEntry {
  key: string;
  icon: ReactNode;
  label: string;
  permission: string;
}

/** Menu sections, in order: the entries of each follow the section's key prefix list below. */
const SECTIONS: [string, string[]][] = [
  ['', ['/admin']],
  [
    'content',
    [
      '/admin/courses',
      '/admin/kechengs',
      '/admin/categories',
      '/admin/teachers',
      '/admin/activates',
      '/admin/media',
    ],
  ],
  [
    'site',
    [
      '/admin/view-blocks',
      '/admin/articles',
      '/admin/announcements',
      '/admin/sliders',
      '/admin/navs',
      '/admin/links',
    ],
  ],
  ['business', ['/admin/members', '/admin/orders', '/admin/refunds', '/admin/promo-codes', '/admin/roles']],
  ['system', ['/admin/settings', '/admin/administrators', '/admin/audit-logs']],
];

/** The console's menu in sections; each entry shows only to roles with its permission (the server checks again). */
export function adminMenu(text: AdminText, permissions: string[]) {
  const entries: MenuEntry[] = [
    { key: '/admin', icon: <DashboardOutlined />, label: text.dashboard, permission: 'dashboard.view' },
    {
      key: '/admin/courses',
      icon: <PlaySquareOutlined />,
      label: text.menuCourses,
      permission: 'content.manage',
    },
    {
      key: '/admin/categories',
      icon: <AppstoreOutlined />,
      label: text.menuCategories,
      permission: 'content.manage',
    },
    {
      key: '/admin/teachers',
      icon: <IdcardOutlined />,
      label: text.menuTeachers,
      permission: 'content.manage',
    },
    {
      key: '/admin/activates',
      icon: <EnvironmentOutlined />,
      label: text.menuActivates,
      permission: 'content.manage',
    },
    {
      key: '/admin/kechengs',
      icon: <BookOutlined />,
      label: text.menuKechengs,
      permission: 'content.manage',
    },
    { key: '/admin/media', icon: <PictureOutlined />, label: text.menuMedia, permission: 'content.manage' },
    {
      key: '/admin/view-blocks',
      icon: <BlockOutlined />,
      label: text.menuBlocks,
      permission: 'content.manage',
    },
    {
      key: '/admin/articles',
      icon: <FileTextOutlined />,
      label: text.menuArticles,
      permission: 'content.manage',
    },
    {
      key: '/admin/announcements',
      icon: <NotificationOutlined />,
      label: text.menuAnnouncements,
      permission: 'content.manage',
    },
    {
      key: '/admin/sliders',
      icon: <SlidersOutlined />,
      label: text.menuSliders,
      permission: 'content.manage',
    },
    { key: '/admin/links', icon: <LinkOutlined />, label: text.menuLinks, permission: 'content.manage' },
    { key: '/admin/navs', icon: <MenuOutlined />, label: text.menuNavs, permission: 'content.manage' },
    { key: '/admin/members', icon: <UserOutlined />, label: text.menuMembers, permission: 'members.view' },
    { key: '/admin/orders', icon: <ProfileOutlined />, label: text.menuOrders, permission: 'orders.view' },
    {
      key: '/admin/refunds',
      icon: <RollbackOutlined />,
      label: text.menuRefunds,
      permission: 'orders.view',
    },
    {
      key: '/admin/promo-codes',
      icon: <TagsOutlined />,
      label: text.menuPromoCodes,
      permission: 'orders.view',
    },
    { key: '/admin/roles', icon: <CrownOutlined />, label: text.menuRoles, permission: 'orders.view' },
    {
      key: '/admin/settings',
      icon: <SettingOutlined />,
      label: text.menuSettings,
      permission: 'settings.manage',
    },
    {
      key: '/admin/administrators',
      icon: <TeamOutlined />,
      label: text.menuAdmins,
      permission: 'admins.manage',
    },
    { key: '/admin/audit-logs', icon: <AuditOutlined />, label: text.auditLogs, permission: 'audit.view' },
  ];
  const allowed = entries
    .filter((e) => permissions.includes(e.permission))
    .map(({ permission: _p, ...item }) => item);
  const keys = allowed.map((e) => e.key);
  const items: MenuProps['items'] = SECTIONS.flatMap(
    ([section, members]): NonNullable<MenuProps['items']> => {
      const children = allowed.filter((e) => members.includes(e.key));
      if (children.length === 0) return [];
      return section
        ? [
            {
              type: 'group' as const,
              key: section,
              label: text.sections[section as keyof AdminText['sections']],
              children,
            },
          ]
        : children;
    },
  );
  return { items, keys };
}

/** /admin/courses/12 selects 课程: the longest menu key the path starts with wins. */
export function selectedMenuKey(keys: string[], pathname: string): string {
  return (
    keys
      .filter((k) => pathname === k || pathname.startsWith(`${k}/`))
      .sort((a, b) => b.length - a.length)[0] ?? pathname
  );
}
