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
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

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
export function adminMenu(t: TFunction<'admin'>, permissions: string[]) {
  const entries: MenuEntry[] = [
    { key: '/admin', icon: <DashboardOutlined />, label: t('dashboard'), permission: 'dashboard.view' },
    {
      key: '/admin/courses',
      icon: <PlaySquareOutlined />,
      label: t('menuCourses'),
      permission: 'content.manage',
    },
    {
      key: '/admin/categories',
      icon: <AppstoreOutlined />,
      label: t('menuCategories'),
      permission: 'content.manage',
    },
    {
      key: '/admin/teachers',
      icon: <IdcardOutlined />,
      label: t('menuTeachers'),
      permission: 'content.manage',
    },
    {
      key: '/admin/activates',
      icon: <EnvironmentOutlined />,
      label: t('menuActivates'),
      permission: 'content.manage',
    },
    {
      key: '/admin/kechengs',
      icon: <BookOutlined />,
      label: t('menuKechengs'),
      permission: 'content.manage',
    },
    { key: '/admin/media', icon: <PictureOutlined />, label: t('menuMedia'), permission: 'content.manage' },
    {
      key: '/admin/view-blocks',
      icon: <BlockOutlined />,
      label: t('menuBlocks'),
      permission: 'content.manage',
    },
    {
      key: '/admin/articles',
      icon: <FileTextOutlined />,
      label: t('menuArticles'),
      permission: 'content.manage',
    },
    {
      key: '/admin/announcements',
      icon: <NotificationOutlined />,
      label: t('menuAnnouncements'),
      permission: 'content.manage',
    },
    {
      key: '/admin/sliders',
      icon: <SlidersOutlined />,
      label: t('menuSliders'),
      permission: 'content.manage',
    },
    { key: '/admin/links', icon: <LinkOutlined />, label: t('menuLinks'), permission: 'content.manage' },
    { key: '/admin/navs', icon: <MenuOutlined />, label: t('menuNavs'), permission: 'content.manage' },
    { key: '/admin/members', icon: <UserOutlined />, label: t('menuMembers'), permission: 'members.view' },
    { key: '/admin/orders', icon: <ProfileOutlined />, label: t('menuOrders'), permission: 'orders.view' },
    {
      key: '/admin/refunds',
      icon: <RollbackOutlined />,
      label: t('menuRefunds'),
      permission: 'orders.view',
    },
    {
      key: '/admin/promo-codes',
      icon: <TagsOutlined />,
      label: t('menuPromoCodes'),
      permission: 'orders.view',
    },
    { key: '/admin/roles', icon: <CrownOutlined />, label: t('menuRoles'), permission: 'orders.view' },
    {
      key: '/admin/settings',
      icon: <SettingOutlined />,
      label: t('menuSettings'),
      permission: 'settings.manage',
    },
    {
      key: '/admin/administrators',
      icon: <TeamOutlined />,
      label: t('menuAdmins'),
      permission: 'admins.manage',
    },
    { key: '/admin/audit-logs', icon: <AuditOutlined />, label: t('auditLogs'), permission: 'audit.view' },
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
              label: (t('sections', { returnObjects: true }) as Record<string, string>)[section],
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
