import type { LinksTable, NavsTable } from '#core/db/schema';
import { type Db, insert, next, type Overrides, stamps } from './insert-row';

/* System rows: the navigation and the friendly links. */

export function createNav(db: Db, overrides: Overrides<NavsTable> = {}) {
  const n = next();
  return insert(db, 'navs', {
    name: `导航 ${n}`,
    name_en: `Nav ${n}`,
    url: '/',
    platform: 'PC',
    sort: n,
    ...stamps(),
    ...overrides,
  });
}

export function createLink(db: Db, overrides: Overrides<LinksTable> = {}) {
  const n = next();
  return insert(db, 'links', {
    name: `友情链接 ${n}`,
    url: 'https://example.com',
    sort: n,
    ...stamps(),
    ...overrides,
  });
}
