import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, openPage, type PageProblems } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { phone } from '../support/h5';
import { loginToken, memberApi, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { whenStill } from '../support/motion';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';
import { h5Cn as H } from '../support/strings';
import { recordToasts } from '../support/toasts';

// Spec §2 and §8 as written (issue 19): the member's logout stays on the page until it goes home, a 401
// (mid-session or a dead token at start-up) lands on the login page with 请重新登录 still on screen, and the
// header menu falls back to the local default when /api/v2/navs is empty or fails.

const TOKEN_KEY = 'meedu-user-token';

/** Every address the tab shows, in order, in-app moves included. */
function trackPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/**
 * The viewport as it is now, for people to look at (a toast lives 3 s, so on a busy machine it may be gone:
 * what the stories assert about toasts comes from recordToasts, never from a picture).
 */
async function snap(page: Page, name: string) {
  // Whatever slides (the message coming in, or going) has finished.
  await whenStill(page);
  const width = page.viewportSize()?.width ?? 0;
  await saveShot(page, `${name}-${width}`);
}

/**
 * A string (tsx would wrap a function in a helper the page lacks): the page's 500 ms timers (logout's move
 * home) wait until the story calls window.__goHome(), so the logged-out page can be checked and shot first
 * however busy the machine is. The /h5 logout story keeps the real timer.
 */
const HOLD_HOME_TIMER = `
(() => {
  const set = window.setTimeout.bind(window);
  const held = [];
  window.__goHome = () => { for (const [fn, rest] of held.splice(0)) set(fn, 0, ...rest); };
  window.setTimeout = (fn, ms, ...rest) => {
    if (ms !== 500) return set(fn, ms, ...rest);
    held.push([fn, rest]);
    return 0;
  };
})();
`;

/** The 401 itself is logged by the browser (and start-up logs the member call it ended): nothing else may be. */
function assertOnly401(problems: PageProblems, where: string) {
  const rest = problems.consoleErrors.filter((e) => !/status of 401|member detail/.test(e));
  assertNoProblems({ pageErrors: problems.pageErrors, consoleErrors: rest }, where);
}

/**
 * Logged in once (not by an init script, which would put the token back on the reload that follows logout):
 * the token is stored from a first page, then `path` opens.
 */
async function openLoggedIn(page: Page, token: string, path: string) {
  await page.goto('/about');
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
  await page.goto(path);
}

/** A member's page in the language asked for (stored before any script runs). */
async function inLang(context: BrowserContext, lang: 'cn' | 'en') {
  await context.addInitScript((l) => window.localStorage.setItem('shuyuan-lang', l), lang);
}

describe('session rules of spec §2 and §8', () => {
  const site = useSite();

  for (const lang of ['cn', 'en'] as const) {
    const T = lang === 'cn' ? cn : en;
    it(`(${lang}) 安全退出 on /member/orders: the message on that page, then / — never /login on the way`, async () => {
      const token = await loginToken(site.baseUrl);
      const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
      await inLang(context, lang);
      const { page, problems } = await openPage(context);
      const toasts = await recordToasts(page);
      // The move home 500 ms after the message waits for the story (HOLD_HOME_TIMER).
      await context.addInitScript({ content: HOLD_HOME_TIMER });
      await openLoggedIn(page, token, '/member/orders');
      await page.getByRole('heading', { level: 1, name: T.member.orders.title }).waitFor();
      const paths = trackPaths(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(T.header.userMenu) })
        .click();
      await page.getByRole('menuitem', { name: T.header.logout }).click();
      await toasts.waitFor(T.header.loggedOut);
      // The message shows over the page the member was on: still the orders page, now logged out.
      assert.equal(toasts.pathOf(T.header.loggedOut), '/member/orders');
      assert.equal(new URL(page.url()).pathname, '/member/orders');
      await page.getByRole('banner').getByRole('link', { name: T.header.login }).waitFor();
      await snap(page, `logout-on-page-${lang}`);
      await page.evaluate(() => (window as unknown as { __goHome(): void }).__goHome());
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: T.header.login }).waitFor();
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY), null);
      assert.ok(!paths.includes('/login'), `went through /login: ${paths.join(' → ')}`);

      assertNoProblems(problems, 'logout');
      await context.close();
    });
  }

  it('/h5: 退出登录 on 我的 shows 已安全退出 there, then the mobile home, not /h5/login', async () => {
    const token = await loginToken(site.baseUrl);
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    // Recorded, not polled: the message has 500 ms on screen before the reload, which a busy machine can
    // spend entirely between two polls (it once did, beside a CPU hog).
    const toasts = await recordToasts(page);
    await openLoggedIn(page, token, '/h5/member');
    const paths = trackPaths(page);
    await page.getByRole('button', { name: H.me.logout }).click();
    await toasts.waitFor(cn.header.loggedOut);
    assert.equal(toasts.pathOf(cn.header.loggedOut), '/h5/member', 'the message shows on 我的');
    await page.waitForURL((u) => u.pathname === '/h5' && u.search === '');
    assert.ok(!paths.some((p) => p.endsWith('/login')), `went through a login page: ${paths.join(' → ')}`);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY), null);

    assertNoProblems(problems, 'h5 logout');
    await context.close();
  });

  for (const lang of ['cn', 'en'] as const) {
    const T = lang === 'cn' ? cn : en;
    it(`(${lang}) a token revoked mid-session: 请重新登录 stays on screen on /login, the login is cleared`, async () => {
      const token = await loginToken(site.baseUrl);
      const context = await memberContext(site.browser, site.baseUrl, token, { viewport: DESKTOP });
      await inLang(context, lang);
      const { page, problems } = await openPage(context);
      const toasts = await recordToasts(page);
      await page.goto('/member');
      const nav = page.getByRole('navigation', { name: T.member.nav.label });
      await nav.getByRole('link', { name: T.member.nav.orders }).waitFor();
      await page.waitForLoadState('networkidle');
      await memberApi(site.baseUrl, token, '/api/v2/logout', { method: 'POST' });

      // The next call the page makes meets the revoked token: the click's, or one of the page's own that a
      // busy machine let start late (once, beside a second test run, the page had already left for /login
      // and the click waited 15 s for a link that was gone). Either way the member must land on /login.
      const atLogin = page.waitForURL((u) => u.pathname === '/login');
      // Not awaited: when the page has already left, the link is gone and the click can only fail.
      nav
        .getByRole('link', { name: T.member.nav.messages })
        .click()
        .catch(() => {});
      await atLogin;
      // Back to the member centre after logging in (the call that failed may be the old page's or the new one's).
      const back = new URL(page.url()).searchParams.get('redirect') ?? '';
      assert.ok(back.startsWith('/member'), back);
      // No reload on the way: the message is there on the login page.
      await toasts.waitFor(T.http.loginAgain);
      assert.equal(toasts.pathOf(T.http.loginAgain), '/login');
      await page.getByRole('main').getByRole('button', { name: T.login.button }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: T.header.login }).waitFor();
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY), null);
      await snap(page, `login-again-${lang}`);

      assertOnly401(problems, '401 mid-session');
      await context.close();
    });
  }

  it('a dead stored token at start-up: the same, from a public page', async () => {
    const context = await memberContext(site.browser, site.baseUrl, 'not-a-token-at-all', {
      viewport: DESKTOP,
    });
    const { page, problems } = await openPage(context);
    const toasts = await recordToasts(page);
    await page.goto('/courses');
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(currentPath(page), '/login?redirect=%2Fcourses');
    await toasts.waitFor(cn.http.loginAgain);
    assert.equal(toasts.pathOf(cn.http.loginAgain), '/login');
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY), null);
    // Logging in again from here is possible (the handler is armed again for the next session).
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).waitFor();

    assertOnly401(problems, '401 at start-up');
    await context.close();
  });

  it('/h5 with a dead token: 请重新登录 on /h5/login, which leads back to the page', async () => {
    const context = await phone(site);
    await context.addInitScript((k) => window.localStorage.setItem(k, 'dead-token'), TOKEN_KEY);
    const { page, problems } = await openPage(context);
    const toasts = await recordToasts(page);
    await page.goto('/h5/member/orders');
    await page.waitForURL((u) => u.pathname === '/h5/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/h5/member/orders');
    await toasts.waitFor(cn.http.loginAgain);
    assert.equal(toasts.pathOf(cn.http.loginAgain), '/h5/login');
    await snap(page, 'h5-login-again');

    assertOnly401(problems, 'h5 401');
    await context.close();
  });

  for (const [how, answer] of [
    ['empty', { code: 0, message: '', data: [] }],
    ['failing', null],
  ] as const) {
    it(`the header menu is the local default when /api/v2/navs is ${how}`, async () => {
      const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
      await context.route('**/api/v2/navs**', (route) =>
        answer ? route.fulfill({ json: answer }) : route.fulfill({ status: 500, body: 'down' }),
      );
      const { page } = await openPage(context);
      await page.goto('/articles');
      const nav = page.getByRole('banner').getByRole('navigation', { name: cn.nav.label });
      await nav.getByRole('link', { name: cn.nav.about }).waitFor();
      // The demo offers exams (the paper switch on): the default menu leads to them before 关于我们 (decision 047).
      await nav.getByRole('link', { name: cn.nav.exams }).waitFor();
      const names = await nav.getByRole('link').allTextContents();
      assert.deepEqual(names, [
        cn.nav.home,
        cn.nav.courses,
        cn.nav.activates,
        cn.nav.articles,
        cn.nav.exams,
        cn.nav.about,
      ]);
      assert.equal(
        await nav.getByRole('link', { name: cn.nav.articles }).getAttribute('aria-current'),
        'page',
      );
      await context.close();
    });
  }

  it('with navs configured, the header menu is those navs, in their order (an external one in a new window)', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page, problems } = await openPage(context);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: cn.nav.label });
    const github = nav.getByRole('link', { name: /开源仓库/ });
    await github.waitFor();
    assert.equal(await github.getAttribute('target'), '_blank');
    // The demo's six navs, then 考试: the paper switch is on and none of them leads to /exam (decision 047).
    await nav.getByRole('link', { name: cn.nav.exams }).waitFor();
    const names = await nav.getByRole('link').allTextContents();
    assert.equal(names.length, 7, names.join(', '));
    assert.equal(names[0], cn.nav.home);
    assert.equal(names[6], cn.nav.exams);
    assertNoProblems(problems, 'navs');
    await context.close();
  });
});
