import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { smsCode, trackCaptcha } from '../support/accounts';
import { openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { phone, shot, tabBar } from '../support/h5';
import { DEMO_MEMBER } from '../support/member-session';
import { cn } from '../support/messages';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';
import { h5Cn as H, learningCn as L } from '../support/strings';

// The mobile site /h5 (issue 7) on an iPhone, as the member: logging in by password and by SMS, studying,
// buying at the cashier, reading orders and messages. A visitor's side is h5-browse.spec.ts.

const D = cn.authDialogs;

async function loginByPassword(page: Page) {
  const form = page.getByRole('tabpanel', { name: H.login.password });
  await form.getByLabel(D.fields.mobile, { exact: true }).fill(DEMO_MEMBER.mobile);
  await form.getByLabel(D.fields.password, { exact: true }).fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: D.login.submit }).click();
}

describe('/h5, the mobile site: the member', () => {
  const site = useSite();

  it('password login from 我的; my study, a lesson with progress, buying at the cashier, orders, messages', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/h5/member');
    await page.getByText(H.guest.meText).waitFor();
    await page.getByRole('link', { name: H.guest.login }).click();
    await page.waitForURL(
      (u) => u.pathname === '/h5/login' && u.searchParams.get('redirect') === '/h5/member',
    );
    await page
      .getByRole('tabpanel', { name: H.login.password })
      .getByLabel(D.fields.mobile, { exact: true })
      .waitFor();
    await shot(page, 'login');
    await loginByPassword(page);
    await page.waitForURL((u) => u.pathname === '/h5/member');
    await page.locator('.h5-me-head__name').filter({ hasText: /\S/ }).waitFor();
    await page.getByRole('link', { name: H.me.orders }).waitFor();
    await shot(page, 'me');

    // A free lesson: it plays in the site's player (the desktop page's, decision 043) and reports the
    // playhead on pause.
    const playinfo = page.waitForResponse((r) => r.url().endsWith('/api/v2/video/34/playinfo'));
    await page.goto('/h5/courses/video/34');
    const video = page.locator('.h5-stage video');
    await video.waitFor();
    // The demo captions this lesson: the player gets every track (its CC button draws the site's language).
    const info = (await (await playinfo).json()) as { data: { subtitles?: { lang: string }[] } };
    assert.deepEqual(
      info.data.subtitles?.map((t) => t.lang),
      ['en', 'zh-CN'],
    );
    assert.deepEqual(
      await video
        .locator('track')
        .evaluateAll((tracks) => tracks.map((t) => (t as HTMLTrackElement).srclang)),
      ['en', 'zh-CN'],
    );
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return Boolean(v && v.readyState >= 1);
    });
    const reported = page.waitForRequest(
      (r) => r.url().endsWith('/api/v2/video/34/record') && r.method() === 'POST',
    );
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 4, null, {
      timeout: 20_000,
    });
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const body = (await reported).postDataJSON() as { duration: number; final: boolean };
    assert.ok(body.duration >= 4 && body.final === true, JSON.stringify(body));
    await shot(page, 'video');
    // Only one tab plays: a second tab that starts a lesson pauses this one, which says why.
    await video.evaluate(async (v: HTMLVideoElement) => {
      await v.play();
    });
    const other = await page.context().newPage();
    await other.goto('/h5/courses/video/34');
    const otherVideo = other.locator('.h5-stage video');
    await otherVideo.waitFor();
    await other.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await otherVideo.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await page.getByText(L.video.lockLost).waitFor({ timeout: 8_000 });
    assert.equal(await page.evaluate(() => document.querySelector('video')?.paused), true);
    await other.close();
    // Coming back resumes there.
    await page.reload();
    await page.getByText(/已从上次的位置/).waitFor();

    await page.goto('/h5');
    await tabBar(page).getByRole('link', { name: H.tabs.study }).click();
    await page.waitForURL((u) => u.pathname === '/h5/study');
    await page.locator('.h5-study__item', { hasText: 'Python 数据分析入门' }).waitFor();
    await shot(page, 'study');

    // Buying on a phone: the sheet names the payment method (this run's site has only the sandbox, so one
    // line rather than a choice) and 去支付 leaves for its cashier page, not a QR code.
    await page.goto('/h5/courses/detail/11');
    await page.getByRole('button', { name: H.course.buy }).click();
    const sheet = page.getByRole('dialog', { name: H.buy.title });
    await sheet.getByRole('button', { name: new RegExp(H.buy.pay) }).click();
    await sheet.getByText(cn.commerce.order.agreePaid).waitFor();
    // The sheet takes a promo code and asks the server about it, as /order does.
    await sheet.getByPlaceholder(cn.commerce.order.promoPlaceholder).fill('EXPIRED20');
    await sheet.getByRole('button', { name: cn.commerce.order.promoCheck }).click();
    await sheet.getByText(cn.commerce.order.promoInvalid).waitFor();
    await sheet.getByPlaceholder(cn.commerce.order.promoPlaceholder).fill('');
    await shot(page, 'buy-sheet');
    await sheet.getByRole('checkbox').check();
    const method = sheet.locator('.h5-sheet__row').filter({ hasText: cn.commerce.pay.methods });
    await method.getByText(cn.commerce.pay.channels.sandbox, { exact: true }).waitFor();
    await sheet.getByRole('button', { name: new RegExp(H.buy.pay) }).click();
    await page.waitForURL((u) => u.pathname === '/payment/index');
    // The cashier knows the way back: the phone's pay screen of this order.
    const back = new URL(new URL(page.url()).searchParams.get('s_url') ?? '', site.baseUrl);
    assert.equal(back.pathname, '/h5/order/pay');
    const orderNo = back.searchParams.get('order_id') ?? '';
    assert.match(orderNo, /^\d{10,}$/);
    await page.getByRole('heading', { name: '收银台' }).waitFor();
    await saveShot(page, 'h5-cashier-375', { fullPage: true });
    await page.getByRole('button', { name: '支付', exact: true }).click();
    // Back on the phone's pay screen, which says 支付成功 once the server does.
    await page.waitForURL(
      (u) => u.pathname === '/h5/order/pay' && u.searchParams.get('order_id') === orderNo,
    );
    await page.getByRole('status').filter({ hasText: cn.commerce.success.heading }).waitFor();
    await page.getByRole('link', { name: cn.commerce.success.goods.COURSE }).waitFor();
    await shot(page, 'pay-result');

    await page.goto('/h5/member/orders');
    const order = page.locator('.h5-order', { hasText: '产品经理入门' });
    await order.getByText(cn.member.orders.status.paid).waitFor();
    await shot(page, 'orders');
    await page.goto('/h5/courses/detail/11');
    await page.getByText(H.course.bought).waitFor();

    await page.goto('/h5/member/messages');
    const unread = page.locator('.h5-message.is-unread');
    await unread.first().waitFor();
    const before = await unread.count();
    await shot(page, 'messages');
    await unread.first().locator('.h5-message__body').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.h5-message.is-unread').length === n - 1,
      before,
    );
    if (before > 1) {
      await page.getByRole('main').getByRole('button', { name: H.messages.markAll }).click();
      await page.waitForFunction(() => document.querySelectorAll('.h5-message.is-unread').length === 0);
    }

    assertNoProblems(problems, 'h5 member screens');
    await context.close();
  });

  it('SMS login: image captcha → SMS code → the mobile home', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    const captcha = trackCaptcha(page, site.baseUrl);
    await page.goto('/login');
    // The desktop login page has a mobile twin.
    await page.waitForURL((u) => u.pathname === '/h5/login');
    await page.getByRole('tab', { name: H.login.sms }).click();
    const form = page.getByRole('tabpanel', { name: H.login.sms });
    await form.locator('img.auth-captcha__img').waitFor();
    await form.getByLabel(D.fields.mobile, { exact: true }).fill(DEMO_MEMBER.mobile);
    await form.getByLabel(D.fields.captcha, { exact: true }).fill(await captcha.answer());
    await form.getByRole('button', { name: /获取验证码$/ }).click();
    await form.getByRole('button', { name: /s后重新获取$/ }).waitFor();
    await shot(page, 'login-sms');
    await form
      .getByLabel(D.fields.smsCode, { exact: true })
      .fill(await smsCode(site.baseUrl, DEMO_MEMBER.mobile));
    await form.getByRole('button', { name: D.login.submit }).click();
    await page.waitForURL((u) => u.pathname === '/h5');
    await tabBar(page).getByRole('link', { name: H.tabs.me }).click();
    await page.getByRole('link', { name: H.me.messages }).waitFor();

    assertNoProblems(problems, 'h5 SMS login');
    await context.close();
  });
});
