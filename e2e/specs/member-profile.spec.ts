import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialogNamed, fillCaptchaAndCode, freshMobile, shootDialog, trackCaptcha } from '../support/accounts';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { data, freshMemberToken, memberContext, waitForToast } from '../support/member';
import { E2E_SMS_GAP_MS } from '../support/server';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';
import { authDialogsCn, memberCn } from '../support/strings';

// Issue 7, profile: the 基本信息 tab's password and QQ / WeChat rows, against the server's dev simulators
// (a 模拟授权 page stands in for QQ and WeChat outside production; the demo seed enables both).

const p = memberCn.profile;
const W = authDialogsCn.wechat;

/** antd puts a space between the two characters of a two-character Chinese button label (解 绑). */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

/** A 基本信息 row by its label (the <dt>). */
const row = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('.info-row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

interface Me {
  mobile: string;
  is_password_set: number;
  is_bind_qq: number;
  is_bind_wechat: number;
}

describe('member profile: password, QQ and WeChat', () => {
  const site = useSite();
  /** Made first: its password story runs last, once the sign-up's SMS is a minute old. */
  const passwordMember = { token: '', madeAt: 0 };
  const mobileMember = { token: '' };
  before(async () => {
    passwordMember.token = await freshMemberToken(site.baseUrl);
    passwordMember.madeAt = Date.now();
    mobileMember.token = await freshMemberToken(site.baseUrl);
  });

  it('a QQ sign-up without a mobile is sent to bind one before setting a password', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const back = `/login/callback?redirect=${encodeURIComponent('/member')}`;
    await page.goto(
      `/api/v3/auth/login/socialite/qq?${new URLSearchParams({ s_url: back, f_url: '/error', action: 'login' })}`,
    );
    await page.getByRole('button', { name: '同意授权' }).click();
    await page.waitForURL((url) => url.pathname === '/member');
    const password = row(page, p.password);
    await password.getByText(p.passwordUnset, { exact: true }).waitFor();
    await password.getByRole('button', { name: p.passwordSetUp }).click();
    const dialog = dialogNamed(page, p.passwordTitleSet);
    await dialog.getByText(p.passwordNeedsMobile, { exact: true }).waitFor();
    assert.equal(await dialog.locator('form').count(), 0);
    await shootDialog(page, 'dialog-member-password-needs-mobile');
    await dialog.getByRole('link', { name: p.goBindMobile }).click();
    await page.waitForURL((url) => url.pathname === '/bind-mobile');
    assert.equal(currentPath(page), '/bind-mobile?redirect=%2Fmember');
    assertNoProblems(problems, 'password without a mobile');
    await context.close();
  });

  it('QQ: 绑定 through the provider page shows 已绑定, 解绑 after a confirm; 拒绝 binds nothing', async () => {
    const token = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    const qq = row(page, p.qq);
    await qq.getByText(p.unbound, { exact: true }).waitFor();

    await qq.getByRole('button', { name: `${p.bind} ${p.qq}` }).click();
    await page.getByRole('heading', { name: '模拟授权' }).waitFor();
    await page.getByRole('button', { name: '同意授权' }).click();
    await waitForToast(page, p.bindDone);
    await qq.getByText(p.bound, { exact: true }).waitFor();
    // The used code has left the address.
    await page.waitForURL((url) => !url.search.includes('login_code'));
    assert.equal(currentPath(page), '/member');
    assert.equal((await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).is_bind_qq, 1);

    // Reloading does not try the spent code again (no 已过期 toast) and still shows the binding.
    await page.reload();
    await qq.getByText(p.bound, { exact: true }).waitFor();

    await qq.getByRole('button', { name: `${p.unbind} ${p.qq}` }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText(p.unbindTitle.replace('{{app}}', p.qq)).waitFor();
    await shootDialog(page, 'popconfirm-member-unbind');
    await confirm.getByRole('button', { name: spaced(p.unbind) }).click();
    await waitForToast(page, p.unbindDone);
    await qq.getByText(p.unbound, { exact: true }).waitFor();
    assert.equal((await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).is_bind_qq, 0);

    // Refused on the provider page: back here with the server's reason, nothing bound.
    await qq.getByRole('button', { name: `${p.bind} ${p.qq}` }).click();
    await page.getByRole('button', { name: '拒绝' }).click();
    await waitForToast(page, '授权登录失败[1002]');
    await page.waitForURL((url) => !url.search.includes('login_err_msg'));
    await qq.getByText(p.unbound, { exact: true }).waitFor();

    assertNoProblems(problems, 'QQ bind and unbind');
    await context.close();
  });

  it('WeChat: 绑定 opens the scan dialog; scanning on "the phone" binds; 解绑', async () => {
    const token = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    const wechat = row(page, p.wechat);
    await wechat.getByText(p.unbound, { exact: true }).waitFor();

    const started = page.waitForResponse((r) => r.url().includes('/api/v3/auth/login/wechat-scan/url'));
    await wechat.getByRole('button', { name: `${p.bind} ${p.wechat}` }).click();
    const scan = dialogNamed(page, W.bindTitle);
    const { data: scanData } = (await (await started).json()) as { data: { url: string } };
    assert.equal(new URL(scanData.url).searchParams.get('action'), 'bind');
    await scan.getByText(/二维码有效期：0[45]:\d\d/).waitFor();
    await scan.locator('.auth-wechat__code svg').waitFor();
    assert.equal(await scan.getByRole('button', { name: W.otherWays }).count(), 0);
    await shootDialog(page, 'dialog-member-wechat-bind');

    const phone = await context.newPage();
    await phone.goto(scanData.url);
    await phone.getByRole('heading', { name: '模拟授权' }).waitFor();
    await phone.getByRole('button', { name: '同意授权' }).click();
    await phone.getByText('扫码成功', { exact: true }).first().waitFor();
    await phone.close();

    await waitForToast(page, p.bindDone);
    await scan.waitFor({ state: 'detached' });
    await wechat.getByText(p.bound, { exact: true }).waitFor();
    assert.equal((await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).is_bind_wechat, 1);

    await wechat.getByRole('button', { name: `${p.unbind} ${p.wechat}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: spaced(p.unbind) })
      .click();
    await waitForToast(page, p.unbindDone);
    await wechat.getByText(p.unbound, { exact: true }).waitFor();
    assert.equal((await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).is_bind_wechat, 0);

    assertNoProblems(problems, 'WeChat bind and unbind');
    await context.close();
  });

  it('基本信息 and its dialogs at 1920 and 375 px', async () => {
    const token = await freshMemberToken(site.baseUrl);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await memberContext(site, token, viewport);
      const { page, problems } = await openPage(context);
      await page.goto('/member');
      await row(page, p.qq).getByText(p.unbound, { exact: true }).waitFor();
      await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
      await shoot(page, 'member-profile-basic', viewport.width);

      if (viewport === PHONE) {
        await row(page, p.password).getByRole('button', { name: p.passwordChange }).click();
        await dialogNamed(page, p.passwordTitleChange).locator('img.auth-captcha__img').waitFor();
        await shootDialog(page, 'dialog-member-password');
        await page.keyboard.press('Escape');
        await dialogNamed(page, p.passwordTitleChange).waitFor({ state: 'detached' });
        await row(page, p.wechat)
          .getByRole('button', { name: `${p.bind} ${p.wechat}` })
          .click();
        await dialogNamed(page, W.bindTitle).locator('.auth-wechat__code svg').waitFor();
        await shootDialog(page, 'dialog-member-wechat-bind');
      }
      assertNoProblems(problems, `基本信息 at ${viewport.width}`);
      await context.close();
    }
  });

  it('更换手机号: a code to the current number, then one to the new number; the profile shows the new one', async () => {
    // The sign-ups' SMS (in before) must be older than the run's SMS gap before the number gets another.
    await new Promise((r) =>
      setTimeout(r, Math.max(0, passwordMember.madeAt + E2E_SMS_GAP_MS + 500 - Date.now())),
    );
    const token = mobileMember.token;
    const me = await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail');
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/member');
    const mobileRow = row(page, p.mobile);
    await mobileRow.getByText(`${me.mobile.slice(0, 3)}****${me.mobile.slice(-4)}`).waitFor();
    await mobileRow.getByRole('button', { name: spaced(p.changeMobile) }).click();

    const verify = dialogNamed(page, p.verifyMobileTitle);
    const current = verify.getByLabel(authDialogsCn.fields.bindMobile, { exact: true });
    assert.equal(await current.inputValue(), me.mobile);
    await fillCaptchaAndCode(verify, captcha, site.baseUrl, me.mobile);
    await verify.getByRole('button', { name: spaced(p.verifyMobileNext) }).click();

    const next = freshMobile();
    const bind = dialogNamed(page, authDialogsCn.newMobile.title);
    await bind.getByLabel(authDialogsCn.fields.bindMobile, { exact: true }).fill(next);
    await fillCaptchaAndCode(bind, captcha, site.baseUrl, next);
    await shootDialog(page, 'dialog-member-change-mobile');
    await bind.getByRole('button', { name: spaced(authDialogsCn.newMobile.submit) }).click();
    await waitForToast(page, authDialogsCn.bind.success);
    await mobileRow.getByText(`${next.slice(0, 3)}****${next.slice(-4)}`).waitFor();
    assert.equal((await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).mobile, next);
    assertNoProblems(problems, 'change mobile');
    await context.close();
  });

  it('修改密码 with an SMS code to the own mobile; then the new password logs in', async () => {
    // The server allows one SMS a minute per mobile, and the sign-up has just sent one.
    await new Promise((r) =>
      setTimeout(r, Math.max(0, passwordMember.madeAt + E2E_SMS_GAP_MS + 500 - Date.now())),
    );
    const token = passwordMember.token;
    const me = await data<Me>(site.baseUrl, token, 'GET', '/api/v2/member/detail');
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/member');
    await page.getByRole('main').getByRole('tab', { name: p.tabBasic }).waitFor();
    await row(page, p.password).getByText(p.passwordSet, { exact: true }).waitFor();

    await row(page, p.password).getByRole('button', { name: p.passwordChange }).click();
    const dialog = dialogNamed(page, p.passwordTitleChange);
    // The member's own number, shown and not editable.
    const mobile = dialog.getByLabel(authDialogsCn.fields.mobile, { exact: true });
    assert.equal(await mobile.inputValue(), me.mobile);
    assert.equal(await mobile.getAttribute('readonly'), '');
    await dialog.locator('img.auth-captcha__img').waitFor();
    await dialog.getByRole('button', { name: p.passwordSubmit }).click();
    for (const text of [authDialogsCn.errors.captchaRequired, authDialogsCn.errors.passwordRequired]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await shootDialog(page, 'dialog-member-password');

    await fillCaptchaAndCode(dialog, captcha, site.baseUrl, me.mobile);
    await dialog.getByLabel(authDialogsCn.fields.newPassword, { exact: true }).fill('newpass456');
    await dialog.getByRole('button', { name: p.passwordSubmit }).click();
    await waitForToast(page, p.passwordDone);
    await dialog.waitFor({ state: 'detached' });

    const login = await data<{ token: string }>(site.baseUrl, null, 'POST', '/api/v2/login/password', {
      mobile: me.mobile,
      password: 'newpass456',
    });
    assert.ok(login.token, 'the new password logs in');
    assertNoProblems(problems, 'change password');
    await context.close();
  });
});
