import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  dialogNamed,
  fillCaptchaAndCode,
  freshMobile,
  newMemberToken,
  shootDialog,
  trackCaptcha,
} from '../support/accounts';
import { adminApi, adminToken } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { memberApi, memberContext } from '../support/member-session';
import { cn } from '../support/messages';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';

/**
 * Issue 3, third-party logins against the server's dev simulators: QQ (redirect and back with a
 * login_code), WeChat scan (the QR's page opened on "the phone", i.e. a second tab), binding a mobile to the
 * resulting social account, and face verification.
 */

const D = cn.authDialogs;

const header = (page: Page) => page.getByRole('banner');
const loggedInHeader = (page: Page) =>
  header(page)
    .getByRole('button', { name: new RegExp(cn.header.userMenu) })
    .waitFor();

describe('accounts: QQ, WeChat scan, bind mobile, face check', () => {
  const site = useSite();

  it('QQ: 同意授权 on the provider page comes back through /login/callback to the redirect; the new account binds a mobile', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/login?redirect=%2Fmember');
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).click();
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.qq }).click();

    await page.getByRole('heading', { name: '模拟授权' }).waitFor();
    await page.getByRole('button', { name: '同意授权' }).click();
    await page.waitForURL((url) => url.pathname === '/member');
    await loggedInHeader(page);

    // The social sign-up has no real mobile yet: /bind-mobile binds one.
    await page.goto('/bind-mobile');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: D.bindMobilePage.title }).waitFor();
    await main.locator('img.auth-captcha__img').waitFor();
    await main.getByRole('button', { name: D.bind.submit }).click();
    for (const text of [D.errors.bindMobileRequired, D.errors.captchaRequired, D.errors.smsCodeRequired]) {
      await main.getByText(text, { exact: true }).waitFor();
    }
    await saveShot(page, 'page-bind-mobile-1920');
    const mobile = freshMobile();
    await main.getByLabel(D.fields.bindMobile, { exact: true }).fill(mobile);
    await fillCaptchaAndCode(main, captcha, site.baseUrl, mobile);
    await main.getByRole('button', { name: D.bind.submit }).click();
    await page.getByText(D.bind.success, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const token = await page.evaluate(() => localStorage.getItem('meedu-user-token'));
    const me = await memberApi<{ mobile: string; is_bind_mobile: number }>(
      site.baseUrl,
      token ?? '',
      '/api/v2/member/detail',
    );
    assert.equal(me.mobile, mobile);
    assert.equal(me.is_bind_mobile, 1);

    assertNoProblems(problems, 'QQ login and bind mobile');
    await context.close();
  });

  it('QQ: 拒绝 on the provider page leads to the error page, still logged out', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/courses');
    await header(page).getByRole('link', { name: cn.header.login }).click();
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.qq }).click();
    await page.getByRole('button', { name: '拒绝' }).click();
    await page.waitForURL((url) => url.pathname === '/error');
    await header(page).getByRole('link', { name: cn.header.login }).waitFor();

    assertNoProblems(problems, 'QQ denied');
    await context.close();
  });

  it('WeChat scan: the QR code counts down; scanning it on "the phone" logs the computer in', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/courses');
    await header(page).getByRole('link', { name: cn.header.login }).click();
    const started = page.waitForResponse((r) => r.url().includes('/api/v3/auth/login/wechat-scan/url'));
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.wechat }).click();
    const scan = dialogNamed(page, D.wechat.title);
    const { data } = (await (await started).json()) as { data: { url: string; expire: number } };
    await scan.getByText(/二维码有效期：0[45]:\d\d/).waitFor();
    await scan.locator('.auth-wechat__code svg').waitFor();
    await shootDialog(page, 'dialog-wechat-scan');

    // The phone: the QR's page goes through WeChat's (simulated) authorization.
    const phone = await context.newPage();
    await phone.goto(data.url);
    await phone.getByRole('heading', { name: '模拟授权' }).waitFor();
    await phone.getByRole('button', { name: '同意授权' }).click();
    await phone.getByText('扫码成功', { exact: true }).first().waitFor();
    await phone.close();

    // The computer's polling picks the code up and logs in where the visitor was.
    await loggedInHeader(page);
    assert.equal(currentPath(page), '/courses');

    assertNoProblems(problems, 'WeChat scan');
    await context.close();
  });

  it('face check: the QR code and 在新窗口打开; 认证通过 on the provider page → 实名认证成功', async () => {
    const token = await newMemberToken(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto('/face-check?redirect=%2Fmember');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: D.faceCheckPage.title }).waitFor();
    const open = main.getByRole('link', { name: D.faceCheckPage.open });
    await open.waitFor();
    await main.getByText(D.faceCheckPage.waiting).waitFor();
    await saveShot(page, 'page-face-check-1920');

    const [provider] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await provider.getByRole('heading', { name: '模拟实名认证' }).waitFor();
    await provider.getByRole('button', { name: '认证通过' }).click();
    await provider.waitForLoadState();
    await provider.close();

    await page.getByText(D.faceCheckPage.success, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/member');
    const me = await memberApi<{ is_face_verify: boolean }>(site.baseUrl, token, '/api/v2/member/detail');
    assert.equal(me.is_face_verify, true);

    assertNoProblems(problems, 'face check');
    await context.close();
  });
});

