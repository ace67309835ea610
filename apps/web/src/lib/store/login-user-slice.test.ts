import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../storage';
import { createAppStore } from './app-store';
import {
  changeUserCredit,
  loginAction,
  logoutAction,
  saveUnread,
  setNewAddress,
  type TLoginUser,
} from './login-user-slice';
import { saveNavsAction } from './navs-slice';
import { saveConfigAction, saveConfigFuncAction } from './system-config-slice';

const member: TLoginUser = {
  id: 7,
  avatar: 'https://example.test/a.png',
  nick_name: '小明',
  mobile: '13800000000',
  credit1: 10,
  is_bind_mobile: 1,
  is_face_verify: true,
};

describe('loginUser slice (spec §3, §4)', () => {
  it('starts anonymous with an empty address form', () => {
    const s = createAppStore().getState().loginUser;
    expect(s).toEqual({
      user: null,
      isLogin: false,
      freshUnread: false,
      addressForm: { name: '', mobile: '', province: '', city: '', area: '', street: '' },
      leaving: false,
    });
  });

  it("the member's own logout marks the page as leaving; a login clears the mark", () => {
    const store = createAppStore();
    store.dispatch(loginAction(member));
    store.dispatch(logoutAction({ leaving: true }));
    expect(store.getState().loginUser).toMatchObject({ user: null, isLogin: false, leaving: true });
    store.dispatch(loginAction(member));
    expect(store.getState().loginUser.leaving).toBe(false);
    store.dispatch(logoutAction());
    expect(store.getState().loginUser.leaving).toBe(false);
  });

  it('loginAction stores the user, sets isLogin and asks for a fresh unread count', () => {
    const store = createAppStore();
    store.dispatch(loginAction(member));
    expect(store.getState().loginUser).toMatchObject({ user: member, isLogin: true, freshUnread: true });
  });

  it('logoutAction clears the user and removes the token and both pending flags, nothing else', () => {
    const store = createAppStore();
    localStorage.setItem(StorageKey.token, 'tok');
    localStorage.setItem(StorageKey.faceCheck, 'ok');
    localStorage.setItem(StorageKey.bindMobile, 'ok');
    localStorage.setItem(StorageKey.msv, 'm1');
    localStorage.setItem(StorageKey.lang, 'en');
    store.dispatch(loginAction(member));
    store.dispatch(logoutAction());
    expect(store.getState().loginUser.user).toBeNull();
    expect(store.getState().loginUser.isLogin).toBe(false);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.faceCheck)).toBeNull();
    expect(localStorage.getItem(StorageKey.bindMobile)).toBeNull();
    expect(localStorage.getItem(StorageKey.msv)).toBe('m1');
    expect(localStorage.getItem(StorageKey.lang)).toBe('en');
  });

  it('logging in does not touch storage (the token is saved by the login flow)', () => {
    const store = createAppStore();
    store.dispatch(loginAction(member));
    expect(localStorage.length).toBe(0);
  });

  it('changeUserCredit, saveUnread and setNewAddress update their part', () => {
    const store = createAppStore();
    store.dispatch(changeUserCredit(99));
    expect(store.getState().loginUser.user).toBeNull();
    store.dispatch(loginAction(member));
    store.dispatch(changeUserCredit(42));
    store.dispatch(saveUnread(false));
    const address = {
      name: '张三',
      mobile: '13900000000',
      province: '北京',
      city: '北京',
      area: '海淀',
      street: '中关村',
    };
    store.dispatch(setNewAddress(address));
    const s = store.getState().loginUser;
    expect(s.user?.credit1).toBe(42);
    expect(s.freshUnread).toBe(false);
    expect(s.addressForm).toEqual(address);
  });
});

describe('systemConfig and navsConfig slices', () => {
  it('feature switches default to vip on, the rest off, and are replaced whole', () => {
    const store = createAppStore();
    const { configFunc, config } = store.getState().systemConfig;
    expect(config).toBeNull();
    expect(configFunc).toEqual(DEFAULT_CONFIG_FUNC);
    expect(Object.entries(configFunc).filter(([, on]) => on)).toEqual([['vip', true]]);
    const next = { ...DEFAULT_CONFIG_FUNC, vip: false, live: true };
    store.dispatch(saveConfigFuncAction(next));
    expect(store.getState().systemConfig.configFunc).toEqual(next);
  });

  it('config is replaced whole, navs are saved as given', () => {
    const store = createAppStore();
    const config = { name: 'A' } as Parameters<typeof saveConfigAction>[0];
    store.dispatch(saveConfigAction(config));
    expect(store.getState().systemConfig.config).toBe(config);
    const navs = [
      {
        id: 1,
        sort: 1,
        name: '博客',
        name_en: 'Blog',
        url: 'https://blog.example',
        active_routes: '',
        platform: 'PC',
        parent_id: 0,
        blank: 1,
        children: [],
      },
    ];
    store.dispatch(saveNavsAction(navs));
    expect(store.getState().navsConfig.navs).toEqual(navs);
  });
});
