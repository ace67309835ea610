import { act, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '#app/providers';
import { http } from '#lib/http';
import { initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { type AppStore, createAppStore, useAppSelector } from '#lib/store/app-store';
import { loginAction, logoutAction, saveUnread } from '#lib/store/login-user-slice';
import { useUnreadCount } from './unread-count';

/** The server, as far as the axios instance can tell: answers the unread count and counts the asks. */
let unread = 0;
let asked = 0;
const fakeServer: AxiosAdapter = async (config) => {
  if (config.url === '/api/v2/member/unreadNotificationCount') asked++;
  return {
    data: { code: 0, message: '', data: unread },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};
const realAdapter = http.defaults.adapter;

function Probe() {
  const count = useUnreadCount();
  const fresh = useAppSelector((s) => s.loginUser.freshUnread);
  return <output data-testid="probe">{`${count}|${fresh}`}</output>;
}

function renderProbe(store: AppStore) {
  render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      <Probe />
    </AppProviders>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;
const member = { id: 1, avatar: '', credit1: 0, is_bind_mobile: 1, is_face_verify: false };

beforeAll(async () => {
  await initI18n('cn');
});

beforeEach(() => {
  http.defaults.adapter = fakeServer;
  unread = 0;
  asked = 0;
});

afterEach(() => {
  http.defaults.adapter = realAdapter;
});

describe('useUnreadCount (spec §4 freshUnread)', () => {
  it('asks nothing while anonymous', async () => {
    unread = 4;
    renderProbe(createAppStore());
    await act(async () => undefined);
    expect(probe()).toBe('0|false');
    expect(asked).toBe(0);
  });

  it('fetches after login and keeps the flag while there is something unread', async () => {
    unread = 3;
    const store = createAppStore();
    store.dispatch(loginAction(member));
    renderProbe(store);
    await waitFor(() => expect(probe()).toBe('3|true'));
  });

  it('a zero count clears the flag, which stops fetching until it is set again', async () => {
    const store = createAppStore();
    store.dispatch(loginAction(member));
    renderProbe(store);
    await waitFor(() => expect(probe()).toBe('0|false'));
    const before = asked;
    unread = 2;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(asked).toBe(before);
    act(() => {
      store.dispatch(saveUnread(true));
    });
    await waitFor(() => expect(probe()).toBe('2|true'));
    expect(asked).toBe(before + 1);
  });

  it('shows nothing once logged out', async () => {
    unread = 5;
    const store = createAppStore();
    store.dispatch(loginAction(member));
    renderProbe(store);
    await waitFor(() => expect(probe()).toBe('5|true'));
    act(() => {
      store.dispatch(logoutAction());
    });
    expect(probe()).toMatch(/^0\|/);
  });
});
