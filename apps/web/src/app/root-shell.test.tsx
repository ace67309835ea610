import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { DESKTOP_VIEW_KEY } from '#lib/storage';
import { renderAppAt } from '#web-test/render-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const jsdomUserAgent = navigator.userAgent;

const setUserAgent = (ua: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

beforeAll(async () => {
  await initI18n('cn');
});

afterEach(() => setUserAgent(jsdomUserAgent));

describe('the mobile rule in the running router (spec §1)', () => {
  it('sends a phone to the frameless /h5 site, on the mobile twin of the page it asked for', async () => {
    setUserAgent(IPHONE);
    const router = renderAppAt('/courses?cid=2');
    // The first render pays for importing the lazy pages: a generous wait on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5/courses'), { timeout: 20_000 });
    expect(router.state.location.search).toBe('?cid=2');
    // The way back to the desktop list, same filter (WCAG 1.3.4: never forced onto the mobile page).
    const desktop = await screen.findByRole('link', { name: /切换到电脑版网页/ }, { timeout: 20_000 });
    expect(desktop.getAttribute('href')).toBe('/courses?cid=2');
    // Frameless: no site header (its search form) around the mobile page.
    expect(screen.queryByRole('search')).toBeNull();
  }, 20_000);

  it('sends a phone on a page without a mobile twin to the mobile home, and lets login steps through', async () => {
    setUserAgent(IPHONE);
    const router = renderAppAt('/vip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5'), { timeout: 20_000 });
    const step = renderAppAt('/bind-mobile');
    await new Promise((r) => setTimeout(r, 50));
    expect(step.state.location.pathname).toBe('/bind-mobile');
  }, 20_000);

  it('lets a phone stay on the desktop site once it chose it in this tab', async () => {
    setUserAgent(IPHONE);
    sessionStorage.setItem(DESKTOP_VIEW_KEY, '1');
    const router = renderAppAt('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: '在线课程' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('keeps a desktop browser where it is', async () => {
    const router = renderAppAt('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: '在线课程' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses');
  });
});
