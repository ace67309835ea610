import { describe, expect, it } from 'vitest';
import { beginCodeLogin, registerCodeLogin } from '../features/auth/code-login';
import { StorageKey, usedLoginCodeKey } from '../shared/storage';
import { applyStartupParams, readStartupParams, syncPendingFlags } from './start-up';

describe('start-up parameters (spec §4)', () => {
  it('reads msv, login_code, action and redirect from a history address', () => {
    expect(
      readStartupParams('https://x.test/?msv=abc&login_code=c1&action=login&redirect=%2Fmember%3Fa%3D1'),
    ).toEqual({ msv: 'abc', loginCode: 'c1', action: 'login', redirect: '/member?a=1' });
  });

  it('reads them from the query inside a hash address too', () => {
    expect(readStartupParams('https://x.test/#/login?msv=m2&redirect=%2Forder')).toEqual({
      msv: 'm2',
      loginCode: null,
      action: null,
      redirect: '/order',
    });
  });

  it('stores msv for the login calls', () => {
    applyStartupParams({ msv: 'abc', loginCode: null, action: null, redirect: null });
    expect(localStorage.getItem(StorageKey.msv)).toBe('abc');
  });

  it('hands login_code with action=login to the code-login hook once per tab', async () => {
    const calls: Array<[string, string | null]> = [];
    applyStartupParams({ msv: null, loginCode: 'once', action: 'bind', redirect: null });
    expect(sessionStorage.getItem(usedLoginCodeKey('once'))).toBeNull();
    applyStartupParams({ msv: null, loginCode: 'once', action: 'login', redirect: '/member' });
    expect(sessionStorage.getItem(usedLoginCodeKey('once'))).toBe('1');
    registerCodeLogin(async (code, redirect) => {
      calls.push([code, redirect]);
    });
    expect(calls).toEqual([['once', '/member']]);
    expect(beginCodeLogin('once', null)).toBe('used');
    expect(beginCodeLogin('twice', null)).toBe('started');
    expect(calls).toEqual([
      ['once', '/member'],
      ['twice', null],
    ]);
  });
});

describe('pending-step flags after the member loads', () => {
  const config = (bind: number, face: boolean) =>
    ({ member: { enabled_mobile_bind_alert: bind, enabled_face_verify: face } }) as Parameters<
      typeof syncPendingFlags
    >[1];

  it('sets meedu-bind-mobile and meedu-face-check when the site asks and the member has not done it', () => {
    syncPendingFlags({ is_bind_mobile: 0, is_face_verify: false }, config(1, true));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBe('ok');
    expect(localStorage.getItem(StorageKey.faceCheck)).toBe('ok');
  });

  it('clears them when the switches are off or the member is done', () => {
    localStorage.setItem(StorageKey.bindMobile, 'ok');
    localStorage.setItem(StorageKey.faceCheck, 'ok');
    syncPendingFlags({ is_bind_mobile: 0, is_face_verify: false }, config(0, false));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBeNull();
    expect(localStorage.getItem(StorageKey.faceCheck)).toBeNull();
    syncPendingFlags({ is_bind_mobile: 1, is_face_verify: true }, config(1, true));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBeNull();
    expect(localStorage.getItem(StorageKey.faceCheck)).toBeNull();
  });
});