describe('accounts: third-party screens at phone width', () => {
  const site = useSite();

  it('the WeChat scan dialog, /bind-mobile and /face-check fit a 375 px screen', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: PHONE });
    const { page, problems } = await openPage(context);
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).click();
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.wechat }).click();
    await dialogNamed(page, D.wechat.title).locator('.auth-wechat__code svg').waitFor();
    await shootDialog(page, 'dialog-wechat-scan');
    await context.close();
    assertNoProblems(problems, 'WeChat scan at 375');

    const token = await newMemberToken(site.baseUrl);
    const member = await memberContext(site.browser, site.baseUrl, token, { viewport: PHONE });
    const { page: p2, problems: p2Problems } = await openPage(member);
    await p2.goto('/bind-mobile');
    await p2.getByRole('main').locator('img.auth-captcha__img').waitFor();
    await saveShot(p2, 'page-bind-mobile-375', { fullPage: true });
    await p2.goto('/face-check');
    await p2.getByRole('main').getByRole('link', { name: D.faceCheckPage.open }).waitFor();
    await saveShot(p2, 'page-face-check-375', { fullPage: true });
    const overflow = await p2.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `/face-check scrolls sideways by ${overflow} px`);
    assertNoProblems(p2Problems, '/bind-mobile and /face-check at 375');
    await member.close();
  });
});

describe('accounts: with mobile binding and face verification required by the site', () => {
  const site = useSite();

  /** The two member switches of the site settings (issue 8's admin API), as an administrator sets them. */
  async function requireSteps(values: { bind: 0 | 1; face: boolean }) {
    const token = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await adminApi(site.baseUrl, token, 'PUT', '/settings', {
      values: { 'member.enabled_mobile_bind_alert': values.bind, 'member.enabled_face_verify': values.face },
    });
  }

  it('a first QQ login must bind a mobile in the bind dialog (绑定成功); a login owing face verification goes to /face-check', async () => {
    await requireSteps({ bind: 1, face: false });
    try {
      const context = await newContext(site.browser, site.baseUrl);
      const { page, problems } = await openPage(context);
      const captcha = trackCaptcha(page, site.baseUrl);
      await page.goto('/login?redirect=%2Fstudy-center');
      await page.getByRole('main').getByRole('button', { name: cn.login.button }).click();
      await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.qq }).click();
      await page.getByRole('button', { name: '同意授权' }).click();

      // Back on /login/callback: the code asks for a mobile first.
      const bind = dialogNamed(page, D.bind.title);
      await bind.locator('img.auth-captcha__img').waitFor();
      assert.equal(new URL(page.url()).pathname, '/login/callback');
      await bind.getByRole('button', { name: D.bind.submit }).click();
      await bind.getByText(D.errors.bindMobileRequired, { exact: true }).waitFor();
      await shootDialog(page, 'dialog-bind-mobile');
      await page.setViewportSize(PHONE);
      await shootDialog(page, 'dialog-bind-mobile');
      await page.setViewportSize(DESKTOP);

      const mobile = freshMobile();
      await bind.getByLabel(D.fields.bindMobile, { exact: true }).fill(mobile);
      await fillCaptchaAndCode(bind, captcha, site.baseUrl, mobile);
      await bind.getByRole('button', { name: D.bind.submit }).click();
      await page.getByText(D.bind.success, { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/study-center');
      await loggedInHeader(page);
      assertNoProblems(problems, 'QQ login with bind_mobile');
      await context.close();

      // Face verification required: an SMS login of a new member is sent on to /face-check, and so is a
      // member page asked for later.
      await requireSteps({ bind: 1, face: true });
      const second = await newContext(site.browser, site.baseUrl);
      const { page: p2, problems: p2Problems } = await openPage(second);
      const captcha2 = trackCaptcha(p2, site.baseUrl);
      await p2.goto('/courses');
      await header(p2).getByRole('link', { name: cn.header.login }).click();
      const login = dialogNamed(p2, D.login.title);
      await login.getByRole('tab', { name: D.login.smsTab }).click();
      const tab = login.getByRole('tabpanel', { name: D.login.smsTab });
      const other = freshMobile();
      await tab.getByLabel(D.fields.mobile, { exact: true }).fill(other);
      await fillCaptchaAndCode(tab, captcha2, site.baseUrl, other);
      await tab.getByRole('button', { name: D.login.submit }).click();
      await p2.waitForURL((url) => url.pathname === '/face-check');
      assert.equal(currentPath(p2), '/face-check?redirect=%2Fcourses');
      await p2.getByRole('main').getByRole('link', { name: D.faceCheckPage.open }).waitFor();
      await p2.goto('/member');
      await p2.waitForURL((url) => url.pathname === '/face-check');
      assert.equal(currentPath(p2), '/face-check?redirect=%2Fmember');
      assertNoProblems(p2Problems, 'face verification required');
      await second.close();
    } finally {
      await requireSteps({ bind: 0, face: false });
    }
  });
});
