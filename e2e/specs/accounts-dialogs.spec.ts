import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialogNamed, fillCaptchaAndCode, freshMobile, shootDialog, trackCaptcha } from '../support/accounts';
import { newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { cn } from '../support/messages';
import { E2E_SMS_GAP_MS } from '../support/server';
import { useSite } from '../support/site';
import { recordToasts } from '../support/toasts';

/**
 * Issue 3, browser side: a person registers, logs out, logs in by password and by SMS, resets a forgotten
 * password, all through the account dialogs, with the exact messages of spec §5 and §8.
 */

const D = cn.authDialogs;
const TOKEN_KEY = 'meedu-user-token';

/** The visitor's own account for this run (registered in the first story). */
const me = { mobile: freshMobile(), password: 'xuexi2026', registeredAt: 0 };

const header = (page: Page) => page.getByRole('banner');
const token = (page: Page) => page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
/** The header shows the member's dropdown instead of 登录 | 注册. */
const loggedInHeader = (page: Page) =>
  header(page)
    .getByRole('button', { name: new RegExp(cn.header.userMenu) })
    .waitFor();

describe('accounts: register, log out, log in, reset', () => {
  const site = useSite();

  it('a visitor registers from the header, sees 注册成功 and is logged in with the same mobile and password', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/courses');
    await header(page).getByRole('link', { name: cn.header.register }).click();
    const dialog = dialogNamed(page, D.register.title);
    await dialog.waitFor();
    assert.equal(currentPath(page), '/courses', 'the dialog opens over the page');

    // Everything empty: spec §5 messages, each tied to its field.
    await dialog.getByRole('button', { name: D.register.submit }).click();
    for (const text of [
      D.errors.mobileRequired,
      D.errors.captchaRequired,
      D.errors.smsCodeRequired,
      D.errors.registerPasswordRequired,
      D.errors.termsRequired,
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    assert.equal(
      await dialog.getByLabel(D.fields.mobile, { exact: true }).getAttribute('aria-invalid'),
      'true',
    );
    assert.equal(
      await dialog.getByRole('link', { name: /《用户协议》/ }).getAttribute('href'),
      `${site.baseUrl}/user/protocol`,
    );
    await shootDialog(page, 'dialog-register-errors');

    await dialog.getByLabel(D.fields.mobile, { exact: true }).fill(me.mobile);
    await fillCaptchaAndCode(dialog, captcha, site.baseUrl, me.mobile);
    me.registeredAt = Date.now();
    await dialog.getByLabel(D.fields.setPassword, { exact: true }).fill(me.password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: D.register.submit }).click();

    await page.getByText(D.register.success, { exact: true }).waitFor();
    // Logged in with the same mobile and password; elsewhere than /login the page reloads in place.
    await loggedInHeader(page);
    assert.equal(currentPath(page), '/courses');
    assert.ok(await token(page), 'the token is stored');

    assertNoProblems(problems, 'register');
    await context.close();
  });

  it('the member logs out: 已安全退出, the token is gone and home follows', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const toasts = await recordToasts(page);
    await page.goto('/articles');
    await header(page).getByRole('link', { name: cn.header.login }).click();
    const dialog = dialogNamed(page, D.login.title);
    await dialog.getByLabel(D.fields.mobile, { exact: true }).fill(me.mobile);
    await dialog.getByLabel(D.fields.password, { exact: true }).fill(me.password);
    await dialog.getByRole('button', { name: D.login.submit }).click();
    await loggedInHeader(page);

    await header(page)
      .getByRole('button', { name: new RegExp(cn.header.userMenu) })
      .click();
    await page.getByRole('menuitem', { name: cn.header.logout }).click();
    await toasts.waitFor(cn.header.loggedOut);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: cn.header.login }).waitFor();
    assert.equal(await token(page), null);

    assertNoProblems(problems, 'logout');
    await context.close();
  });

  it('/login?redirect=/member: 登录后查看 opens the login dialog; a password login lands on /member', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).click();
    const dialog = dialogNamed(page, D.login.title);
    await dialog.waitFor();
    await shootDialog(page, 'dialog-login-password');

    // Empty: 请输入手机号! and 请输入密码!.
    await dialog.getByRole('button', { name: D.login.submit }).click();
    await dialog.getByText(D.errors.mobileRequired, { exact: true }).waitFor();
    await dialog.getByText(D.errors.passwordRequired, { exact: true }).waitFor();
    // A wrong password: the server's message, and still logged out.
    await dialog.getByLabel(D.fields.mobile, { exact: true }).fill(me.mobile);
    await dialog.getByLabel(D.fields.password, { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: D.login.submit }).click();
    await page.getByText('手机号或密码错误', { exact: true }).waitFor();
    assert.equal(await token(page), null);

    await dialog.getByLabel(D.fields.password, { exact: true }).fill(me.password);
    await dialog.getByRole('button', { name: D.login.submit }).click();
    await page.waitForURL((url) => url.pathname === '/member');
    await loggedInHeader(page);

    assertNoProblems(problems, '/login → /member');
    await context.close();
  });

  it('an SMS login from the 短信登录 tab; sending without the captcha says 请输入图形验证码', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    const mobile = freshMobile();
    await page.goto('/about');
    await header(page).getByRole('link', { name: cn.header.login }).click();
    const dialog = dialogNamed(page, D.login.title);
    await dialog.getByRole('tab', { name: D.login.smsTab }).click();
    const tab = dialog.getByRole('tabpanel', { name: D.login.smsTab });
    await tab.locator('img.auth-captcha__img').waitFor();
    await shootDialog(page, 'dialog-login-sms');

    await tab.getByLabel(D.fields.mobile, { exact: true }).fill(mobile);
    await tab.getByRole('button', { name: /获取验证码$/ }).click();
    await page.getByText(D.errors.sendWithoutCaptcha, { exact: true }).waitFor();
    // A wrong captcha is refused, cleared and replaced.
    const first = await tab.locator('img.auth-captcha__img').getAttribute('src');
    await tab.getByLabel(D.fields.captcha, { exact: true }).fill('zzzz');
    await tab.getByRole('button', { name: /获取验证码$/ }).click();
    await page.getByText('图形验证码错误', { exact: true }).waitFor();
    await page.waitForFunction(
      (src) => document.querySelector('img.auth-captcha__img')?.getAttribute('src') !== src,
      first,
    );
    assert.equal(await tab.getByLabel(D.fields.captcha, { exact: true }).inputValue(), '');

    await fillCaptchaAndCode(tab, captcha, site.baseUrl, mobile);
    await tab.getByRole('button', { name: D.login.submit }).click();
    await loggedInHeader(page);
    assert.equal(currentPath(page), '/about');

    assertNoProblems(problems, 'SMS login');
    await context.close();
  });

  it('a forgotten password is reset by SMS (密码重置成功) and the new one logs in', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/');
    await header(page).getByRole('link', { name: cn.header.login }).click();
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.forgot }).click();
    const dialog = dialogNamed(page, D.forgot.title);
    await dialog.locator('img.auth-captcha__img').waitFor();
    await dialog.getByRole('button', { name: D.forgot.submit }).click();
    for (const text of [D.errors.mobileRequired, D.errors.captchaRequired, D.errors.smsCodeRequired]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await dialog.getByText(D.errors.passwordRequired, { exact: true }).waitFor();
    await shootDialog(page, 'dialog-forgot-password');

    // The server allows one code per number per gap (sms-code.ts; shortened for this run); the register
    // story sent one.
    const wait = me.registeredAt + E2E_SMS_GAP_MS + 500 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await dialog.getByLabel(D.fields.mobile, { exact: true }).fill(me.mobile);
    await fillCaptchaAndCode(dialog, captcha, site.baseUrl, me.mobile);
    me.password = 'xinmima2026';
    await dialog.getByLabel(D.fields.newPassword, { exact: true }).fill(me.password);
    await dialog.getByRole('button', { name: D.forgot.submit }).click();
    await page.getByText(D.forgot.success, { exact: true }).waitFor();

    const login = dialogNamed(page, D.login.title);
    await login.getByLabel(D.fields.mobile, { exact: true }).fill(me.mobile);
    await login.getByLabel(D.fields.password, { exact: true }).fill(me.password);
    await login.getByRole('button', { name: D.login.submit }).click();
    await loggedInHeader(page);

    assertNoProblems(problems, 'reset password');
    await context.close();
  });

  it('我的课程 of an anonymous visitor opens the same login dialog; Esc closes it and gives focus back', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/courses');
    const myCourses = header(page).getByRole('link', { name: new RegExp(cn.header.myCourses) });
    await myCourses.click();
    const dialog = dialogNamed(page, D.login.title);
    await dialog.waitFor();
    assert.equal(currentPath(page), '/courses');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await myCourses.evaluate((el) => el === document.activeElement), true);

    assertNoProblems(problems, '我的课程');
    await context.close();
  });
});

