import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { ADMIN_PAGES, type MenuSection } from './pages/registry';

/** A page's menu key: its address. */
const keyOf = (path: string) => (path ? `/admin/${path}` : '/admin');

/**
 * The console's menu in sections (in the registry's order); each entry shows only to roles with its
 * permission (the server checks again), and a section with none of them is left out.
 */
export function adminMenu(t: TFunction<'admin'>, permissions: string[]) {
  const allowed = ADMIN_PAGES.flatMap(({ path, menu }) =>
    menu && permissions.includes(menu.permission) ? [{ path, ...menu }] : [],
  );
  const sections = [...new Set(ADMIN_PAGES.flatMap(({ menu }) => (menu ? [menu.section] : [])))];
  const items: MenuProps['items'] = sections.flatMap(
    (section: MenuSection): NonNullable<MenuProps['items']> => {
      const children = allowed
        .filter((e) => e.section === section)
        .map((e) => ({ key: keyOf(e.path), icon: e.icon, label: t(e.label) }));
      if (children.length === 0) return [];
      return section
        ? [
            {
              type: 'group' as const,
              key: section,
              label: t('sections', { returnObjects: true })[section],
              children,
            },
          ]
        : children;
    },
  );
  return { items, keys: allowed.map((e) => keyOf(e.path)) };
}

/** /admin/courses/12 selects 课程: the longest menu key the path starts with wins. */
export function selectedMenuKey(keys: string[], pathname: string): string {
  return (
    keys
      .filter((k) => pathname === k || pathname.startsWith(`${k}/`))
      .sort((a, b) => b.length - a.length)[0] ?? pathname
  );
}
