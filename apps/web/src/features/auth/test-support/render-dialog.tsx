import type { TSystemConfig } from '@shuyuan/contract/system';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';
import { type AuthDialogKind, openAuthDialog, openBindMobileDialog } from '#lib/store/auth-dialog-slice';
import { saveConfigAction } from '#lib/store/system-config-slice';
import { AuthDialogHost } from '../components/auth-dialog-host';

// These tests talk to a real local server and render antd's heavier parts; on a busy two-core machine an
// answer can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 8000 });

/** The config fields the account dialogs read; the rest of TSystemConfig does not matter to them. */
export const dialogConfig = (over: { qq?: number; wechat?: number } = {}) =>
  ({
    name: '书院',
    user_protocol: 'https://site.test/user/protocol',
    user_private_protocol: 'https://site.test/user/private_protocol',
    socialites: { qq: over.qq ?? 0, wechat_oauth: over.wechat ?? 0 },
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
  }) as unknown as TSystemConfig;

/**
 * The app's providers and a router whose every page is just the dialog host, at `entry` (also set as the
 * window address: the login flow reads where it is from there, as in the browser). Opens `dialog`
 * (the bind dialog with `bindCode`, the social-login code it completes).
 */
export function renderDialog(
  dialog: AuthDialogKind,
  {
    entry = '/courses',
    config = dialogConfig(),
    bindCode = 'social-code-1',
  }: { entry?: string; config?: TSystemConfig; bindCode?: string } = {},
) {
  window.history.replaceState(null, '', entry);
  const store = createAppStore();
  store.dispatch(saveConfigAction(config));
  store.dispatch(dialog === 'bindMobile' ? openBindMobileDialog(bindCode) : openAuthDialog(dialog));
  const router = createMemoryRouter([{ path: '*', element: <AuthDialogHost /> }], {
    initialEntries: [entry],
  });
  render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}
