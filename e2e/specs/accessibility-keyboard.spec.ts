import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { dialogNamed } from '../support/accounts';
import { analyseBlocking, waitForMainContent } from '../support/axe-audit';
import { newContext, openPage } from '../support/browser';
import { agreement, fill, goodsShown, memberMenu, unownedPaidCourses, yuan } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { assertFocusVisible, hasFocus, pressUntilFocused } from '../support/keyboard';
import { allCourses, lessonsOf, playedTo, playhead } from '../support/learning';
import { playsSoFar, recordPlays } from '../support/media-plays';
import { freshMemberToken } from '../support/member';
import { DEMO_MEMBER, loginToken, memberApi, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { useSite } from '../support/site';

// Issue 9, accessibility by keyboard: walks through logging in, registering, buying and playing a lesson with
// the keyboard alone, and <html lang> following the language toggle. The axe-core audit of every screen is
// accessibility-audit.spec.ts.

const D = cn.authDialogs;

/** The open dialog's serious and critical violations (axe brought in for this one look). */
const analyseDialog = (page: Page) => analyseBlocking(page, '.ant-modal-wrap');

const site = useSite();

// Keyboard only: every step below is a key press (Tab, Shift+Tab, Enter, Space, Escape, letters, arrows);
// the mouse is never used. Each stop checks that focus is where the person expects and that it shows.
describe('accessibility: keyboard only', () => {
  const header = (page: Page) => page.getByRole('banner');

  it('opens the login dialog from the header and logs in with the password', async () => {
    const { page, problems } = await openPage(await newContext(site.browser, site.baseUrl));
    await page.goto('/');
    await waitForMainContent(page);
    // The first stop is the skip link, then the header.
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(page.getByRole('button', { name: cn.app.skipToContent })));
    await assertFocusVisible(page);
    const login = header(page).getByRole('link', { name: cn.header.login, exact: true });
    await pressUntilFocused(page, login);
    await page.keyboard.press('Enter');
    const dialog = dialogNamed(page, D.login.title);
    await dialog.waitFor();
    // Focus moved into the dialog (antd's focus trap), on the password tab.
    assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus is in the dialog');
    assert.deepEqual(await analyseDialog(page), [], 'the login dialog has no serious or critical violation');

    await pressUntilFocused(page, dialog.getByLabel(D.fields.mobile, { exact: true }), { max: 10 });
    await page.keyboard.type(DEMO_MEMBER.mobile);
    await pressUntilFocused(page, dialog.getByLabel(D.fields.password, { exact: true }), { max: 3 });
    await page.keyboard.type(DEMO_MEMBER.password);
    await pressUntilFocused(page, dialog.getByRole('button', { name: D.login.submit }), { max: 3 });
    await page.keyboard.press('Enter');
    await memberMenu(page).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The page reloaded for the member: the keyboard starts from the top again, at the skip link.
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(page.getByRole('button', { name: cn.app.skipToContent })));
    assertNoProblems(problems, 'keyboard login');
    await page.context().close();
  });

  it('opens the register dialog and reaches every field and the submit button, then Escape closes it', async () => {
    const { page, problems } = await openPage(await newContext(site.browser, site.baseUrl));
    await page.goto('/courses');
    await waitForMainContent(page);
    const register = header(page).getByRole('link', { name: cn.header.register, exact: true });
    await pressUntilFocused(page, register);
    await page.keyboard.press('Enter');
    const dialog = dialogNamed(page, D.register.title);
    await dialog.waitFor();
    await dialog.locator('img.auth-captcha__img').waitFor();
    assert.deepEqual(
      await analyseDialog(page),
      [],
      'the register dialog has no serious or critical violation',
    );

    // In the order a person meets them; each is at most a few Tabs after the one before.
    const audio = dialog.getByRole('button', { name: D.captcha.audio });
    const stops: [string, Locator][] = [
      ['mobile', dialog.getByLabel(D.fields.mobile, { exact: true })],
      ['captcha', dialog.getByLabel(D.fields.captcha, { exact: true })],
      ['new captcha image', dialog.getByRole('button', { name: D.captcha.refresh })],
      ['audio captcha', audio],
      ['SMS code', dialog.getByLabel(D.fields.smsCode, { exact: true })],
      ['send code', dialog.getByRole('button', { name: /获取验证码$/ })],
      ['password', dialog.getByLabel(D.fields.setPassword, { exact: true })],
      ['terms', dialog.getByRole('checkbox')],
      ['submit', dialog.getByRole('button', { name: D.register.submit })],
    ];
    await pressUntilFocused(page, stops[0][1], { max: 10 });
    for (const [name, stop] of stops.slice(1)) {
      await pressUntilFocused(page, stop, { max: 3 }).catch((err) => {
        throw new Error(`register dialog, ${name}: ${err.message}`);
      });
      if (stop !== audio) continue;
      // Enter on the audio button fetches the spoken captcha (decision 023) and Chromium plays the WAV
      // (play() settles as playback starts, or fails for a file it cannot decode); focus stays put.
      await recordPlays(page);
      const heard = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/audio?'));
      await page.keyboard.press('Enter');
      const body = (await (await heard).json()) as { code: number; data: { audio: string } };
      assert.equal(body.code, 0);
      assert.match(body.data.audio, /^data:audio\/wav;base64,/);
      assert.deepEqual(await playsSoFar(page), ['data:audio/wav played']);
      assert.ok(await hasFocus(audio));
    }
    // Shift+Tab walks back the same way.
    await pressUntilFocused(page, stops[6][1], { key: 'Shift+Tab', max: 5 });
    // Space ticks the terms, as it would any checkbox.
    await pressUntilFocused(page, stops[7][1], { max: 2 });
    await page.keyboard.press('Space');
    assert.equal(await stops[7][1].isChecked(), true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the link that opened the dialog.
    await page.waitForFunction(() => document.activeElement?.classList.contains('header-account__register'));
    await assertFocusVisible(page);
    assertNoProblems(problems, 'keyboard register');
    await page.context().close();
  });

  it('buys a course from its page: order, pay at the sandbox cashier, success', async () => {
    // A new member, so the demo member's unbought courses stay for the commerce stories.
    const token = await freshMemberToken(site.baseUrl);
    const [course] = await unownedPaidCourses(site.baseUrl, token);
    assert.ok(course, 'the demo seed has a paid course');
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto(`/courses/detail/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await memberMenu(page).waitFor();

    const buy = page.getByRole('link', {
      name: fill(cn.catalogue.course.buy, { price: yuan(course.charge) }),
    });
    await pressUntilFocused(page, buy, { max: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/order');
    await goodsShown(page, course.title);

    const agree = agreement(page, 'protocolPaid');
    await pressUntilFocused(page, agree, { max: 60 });
    await page.keyboard.press('Space');
    assert.equal(await agree.isChecked(), true);
    await pressUntilFocused(page, page.getByRole('button', { name: cn.commerce.order.submit }), { max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/order/pay');

    // The cashier opens in a new tab from the link beside the QR code.
    await pressUntilFocused(page, page.getByRole('link', { name: cn.commerce.pay.openCashier }), { max: 60 });
    const [cashier] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await cashier.getByRole('heading', { name: '收银台' }).waitFor();
    await pressUntilFocused(cashier, cashier.getByRole('button', { name: '支付', exact: true }), { max: 10 });
    await cashier.keyboard.press('Enter');
    await cashier.getByRole('heading', { name: '支付成功' }).waitFor();

    // The first tab notices the payment by itself.
    await page.waitForURL((u) => u.pathname === '/order/success', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
    const detail = await memberApi<{ is_buy: boolean }>(site.baseUrl, token, `/api/v2/course/${course.id}`);
    assert.equal(detail.is_buy, true, 'the course is bought');
    assertNoProblems(problems, 'keyboard purchase');
    await context.close();
  });

  it('plays a lesson with the player’s keys: focus the player, k plays, → seeks, space pauses', async () => {
    const token = await loginToken(site.baseUrl);
    const free = (await allCourses(site.baseUrl)).find((c) => c.is_free === 1);
    assert.ok(free, 'the demo seed has a free course');
    const [lesson] = await lessonsOf(site.baseUrl, free.id, token);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto(`/courses/video/${lesson.id}`);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();

    const player = page.getByRole('region', {
      name: fill(cn.learning.player.label, { title: lesson.title }),
    });
    await pressUntilFocused(page, player, { max: 40 });
    await page.keyboard.press('k');
    await playedTo(page, 1);
    const before = await playhead(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (t) => (document.querySelector<HTMLVideoElement>('video.player__video')?.currentTime ?? 0) >= t + 4,
      before,
    );
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('video.player__video')?.paused);
    // The play button says what the next press does.
    await player.getByRole('button', { name: cn.learning.player.play }).first().waitFor();
    assertNoProblems(problems, 'keyboard player');
    await context.close();
  });
});

describe('accessibility: <html lang> follows the language toggle', () => {
  it('is zh-CN in Chinese, en after the toggle (pressed with Enter), and en again after a reload', async () => {
    const { page, problems } = await openPage(await newContext(site.browser, site.baseUrl));
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto('/');
    await waitForMainContent(page);
    assert.equal(await lang(), 'zh-CN');
    const toggle = page.getByRole('button', { name: `${cn.header.switchTo} (${cn.header.languageLabel})` });
    await pressUntilFocused(page, toggle);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('banner').getByRole('link', { name: en.header.login, exact: true }).waitFor();
    await page.reload();
    await waitForMainContent(page);
    assert.equal(await lang(), 'en');
    const back = page.getByRole('button', { name: `${en.header.switchTo} (${en.header.languageLabel})` });
    await pressUntilFocused(page, back);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    assertNoProblems(problems, 'language toggle');
    await page.context().close();
  });
});