describe('accounts: the dialogs at phone width', () => {
  const site = useSite();

  it('login, SMS login, register and forgot password fit a 375 px screen', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: PHONE });
    const { page, problems } = await openPage(context);
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).click();
    const login = dialogNamed(page, D.login.title);
    await login.waitFor();
    await shootDialog(page, 'dialog-login-password');
    await login.getByRole('tab', { name: D.login.smsTab }).click();
    await login.locator('img.auth-captcha__img').waitFor();
    await shootDialog(page, 'dialog-login-sms');
    const box = await login.boundingBox();
    assert.ok(box && box.width <= PHONE.width && box.x >= 0, 'the dialog fits the screen');

    await login.getByRole('button', { name: D.login.register }).click();
    const register = dialogNamed(page, D.register.title);
    await register.locator('img.auth-captcha__img').waitFor();
    await register.getByRole('button', { name: D.register.submit }).click();
    await register.getByText(D.errors.termsRequired, { exact: true }).waitFor();
    await shootDialog(page, 'dialog-register-errors');

    await register.getByRole('button', { name: D.register.login }).click();
    await dialogNamed(page, D.login.title).getByRole('button', { name: D.login.forgot }).click();
    const forgot = dialogNamed(page, D.forgot.title);
    await forgot.locator('img.auth-captcha__img').waitFor();
    await shootDialog(page, 'dialog-forgot-password');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    assertNoProblems(problems, 'dialogs at 375');
    await context.close();
  });
});
