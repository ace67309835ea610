import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { type AppStore, createAppStore } from '#lib/store/app-store';
import { loginAction } from '#lib/store/login-user-slice';
import { AntdScope } from '#shared/antd-scope';

/**
 * The app's providers (`store`, a fresh query client) and antd's scope around a memory router of `routes`
 * opened at `entry`: what a screen or dialog test renders instead of the whole app.
 */
export function renderRoutes(routes: RouteObject[], entry: string, store: AppStore = createAppStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      {/* As in the app, where every screen and dialog sits in antd's scope (shared/lazy-in-antd.tsx). */}
      <AntdScope>
        <RouterProvider router={router} />
      </AntdScope>
    </AppProviders>,
  );
  return { router, store, view };
}

/** `element` on every address, at `entry`. */
export const renderEverywhere = (element: ReactNode, entry: string, store?: AppStore) =>
  renderRoutes([{ path: '*', element }], entry, store);

/** A store with the demo member (id 7, mobile bound, face verified) logged in. */
export function createMemberStore(): AppStore {
  const store = createAppStore();
  store.dispatch(loginAction({ id: 7, avatar: '', credit1: 0, is_bind_mobile: 1, is_face_verify: true }));
  return store;
}
