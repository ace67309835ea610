import { afterEach, describe, expect, it } from 'vitest';
import { setHashMode } from '#lib/site-url';
import { claimBindCode, qqBindUrl, readBindReturn, withoutBindParams } from './social-bind';

const parse = (url: string) => {
  const [path, query] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
};

afterEach(() => {
  window.sessionStorage.clear();
  setHashMode(false);
});

describe('QQ bind redirect', () => {
  it('comes back to this page on success and on failure, with action=bind', () => {
    const { path, params } = parse(qqBindUrl('/member', 'https://site.test'));
    expect(path).toBe('/api/v3/auth/login/socialite/qq');
    expect(params).toEqual({
      s_url: 'https://site.test/member',
      f_url: 'https://site.test/member',
      action: 'bind',
    });
  });

  it('drops a previous round trip from the way back but keeps the page query', () => {
    const { params } = parse(
      qqBindUrl('/member?login_err_msg=x&tab=basic&action=bind&login_code=old', 'https://site.test'),
    );
    expect(params.s_url).toBe('https://site.test/member?tab=basic');
  });

  it('follows the hash address mode', () => {
    setHashMode(true);
    expect(parse(qqBindUrl('/member', 'https://site.test')).params.s_url).toBe('https://site.test/#/member');
  });
});

describe('reading the way back', () => {
  it('a code with action=bind is a bind; with action=login it is not ours', () => {
    expect(readBindReturn(new URLSearchParams('login_code=abc&action=bind'))).toEqual({
      kind: 'code',
      code: 'abc',
    });
    expect(readBindReturn(new URLSearchParams('login_code=abc&action=login'))).toBeNull();
    expect(readBindReturn(new URLSearchParams('tab=verify'))).toBeNull();
    expect(readBindReturn(new URLSearchParams('action=bind&login_code='))).toBeNull();
  });

  it("a failure keeps the server's own message only", () => {
    expect(
      readBindReturn(new URLSearchParams({ login_err_msg: '授权登录失败[1002]', action: 'bind' })),
    ).toEqual({ kind: 'error', message: '授权登录失败[1002]' });
    expect(
      readBindReturn(new URLSearchParams({ login_err_msg: '请拨打 400 领取奖品', action: 'bind' })),
    ).toEqual({ kind: 'error', message: null });
  });

  it('cleaning the address removes only the round trip', () => {
    const next = withoutBindParams(new URLSearchParams('tab=basic&login_code=a&action=bind&login_err_msg=e'));
    expect(next.toString()).toBe('tab=basic');
  });

  it('a code is claimed once per tab', () => {
    expect(claimBindCode('c1')).toBe(true);
    expect(claimBindCode('c1')).toBe(false);
    expect(claimBindCode('c2')).toBe(true);
  });
});
