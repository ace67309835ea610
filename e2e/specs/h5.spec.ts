import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { smsCode, trackCaptcha } from '../support/accounts';
import { IPHONE_UA, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { DEMO_MEMBER } from '../support/member-session';
import { cn } from '../support/messages';
import { SHOTS_DIR } from '../support/shots';
import { useSite } from '../support/site';
import { h5Cn as H } from '../support/strings';

// The mobile site /h5 (issue 7) on an iPhone: a visitor browses, logs in by password and by SMS, studies,
// buys at the cashier, reads orders and messages, and leaves for the desktop site without being bounced back.

const D = cn.authDialogs;

const phone = (site: { browser: Parameters<typeof newContext>[0]; baseUrl: string }) =>
  newContext(site.browser, site.baseUrl, {
    userAgent: IPHONE_UA,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

/**
 * What the person sees (the first 812 px, fixed bars where they are) once every skeleton has given way, after
 * checking nothing scrolls sideways; `full` adds the whole page (fixed bars then show where the scroll was).
 */
async function shot(page: Page, name: string, full = false) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForFunction(() => document.querySelectorAll('.shimmer').length === 0);
  await page.waitForLoadState('networkidle');
  // Lazy covers load as a reader scrolls down.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
  await page.screenshot({ path: join(SHOTS_DIR, `h5-${name}-375.png`) });
  if (full) await page.screenshot({ path: join(SHOTS_DIR, `h5-${name}-full-375.png`), fullPage: true });
}

const path = (page: Page) => new URL(page.url()).pathname;
const topBar = (page: Page) => page.getByRole('banner');
const tabBar = (page: Page) => page.getByRole('navigation', { name: H.tabs.label });

async function loginByPassword(page: Page) {
  const form = page.getByRole('tabpanel', { name: H.login.password });
  await form.getByLabel(D.fields.mobile, { exact: true }).fill(DEMO_MEMBER.mobile);
  await form.getByLabel(D.fields.password, { exact: true }).fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: D.login.submit }).click();
}

describe('/h5, the mobile site', () => {
  const site = useSite();

  it('a visitor lands on /h5 and browses home → courses → a course; pinch-zoom stays on', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/h5');

    // WCAG 1.4.4: the viewport never forbids zooming.
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    assert.ok(
      viewport && !/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/.test(viewport),
      viewport ?? '',
    );
    // Frameless: its own top bar and tab bar, no site header or footer.
    assert.equal(await page.locator('.site-header, .site-footer').count(), 0);
    await topBar(page).getByRole('link', { name: H.desktopHint }).waitFor();
    await page.getByRole('region', { name: cn.home.carousel }).waitFor();
    await page.getByRole('heading', { level: 2, name: '推荐课程' }).waitFor();
    await shot(page, 'home', true);

    await tabBar(page).getByRole('link', { name: H.tabs.courses }).click();
    await page.waitForURL((u) => u.pathname === '/h5/courses');
    const chips = page.getByRole('navigation', { name: H.courses.categories });
    await chips.getByRole('link', { name: H.courses.all }).waitFor();
    await page.getByRole('main').locator('a[href^="/h5/courses/detail/"]').first().waitFor();
    const all = await page.locator('.h5-course').count();
    assert.ok(all >= 10, `the list shows the seeded courses (${all})`);
    await shot(page, 'courses', true);
    // A category narrows the list and stays in the address (the desktop list reads the same parameter).
    const chip = chips.getByRole('link').nth(1);
    const chipName = (await chip.textContent()) ?? '';
    await chip.click();
    await page.waitForURL((u) => u.searchParams.has('cid'));
    await page.waitForFunction((n) => document.querySelectorAll('.h5-course').length < n, all);
    assert.equal(await chips.getByRole('link', { name: chipName }).getAttribute('aria-current'), 'page');

    await chips.getByRole('link', { name: H.courses.all }).click();
    await page.locator('.h5-course', { hasText: 'Python 数据分析入门' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/h5/courses/detail/'));
    await page.getByRole('heading', { level: 1, name: 'Python 数据分析入门' }).waitFor();
    await page.getByRole('tab', { name: new RegExp(H.course.outline) }).click();
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    await page.getByRole('link', { name: H.course.study }).waitFor();
    await shot(page, 'course', true);

    // A shared desktop link opens its mobile twin, not just the mobile home.
    await page.goto('/courses/detail/11');
    await page.waitForURL((u) => u.pathname === '/h5/courses/detail/11');
    await page.getByRole('button', { name: H.course.buy }).waitFor();
    await shot(page, 'course-paid');

    assertNoProblems(problems, 'h5 browsing');
    await context.close();
  });

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

    // A free lesson: it plays from the phone's own player and reports the playhead on pause.
    const playinfo = page.waitForResponse((r) => r.url().endsWith('/api/v2/video/34/playinfo'));
    await page.goto('/h5/courses/video/34');
    const video = page.locator('video.h5-player__video');
    await video.waitFor();
    // The demo captions this lesson: the phone's player gets every track, the site's language (中文) first.
    const info = (await (await playinfo).json()) as { data: { subtitles?: { lang: string }[] } };
    assert.deepEqual(
      info.data.subtitles?.map((t) => t.lang),
      ['en', 'zh-CN'],
    );
    assert.deepEqual(
      await video
        .locator('track')
        .evaluateAll((tracks) =>
          tracks.map((t) => `${(t as HTMLTrackElement).srclang}:${(t as HTMLTrackElement).default}`),
        ),
      ['en:false', 'zh-CN:true'],
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
    const otherVideo = other.locator('video.h5-player__video');
    await otherVideo.waitFor();
    await other.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await otherVideo.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await page.getByText(H.video.lockLost).waitFor({ timeout: 8_000 });
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
    await page.screenshot({ path: join(SHOTS_DIR, 'h5-cashier-375.png'), fullPage: true });
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
      await topBar(page).getByRole('button', { name: H.messages.markAll }).click();
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

  it('电脑版 opens the same page on the desktop site and the phone is not sent back', async () => {
    const context: BrowserContext = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/h5/courses/detail/8');
    await page.getByRole('heading', { level: 1, name: 'Python 数据分析入门' }).waitFor();
    await topBar(page).getByRole('link', { name: H.desktopHint }).click();
    await page.waitForURL((u) => u.pathname === '/courses/detail/8');
    await page.locator('.site-header').waitFor();
    // Moving around the desktop site in this tab stays there.
    await page.goto('/courses');
    await page.getByRole('heading', { level: 1, name: cn.courses.heading }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(currentPath(page), '/courses');
    assert.equal(path(page), '/courses');

    assertNoProblems(problems, '电脑版');
    await context.close();
  });
});
