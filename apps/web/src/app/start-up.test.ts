import { describe, expect, it } from 'vitest';
import { StorageKey, usedLoginCodeKey } from '#lib/storage';
import { beginCodeLogin, registerCodeLogin } from '../features/auth/code-login';
import { applyStartupParams, readStartupParams } from './start-up';

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
