import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';
import { loginAction } from '#lib/store/login-user-slice';
import { AntdScope } from '#shared/antd-scope';

/**
 * A logged-in member's app at `entry`, with `screens` ({path: element}) and a stand-in for every other page
 * (its address is shown, so a test can see where a screen sent the member).
 */
export function renderAt(entry: string, screens: Record<string, ReactNode>) {
  const store = createAppStore();
  store.dispatch(loginAction({ id: 7, avatar: '', credit1: 0, is_bind_mobile: 1, is_face_verify: true }));
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([path, element]) => ({ path, element })),
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      {/* As in the app, where every screen and dialog sits in antd's scope (shared/lazy-in-antd.tsx). */}
      <AntdScope>
        <RouterProvider router={router} />
      </AntdScope>
    </AppProviders>,
  );
  return { router, store };
}
