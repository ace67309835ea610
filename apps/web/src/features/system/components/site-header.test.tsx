import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '#app/providers';
import { applyLang, initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { StorageKey } from '#lib/storage';
import { type AppStore, createAppStore } from '#lib/store/app-store';
import { loginAction } from '#lib/store/login-user-slice';
import { SiteHeader } from './site-header';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderHeader(entry: string, store: AppStore = createAppStore()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('cn');
});

afterEach(async () => {
  await act(() => applyLang('cn'));
});

const banner = () => screen.getByRole('banner');

describe('site header (spec §2)', () => {
  it('shows the local default menu as links, the current section marked', () => {
    renderHeader('/courses/detail/3');
    const nav = within(banner()).getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页', '在线课程', '线下课程', '文章', '关于我们']);
    expect(within(nav).getByRole('link', { name: '在线课程' }).getAttribute('aria-current')).toBe('page');
  });

  it('anonymous: 登录 and 注册 come back to this page, 我的课程 asks to log in first', () => {
    renderHeader('/courses?cid=2');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcourses%3Fcid%3D2',
    );
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcourses%3Fcid%3D2&dialog=register',
    );
    expect(screen.getByRole('link', { name: /我的课程/ }).getAttribute('href')).toBe(
      '/login?redirect=%2Fstudy-center',
    );
  });

  it('logged in: 我的课程 goes to /study-center and the member menu replaces the links', async () => {
    const store = createAppStore();
    store.dispatch(
      loginAction({
        id: 1,
        avatar: '',
        nick_name: '小明',
        credit1: 0,
        is_bind_mobile: 1,
        is_face_verify: true,
      }),
    );
    renderHeader('/', store);
    expect(screen.getByRole('link', { name: /我的课程/ }).getAttribute('href')).toBe('/study-center');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(await screen.findByRole('button', { name: /小明/ })).toBeTruthy();
  });

  it('an empty search shows 请输入关键字后再搜索 and stays; a keyword goes to /search', async () => {
    renderHeader('/courses');
    const input = screen.getByRole('searchbox', { name: '搜索课程' });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('请输入关键字后再搜索')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/courses');
    fireEvent.change(input, { target: { value: '  React 19 ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search?keywords=React%2019'));
  });

  it('the language toggle switches to English, remembers it and sets <html lang>', async () => {
    renderHeader('/');
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('link', { name: 'Online Courses' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(StorageKey.lang)).toBe('en');
    expect(screen.getByRole('button', { name: /中文/ })).toBeTruthy();
  });
});
