import { describe, expect, it } from 'vitest';
import { desktopPathFor, h5PathFor, h5TargetFor, isH5Path } from './route-map';

describe('h5PathFor (a phone on a desktop address)', () => {
  it('sends each page to its mobile twin, ids and query kept', () => {
    expect(h5PathFor('/')).toBe('/h5');
    expect(h5PathFor('/courses?cid=2')).toBe('/h5/courses?cid=2');
    expect(h5PathFor('/courses/detail/12')).toBe('/h5/courses/detail/12');
    expect(h5PathFor('/courses/video/34')).toBe('/h5/courses/video/34');
    expect(h5PathFor('/member')).toBe('/h5/member');
    expect(h5PathFor('/member/orders')).toBe('/h5/member/orders');
    expect(h5PathFor('/member/messages')).toBe('/h5/member/messages');
    expect(h5PathFor('/member/study')).toBe('/h5/study');
    expect(h5PathFor('/study-center')).toBe('/h5/study');
    expect(h5PathFor('/courses/')).toBe('/h5/courses');
    expect(h5PathFor('/activates?cid=2')).toBe('/h5/activates?cid=2');
    expect(h5PathFor('/activates/detail/5')).toBe('/h5/activates/detail/5');
    expect(h5PathFor('/articles?cid=1')).toBe('/h5/articles?cid=1');
    expect(h5PathFor('/articles/detail/3')).toBe('/h5/articles/detail/3');
    expect(h5PathFor('/announcement?id=4')).toBe('/h5/announcement?id=4');
    expect(h5PathFor('/about')).toBe('/h5/about');
    expect(h5PathFor('/search?keywords=Vue%20%E5%85%A5%E9%97%A8')).toBe(
      '/h5/search?keywords=Vue+%E5%85%A5%E9%97%A8',
    );
    // The pay page keeps its whole query: the order, its amount and the goods.
    expect(h5PathFor('/order/pay?order_id=A1&total=9&goods_type=vod&goods_id=3')).toBe(
      '/h5/order/pay?order_id=A1&total=9&goods_type=vod&goods_id=3',
    );
  });

  it('sends teacher and 专栏 pages to their twins, and back (issue 19)', () => {
    expect(h5PathFor('/teacher/7')).toBe('/h5/teacher/7');
    expect(h5PathFor('/kechengs?page=2')).toBe('/h5/kechengs?page=2');
    expect(h5PathFor('/kecheng/5')).toBe('/h5/kecheng/5');
    expect(desktopPathFor('/h5/teacher/7')).toBe('/teacher/7');
    expect(desktopPathFor('/h5/kechengs')).toBe('/kechengs');
    expect(desktopPathFor('/h5/kecheng/5')).toBe('/kecheng/5');
  });

  it('takes the login page across with its redirect target', () => {
    // The 401 handler sends an /h5 visitor to /login?redirect=/h5/…: they must land on the mobile login.
    expect(h5PathFor('/login?redirect=%2Fh5%2Fmember')).toBe('/h5/login?redirect=%2Fh5%2Fmember');
    expect(h5PathFor('/login?redirect=%2Fmember%2Forders')).toBe(
      '/h5/login?redirect=%2Fh5%2Fmember%2Forders',
    );
    // A target with no twin ends on the mobile home rather than bouncing through the desktop site.
    expect(h5PathFor('/login?redirect=%2Fvip')).toBe('/h5/login?redirect=%2Fh5');
  });

  it('sends pages without a twin to the mobile home', () => {
    expect(h5PathFor('/vip')).toBe('/h5');
    expect(h5PathFor('/articles/detail/x')).toBe('/h5');
    expect(h5PathFor('/courses/detail/abc')).toBe('/h5');
    expect(h5PathFor('/no/such/page')).toBe('/h5');
  });

  it('lets login steps and /h5 itself through', () => {
    expect(h5PathFor('/login/callback?login_code=x')).toBeNull();
    expect(h5PathFor('/bind-mobile?redirect=%2Fh5')).toBeNull();
    expect(h5PathFor('/face-check')).toBeNull();
    expect(h5PathFor('/h5/courses')).toBeNull();
  });
});

describe('desktopPathFor (the 电脑版 link)', () => {
  it('opens the same thing on the desktop site', () => {
    expect(desktopPathFor('/h5')).toBe('/');
    expect(desktopPathFor('/h5/courses?cid=2')).toBe('/courses?cid=2');
    expect(desktopPathFor('/h5/courses/detail/7')).toBe('/courses/detail/7');
    expect(desktopPathFor('/h5/courses/video/34')).toBe('/courses/video/34');
    expect(desktopPathFor('/h5/study')).toBe('/member/study');
    expect(desktopPathFor('/h5/member/orders')).toBe('/member/orders');
    expect(desktopPathFor('/h5/login?redirect=%2Fh5%2Fmember')).toBe('/login?redirect=%2Fmember');
    expect(desktopPathFor('/h5/unknown')).toBe('/');
    expect(desktopPathFor('/h5/activates/detail/5')).toBe('/activates/detail/5');
    expect(desktopPathFor('/h5/search?keywords=vue')).toBe('/search?keywords=vue');
    expect(desktopPathFor('/h5/order/pay?order_id=A1&payment=alipay')).toBe(
      '/order/pay?order_id=A1&payment=alipay',
    );
  });

  it('round-trips with h5PathFor', () => {
    for (const p of [
      '/',
      '/courses',
      '/courses/detail/5',
      '/member',
      '/member/orders',
      '/member/messages',
      '/activates',
      '/activates/detail/2',
      '/articles',
      '/articles/detail/9',
      '/announcement?id=3',
      '/about',
      '/search?keywords=vue',
    ]) {
      expect(desktopPathFor(h5PathFor(p) as string)).toBe(p);
    }
  });
});

describe('h5TargetFor (stored links followed from /h5)', () => {
  it('keeps mobile twins in /h5, opens other pages on the desktop site, leaves the site for the rest', () => {
    expect(h5TargetFor('/courses/detail/8')).toEqual({ kind: 'h5', to: '/h5/courses/detail/8' });
    expect(h5TargetFor('/member/credit1-free')).toEqual({ kind: 'desktop', to: '/member/credit1-free' });
    expect(h5TargetFor('/vip')).toEqual({ kind: 'desktop', to: '/vip' });
    expect(h5TargetFor('/announcement?id=2')).toEqual({ kind: 'h5', to: '/h5/announcement?id=2' });
    expect(h5TargetFor('/articles/detail/4')).toEqual({ kind: 'h5', to: '/h5/articles/detail/4' });
    expect(h5TargetFor('/h5/courses')).toEqual({ kind: 'h5', to: '/h5/courses' });
    expect(h5TargetFor('https://example.org/x')).toEqual({ kind: 'external', to: 'https://example.org/x' });
    expect(h5TargetFor('//evil.example')).toEqual({ kind: 'external', to: '//evil.example' });
  });

  it('knows its own addresses', () => {
    expect(isH5Path('/h5')).toBe(true);
    expect(isH5Path('/h5/member')).toBe(true);
    expect(isH5Path('/h50')).toBe(false);
  });
});
