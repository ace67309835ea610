import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { StorageKey } from '#lib/storage';
import { renderAppAt } from '#web-test/render-app';

/** Spec §2: every route that needs login. */
const MEMBER_PATHS = [
  '/courses/video/3',
  '/member',
  '/member/study',
  '/member/messages',
  '/member/orders',
  '/member/credit1-free',
  '/order',
  '/order/pay',
  '/order/success',
  '/study-center',
];

// Each page is a lazy chunk; on a busy machine the first load of one can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('cn');
});

const settledAt = async (router: ReturnType<typeof renderAppAt>, pathname: string) => {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 15_000 });
  return router.state.location;
};

describe('the login guard of the route table', { timeout: 60_000 }, () => {
  it('sends an anonymous visitor to /login with the path and query encoded in redirect', async () => {
    const router = renderAppAt('/member/orders?page=2&tab=all');
    const loc = await settledAt(router, '/login');
    expect(loc.search).toBe('?redirect=%2Fmember%2Forders%3Fpage%3D2%26tab%3Dall');
    expect(new URLSearchParams(loc.search).get('redirect')).toBe('/member/orders?page=2&tab=all');
    expect(await screen.findByRole('button', { name: /登录后查看/ })).toBeTruthy();
  });

  it.each(MEMBER_PATHS)('guards %s', async (path) => {
    const router = renderAppAt(path);
    const loc = await settledAt(router, '/login');
    expect(new URLSearchParams(loc.search).get('redirect')).toBe(path);
  });

  it('with a token and a pending mobile binding goes to /bind-mobile', async () => {
    localStorage.setItem(StorageKey.token, 't');
    localStorage.setItem(StorageKey.bindMobile, 'ok');
    localStorage.setItem(StorageKey.faceCheck, 'ok');
    await settledAt(renderAppAt('/member'), '/bind-mobile');
  });

  it('with a token and a pending face check goes to /face-check', async () => {
    localStorage.setItem(StorageKey.token, 't');
    localStorage.setItem(StorageKey.faceCheck, 'ok');
    await settledAt(renderAppAt('/study-center'), '/face-check');
  });

  it('with a token and nothing pending shows the page inside the site layout', async () => {
    localStorage.setItem(StorageKey.token, 't');
    const router = renderAppAt('/member/orders');
    expect(await screen.findByRole('heading', { level: 1, name: /我的订单/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/orders');
    // The site header (member pages have card headers of their own inside main).
    expect(screen.getAllByRole('banner').some((el) => el.classList.contains('site-header'))).toBe(true);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('leaves public routes open', async () => {
    const router = renderAppAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: '关于我们' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows the not-found page for any other path', async () => {
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
  });
});
