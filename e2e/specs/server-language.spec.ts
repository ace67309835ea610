import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialogNamed, newMemberToken } from '../support/accounts';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { saveShot, shoot } from '../support/shots';
import { useSite } from '../support/site';
import { recordToasts } from '../support/toasts';

/*
 * Issue 19, decision 035: in English the server's own texts are English too — an error the server writes
 * (a wrong password), and what it stored in Chinese before (a new member's messages and credit remarks).
 */
const LANG_KEY = 'shuyuan-lang';
const DEMO_MOBILE = '13800000000';
const CJK = /[\u3400-\u9fff]/;

const inEnglish = (page: Page) =>
  page.addInitScript(([key]) => window.localStorage.setItem(key, 'en'), [LANG_KEY] as const);

describe('the server speaks the language of the interface', () => {
  const site = useSite();

  it('a visitor switches to English and a wrong password is told in English; back in Chinese, in Chinese', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    const toasts = await recordToasts(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: cn.header.switchTo }).click();
    await header.getByRole('link', { name: en.header.login }).click();

    const D = en.authDialogs;
    const dialog = dialogNamed(page, D.login.title);
    await dialog.getByLabel(D.fields.mobile, { exact: true }).fill(DEMO_MOBILE);
    await dialog.getByRole('textbox', { name: D.fields.password, exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: D.login.submit, exact: true }).click();
    await toasts.waitFor('Wrong mobile number or password');
    // The toast as the visitor reads it (it fades after a few seconds).
    await page.locator('.ant-message-notice', { hasText: 'Wrong mobile number or password' }).waitFor();
    await saveShot(page, `server-language-wrong-password-en-${DESKTOP.width}`, { animations: 'disabled' });

    // Back to Chinese: the same mistake is told as the spec writes it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: en.header.switchTo }).click();
    await header.getByRole('link', { name: cn.header.login }).click();
    const C = cn.authDialogs;
    const chinese = dialogNamed(page, C.login.title);
    await chinese.getByLabel(C.fields.mobile, { exact: true }).fill(DEMO_MOBILE);
    await chinese.getByRole('textbox', { name: C.fields.password, exact: true }).fill('not-the-password');
    await chinese.getByRole('button', { name: C.login.submit, exact: true }).click();
    await toasts.waitFor('手机号或密码错误');
    assert.ok(!toasts.seen().some((t) => t.includes('手机号或密码错误') && t.includes('Wrong')));

    assertNoProblems(problems, 'wrong password in English and Chinese');
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px a new member reads the messages and credits the server stored, in English`, async () => {
      const token = await newMemberToken(site.baseUrl);
      const context = await memberContext(site.browser, site.baseUrl, token, { viewport });
      const { page, problems } = await openPage(context);
      await inEnglish(page);

      await page.goto('/member/messages');
      const main = page.getByRole('main');
      await main.getByText('Registration complete').first().waitFor();
      await main.getByText('Points changed: 10, note: 10 points for registering').first().waitFor();
      await shoot(page, 'server-language-messages-en', viewport.width);

      await page.goto('/member/credit1-free');
      await main.getByText('10 points for registering').first().waitFor();
      assert.equal(CJK.test((await main.locator('.credit-item').allTextContents()).join(' ')), false);
      await shoot(page, 'server-language-credits-en', viewport.width);

      assertNoProblems(problems, `messages and credits in English at ${viewport.width}`);
      await context.close();
    });
  }
});
