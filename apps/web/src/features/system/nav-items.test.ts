import type { TNav } from '@shuyuan/contract/system';
import { describe, expect, it } from 'vitest';
import { buildNavEntries, DEFAULT_NAV, isNavActive } from './nav-items';

const nav = (id: number, url: string, extra: Partial<TNav> = {}): TNav => ({
  id,
  sort: id,
  name: `名${id}`,
  name_en: `Name ${id}`,
  url,
  active_routes: '',
  platform: 'PC',
  parent_id: 0,
  blank: 0,
  children: [],
  ...extra,
});

describe('header menu (spec §2, decision 034)', () => {
  it('is the local default when nothing is fetched', () => {
    expect(buildNavEntries([], 'cn').map((e) => e.url)).toEqual([
      '/',
      '/courses',
      '/activates',
      '/articles',
      '/about',
    ]);
    expect(DEFAULT_NAV.map((e) => e.labelKey)).toEqual([
      'nav.home',
      'nav.courses',
      'nav.activates',
      'nav.articles',
      'nav.about',
    ]);
  });

  it('is the local default when every fetched nav lacks an address', () => {
    expect(buildNavEntries([nav(1, '')], 'cn')).toBe(DEFAULT_NAV);
  });

  it('is the fetched navs alone when there are any, by sort', () => {
    const entries = buildNavEntries(
      [nav(3, 'https://blog.example', { blank: 1 }), nav(1, '/courses'), nav(2, '/vip')],
      'en',
    );
    expect(entries.map((e) => e.url)).toEqual(['/courses', '/vip', 'https://blog.example']);
    expect(entries[2]).toMatchObject({ external: true, blank: true, label: 'Name 3' });
    expect(entries[1]).toMatchObject({ external: false, label: 'Name 2' });
  });

  it('uses the Chinese name in cn and when there is no English one', () => {
    expect(buildNavEntries([nav(9, '/x')], 'cn')[0].label).toBe('名9');
    expect(buildNavEntries([nav(9, '/x', { name_en: '' })], 'en')[0].label).toBe('名9');
  });

  it('marks the current section', () => {
    const [home, courses] = DEFAULT_NAV;
    expect(isNavActive(home, '/')).toBe(true);
    expect(isNavActive(home, '/courses')).toBe(false);
    expect(isNavActive(courses, '/courses/detail/3')).toBe(true);
    expect(isNavActive(courses, '/coursesx')).toBe(false);
  });
});
