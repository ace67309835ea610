import type { TSystemConfig } from '@shuyuan/contract/system';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type AppStore, createAppStore } from '#lib/store/app-store';
import { type AuthDialogKind, openAuthDialog, openBindMobileDialog } from '#lib/store/auth-dialog-slice';
import { saveConfigAction } from '#lib/store/system-config-slice';
import { renderEverywhere } from '#web-test/render-routes';
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
 * `element` on every page at `entry`, also set as the window address: the login flow reads where it is
 * from there, as in the browser.
 */
function renderAtAddress(element: ReactNode, entry: string, store?: AppStore) {
  window.history.replaceState(null, '', entry);
  const { router, store: used } = renderEverywhere(element, entry, store);
  return { store: used, router };
}

/**
 * The dialog host on every page at `entry`, with `dialog` open (the bind dialog with `bindCode`, the
 * social-login code it completes).
 */
export function renderDialog(
  dialog: AuthDialogKind,
  {
    entry = '/courses',
    config = dialogConfig(),
    bindCode = 'social-code-1',
  }: { entry?: string; config?: TSystemConfig; bindCode?: string } = {},
) {
  const store = createAppStore();
  store.dispatch(saveConfigAction(config));
  store.dispatch(dialog === 'bindMobile' ? openBindMobileDialog(bindCode) : openAuthDialog(dialog));
  return renderAtAddress(<AuthDialogHost />, entry, store);
}

/** A dialog a page owns (open from the page's state, not the dialog slice), on every page at `entry`. */
export const renderOwnedDialog = (element: ReactNode, entry = '/member') => renderAtAddress(element, entry);
