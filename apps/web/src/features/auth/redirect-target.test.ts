import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect-target';

describe('login redirect', () => {
  it('encodes the path and query', () => {
    expect(loginPathFor('/order?goods_id=1&goods_type=vod')).toBe(
      '/login?redirect=%2Forder%3Fgoods_id%3D1%26goods_type%3Dvod',
    );
  });

  it('only follows in-app paths after login', () => {
    expect(safeRedirectTarget('/member/orders?page=2')).toBe('/member/orders?page=2');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/');
    expect(safeRedirectTarget('//evil.example/')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('javascript:alert(1)')).toBe('/');
  });
});
