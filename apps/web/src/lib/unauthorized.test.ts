import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n/index';
import { setMessageApi } from './notify';
import { StorageKey } from './storage';
import { createAppStore } from './store/app-store';
import { loginAction, logoutAction, type TLoginUser } from './store/login-user-slice';
import { createUnauthorizedHandler, loginTargetAfter401 } from './unauthorized';

const member: TLoginUser = { id: 3, avatar: '', credit1: 0, is_bind_mobile: 1, is_face_verify: false };

function setup(path: string) {
  window.history.replaceState(null, '', path);
  const errors: string[] = [];
  setMessageApi({
    error: (t: string) => errors.push(t),
    success: () => undefined,
  } as unknown as MessageInstance);
  const store = createAppStore();
  const went: string[] = [];
  const handle = createUnauthorizedHandler(store, (to) => went.push(to));
  return { store, errors, went, handle };
}

beforeAll(async () => {
  await initI18n('cn');
});

afterEach(() => {
  setMessageApi(null);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('401 (spec §8): 请重新登录, clear the login, go to /login', () => {
  it('the login page of the side the visitor is on, with the page to come back to', () => {
    expect(loginTargetAfter401('/member/orders?page=2')).toBe(
      '/login?redirect=%2Fmember%2Forders%3Fpage%3D2',
    );
    expect(loginTargetAfter401('/')).toBe('/login?redirect=%2F');
    expect(loginTargetAfter401('/login?redirect=%2Fmember')).toBe('/login');
    expect(loginTargetAfter401('/login/callback?login_code=x&action=login')).toBe('/login');
    expect(loginTargetAfter401('/h5/member/orders')).toBe('/h5/login?redirect=%2Fh5%2Fmember%2Forders');
    expect(loginTargetAfter401('/h5')).toBe('/h5/login?redirect=%2Fh5');
    expect(loginTargetAfter401('/h5/login')).toBe('/h5/login');
    // Not the mobile site: a path that merely starts with the letters.
    expect(loginTargetAfter401('/h5x')).toBe('/login?redirect=%2Fh5x');
  });

  it('shows the message, forgets the member and the token, and moves in-app once for calls failing together', () => {
    const { store, errors, went, handle } = setup('/member/messages');
    localStorage.setItem(StorageKey.token, 'dead');
    store.dispatch(loginAction(member));
    handle();
    handle();
    expect(errors).toEqual(['请重新登录']);
    expect(went).toEqual(['/login?redirect=%2Fmember%2Fmessages']);
    expect(store.getState().loginUser.isLogin).toBe(false);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('a later login arms it again', () => {
    const { store, errors, went, handle } = setup('/study-center');
    handle();
    store.dispatch(loginAction(member));
    handle();
    expect(errors).toHaveLength(2);
    expect(went).toHaveLength(2);
  });

  it("does nothing while the member's own logout leaves the page for home", () => {
    const { store, errors, went, handle } = setup('/member');
    store.dispatch(loginAction(member));
    store.dispatch(logoutAction({ leaving: true }));
    handle();
    expect(errors).toEqual([]);
    expect(went).toEqual([]);
  });
});
