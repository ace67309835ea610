import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import {
  data,
  drawAvatar,
  freshMemberToken,
  loginToken,
  memberContext,
  placeOrders,
  TOKEN_KEY,
  waitForToast,
} from '../support/member';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';

// The member centre (issue 7) as the demo member: profile and avatar, messages, orders, points, deletion.

const m = cn.member;

/** antd puts a space between the two characters of a two-character Chinese button label (保 存). */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

const unreadDots = (page: Page) => page.locator('.message-item.is-unread');

describe('member centre', () => {
  const site = useSite();
  let token = '';
  let activateId = 0;

  before(async () => {
    token = await loginToken(site.baseUrl);
    activateId = await placeOrders(site.baseUrl, token);
  });

  it('profile: the member card, an avatar upload, the face-verification tab', async () => {
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '书院学员' }).waitFor();
    const nav = main.getByRole('navigation', { name: m.nav.label });
    for (const label of [m.nav.profile, m.nav.study, m.nav.orders, m.nav.messages, m.nav.credit]) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    assert.equal(await nav.getByRole('link', { name: m.nav.profile }).getAttribute('aria-current'), 'page');
    // Other stories of the run may have bought the demo member a VIP plan: the card shows whichever holds.
    const me = await data<{ role: { name: string } | null }>(
      site.baseUrl,
      token,
      'GET',
      '/api/v2/member/detail',
    );
    await main
      .getByText(me.role ? me.role.name : m.profile.vipNone)
      .first()
      .waitFor();
    await main.getByText(m.profile.nicknameLocked).waitFor();
    await main.getByText('138****0000').waitFor();

    // A real PNG drawn by the browser (a portrait-like badge), sent through the avatar's file input.
    const png = await drawAvatar(page);
    await page.locator('.profile-hero input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await waitForToast(page, m.profile.avatarDone);
    await page
      .locator('.profile-hero .avatar-uploader img[src*="/storage/avatars/"]')
      .waitFor({ state: 'attached' });
    // The header follows the new avatar.
    await page.getByRole('banner').locator('img[src*="/storage/avatars/"]').waitFor({ state: 'attached' });
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await shoot(page, 'member', DESKTOP.width);

    // A text file named .png is refused with the server's message, and nothing changes.
    await page.locator('.profile-hero input[type="file"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await waitForToast(page, '请上传图片文件');

    await main.getByRole('tab', { name: m.profile.tabVerify }).click();
    await main.getByText(m.profile.verifyPending).waitFor();
    const verify = main.getByRole('link', { name: m.profile.verifyStart });
    assert.match((await verify.getAttribute('href')) ?? '', /^\/face-check\?redirect=/);
    assert.equal(currentPath(page), '/member?tab=verify');

    // 注销账号 asks first; 再想想 leaves everything as it was.
    await main.getByRole('button', { name: m.destroy.link }).click();
    const dialog = page.getByRole('dialog', { name: m.destroy.title });
    await dialog.getByText(m.destroy.keep).waitFor();
    await dialog.getByRole('button', { name: m.destroy.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    assertNoProblems(problems, '/member');
    await context.close();
  });

  it('nickname: a new member sets it once, checked before sending', async () => {
    const fresh = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, fresh);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    const main = page.getByRole('main');
    await main.getByText(m.profile.nicknameHint).waitFor();
    await main.getByRole('button', { name: new RegExp(`${m.profile.nicknameEdit}$`) }).click();
    const input = main.getByRole('textbox', { name: m.profile.nickname });
    await input.fill('   ');
    await main.getByRole('button', { name: spaced(m.profile.nicknameSave) }).click();
    await main.getByRole('alert').filter({ hasText: m.profile.nicknameRequired }).waitFor();
    const name = `新同学${String(Date.now()).slice(-6)}`;
    await input.fill(name);
    await main.getByRole('button', { name: spaced(m.profile.nicknameSave) }).click();
    await waitForToast(page, m.profile.nicknameSaved);
    await main.getByRole('heading', { level: 1, name }).waitFor();
    await main.getByText(m.profile.nicknameLocked).waitFor();
    assert.equal(
      await main.getByRole('button', { name: new RegExp(`${m.profile.nicknameEdit}$`) }).count(),
      0,
    );
    // The header follows.
    await page.getByRole('banner').getByText(name).waitFor();
    assertNoProblems(problems, '/member (nickname)');
    await context.close();
  });

  it('messages: unread dots, a click marks one read, 全部已读 marks the rest', async () => {
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member/messages');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: m.messages.title }).waitFor();
    await unreadDots(page).first().waitFor();
    const before = await unreadDots(page).count();
    assert.ok(before >= 2, `the demo member starts with unread messages (${before})`);
    const navDot = main.getByRole('navigation', { name: m.nav.label }).locator('.member-nav__dot');
    await navDot.waitFor();

    // The newest is the payment of the offline course ordered above.
    await main
      .locator('.message-item')
      .first()
      .getByText(/^订单\d+已支付$/)
      .waitFor();
    // The page shows 20 messages; the server counts every unread one (the header's badge shows that).
    const unreadCount = () =>
      data<number>(site.baseUrl, token, 'GET', '/api/v2/member/unreadNotificationCount');
    const unreadBefore = await unreadCount();
    assert.ok(unreadBefore >= before, `the server counts ${unreadBefore} unread, the page shows ${before}`);
    await unreadDots(page).first().locator('.message-item__body').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.message-item.is-unread').length === n,
      before - 1,
    );
    const unreadAfter = await unreadCount();
    assert.equal(unreadAfter, unreadBefore - 1, 'the click marked one message read');
    await shoot(page, 'member-messages', DESKTOP.width);

    // The header's member menu offers 我的消息 with the unread count too.
    await page.getByRole('banner').locator('.header-account__user').hover();
    const menuItem = page.locator('.ant-dropdown a[href="/member/messages"]');
    await menuItem.waitFor();
    await menuItem.locator(`.ant-badge-count[title="${unreadAfter}"]`).waitFor();
    await page.mouse.move(0, 500);

    await main.getByRole('button', { name: m.messages.markAll }).click();
    await waitForToast(page, m.messages.allRead);
    await page.waitForFunction(() => document.querySelectorAll('.message-item.is-unread').length === 0);
    await navDot.waitFor({ state: 'detached' });
    assert.equal(await main.getByRole('button', { name: m.messages.markAll }).isDisabled(), true);
    const left = await data<number>(site.baseUrl, token, 'GET', '/api/v2/member/unreadNotificationCount');
    assert.equal(left, 0);

    assertNoProblems(problems, '/member/messages');
    await context.close();
  });

  it('orders: goods, number, time, amount and status; a click goes to the goods', async () => {
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member/orders');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: m.orders.title }).waitFor();
    const paid = main.locator('.order-item').filter({ hasText: m.orders.status.paid }).first();
    await paid.waitFor();
    await main.locator('.order-item').filter({ hasText: m.orders.status.cancelled }).first().waitFor();
    assert.match((await paid.textContent()) ?? '', new RegExp(`${m.orders.orderNo}：\\d{10,}`));
    await shoot(page, 'member-orders', DESKTOP.width);

    await main.locator(`a[href="/activates/detail/${activateId}"]`).first().click();
    await page.waitForURL(`**/activates/detail/${activateId}`);
    assertNoProblems(problems, '/member/orders');
    await context.close();
  });

  it('points: balance and history, then the rules from the site config', async () => {
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member/credit1-free');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: m.credit.balance }).waitFor();
    // The newest change heads the history. Other stories buy as this member too, so the demo's 注册送100积分
    // can be on a later page by now.
    const newest = (
      await data<{ data: { remark: string }[] }>(
        site.baseUrl,
        token,
        'GET',
        '/api/v2/member/credit1Records?page=1&page_size=1',
      )
    ).data[0];
    assert.ok(newest, 'the demo member has credit history');
    await main.getByText(newest.remark).first().waitFor();
    const balance = (await data<{ credit1: number }>(site.baseUrl, token, 'GET', '/api/v2/member/detail'))
      .credit1;
    await main
      .locator('.credit-hero__number')
      .filter({ hasText: String(balance) })
      .waitFor();
    await shoot(page, 'member-credit', DESKTOP.width);

    await main.getByRole('tab', { name: m.credit.tabRules }).click();
    const rules = main.getByRole('tabpanel');
    await rules.getByText(m.credit.rules.register, { exact: true }).waitFor();
    await rules.getByText(m.credit.rules.paid_order, { exact: true }).waitFor();
    assert.equal(currentPath(page), '/member/credit1-free?tab=rules');
    assertNoProblems(problems, '/member/credit1-free');
    await context.close();
  });

  it('at 375 px every member page fits the phone and the nav becomes a strip', async () => {
    const context: BrowserContext = await memberContext(site, token, PHONE);
    const { page, problems } = await openPage(context);
    for (const [path, name, heading] of [
      ['/member', 'member', '书院学员'],
      ['/member/messages', 'member-messages', m.messages.title],
      ['/member/orders', 'member-orders', m.orders.title],
      ['/member/credit1-free', 'member-credit', m.credit.balance],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
      await shoot(page, name, PHONE.width);
    }
    assertNoProblems(problems, 'member pages at 375 px');
    await context.close();
  });

  it('注销账号: confirmed, the member is signed out; the next login cancels the request', async () => {
    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '书院学员' }).waitFor();
    await main.getByRole('button', { name: m.destroy.link }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.destroy.ok }).click();
    await waitForToast(page, m.destroy.done);
    // A full load of the home page, signed out.
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await page.getByRole('banner').getByRole('link', { name: cn.header.login }).waitFor();
    assert.equal(currentPath(page), '/');
    assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY), null);
    assertNoProblems(problems, 'account deletion');
    await context.close();

    // Logging in again within the cooling-off period cancels it, and the member is told.
    const again = await loginToken(site.baseUrl);
    const messages = await data<{ data: { data: { message: string } }[] }>(
      site.baseUrl,
      again,
      'GET',
      '/api/v2/member/messages?page_size=5',
    );
    assert.match(messages.data[0].data.message, /^系统已为您自动取消于 .+ 申请的用户注销申请$/);
  });
});
