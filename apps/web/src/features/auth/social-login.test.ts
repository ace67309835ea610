import { describe, expect, it } from 'vitest';
import { setHashMode } from '#lib/site-url';
import { qqLoginUrl } from './social-login';

const parse = (url: string) => {
  const [path, query] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
};

describe('QQ login redirect (spec §7)', () => {
  it('from /login comes back through /login/callback, keeping redirect', () => {
    const { path, params } = parse(
      qqLoginUrl('/login?redirect=%2Forder%3Fgoods_id%3D1', 'https://site.test'),
    );
    expect(path).toBe('/api/v3/auth/login/socialite/qq');
    expect(params).toEqual({
      s_url: 'https://site.test/login/callback?redirect=%2Forder%3Fgoods_id%3D1',
      f_url: 'https://site.test/error',
      action: 'login',
    });
  });

  it('from any other page comes back to that page, without an old login_code', () => {
    const { params } = parse(
      qqLoginUrl('/courses/detail/3?login_code=old&action=login&tab=2', 'https://site.test'),
    );
    expect(params.s_url).toBe('https://site.test/courses/detail/3?tab=2');
  });

  it('follows the hash address mode', () => {
    setHashMode(true);
    try {
      const { params } = parse(qqLoginUrl('/articles', 'https://site.test'));
      expect(params.s_url).toBe('https://site.test/#/articles');
      expect(params.f_url).toBe('https://site.test/#/error');
    } finally {
      setHashMode(false);
    }
  });
});
