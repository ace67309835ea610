import { describe, expect, it } from 'vitest';
import { afterLoginStep, withoutLoginParams } from './after-login';

const none = { bindMobile: false, faceCheck: false };

describe('where a fresh login goes (spec §4)', () => {
  it('on /login and /login/callback: to `redirect`, else home', () => {
    expect(afterLoginStep('/login?redirect=%2Fmember%2Forders%3Fpage%3D2', none)).toEqual({
      kind: 'navigate',
      to: '/member/orders?page=2',
    });
    expect(afterLoginStep('/login', none)).toEqual({ kind: 'navigate', to: '/' });
    expect(afterLoginStep('/login/callback?login_code=c&action=login', none)).toEqual({
      kind: 'navigate',
      to: '/',
    });
    expect(afterLoginStep('/login?redirect=https%3A%2F%2Fevil.example', none)).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('elsewhere: the same page again, without a used login_code', () => {
    expect(afterLoginStep('/courses/detail/3?tab=2', none)).toEqual({
      kind: 'reload',
      to: '/courses/detail/3?tab=2',
    });
    expect(afterLoginStep('/courses?login_code=abc&action=login&cid=2', none)).toEqual({
      kind: 'reload',
      to: '/courses?cid=2',
    });
  });

  it('a pending mobile binding comes first, then face verification, each with the way back', () => {
    expect(afterLoginStep('/login?redirect=%2Fmember', { bindMobile: true, faceCheck: true })).toEqual({
      kind: 'navigate',
      to: '/bind-mobile?redirect=%2Fmember',
    });
    expect(afterLoginStep('/courses/detail/3', { bindMobile: false, faceCheck: true })).toEqual({
      kind: 'navigate',
      to: '/face-check?redirect=%2Fcourses%2Fdetail%2F3',
    });
    expect(afterLoginStep('/login', { bindMobile: false, faceCheck: true })).toEqual({
      kind: 'navigate',
      to: '/face-check',
    });
  });

  it('on the mobile login /h5/login: to `redirect`, else the mobile home', () => {
    const none = { bindMobile: false, faceCheck: false };
    expect(afterLoginStep('/h5/login?redirect=%2Fh5%2Fmember', none)).toEqual({
      kind: 'navigate',
      to: '/h5/member',
    });
    expect(afterLoginStep('/h5/login', none)).toEqual({ kind: 'navigate', to: '/h5' });
    expect(afterLoginStep('/h5/login', { bindMobile: true, faceCheck: false })).toEqual({
      kind: 'navigate',
      to: '/bind-mobile?redirect=%2Fh5',
    });
  });

  it('withoutLoginParams keeps every other parameter', () => {
    expect(withoutLoginParams('/a?x=1&login_code=z&action=login&y=2')).toBe('/a?x=1&y=2');
    expect(withoutLoginParams('/a?login_code=z')).toBe('/a');
    expect(withoutLoginParams('/a')).toBe('/a');
  });
});
