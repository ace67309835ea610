import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseBlocking } from '../support/axe-audit';
import { DESKTOP, IPHONE_UA, openPage, PHONE, WECHAT_IPHONE_UA } from '../support/browser';
import { agreement, buyFromCourse } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { memberOwns } from '../support/member-purchase';
import { memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import {
  ALIPAY_CASHIER,
  desktopMethodsShown,
  newBuyer,
  orderOf,
  phoneOptions,
  type Texts,
  trackNavigations,
  useLanguage,
} from '../support/pay-screens';
import { playWeixinBridge, usePaymentSite } from '../support/payment-channels';
import { shoot, shootScreen } from '../support/shots';
import { h5Cn, h5En } from '../support/strings';

/*
 * Decision 025, paying where buyers are, against the fake Alipay and WeChat Pay (run in this process) on a
 * site of this spec's own with both channels enabled and the sandbox off: a desktop pays at Alipay's cashier
 * (page pay) or by scanning WeChat's code (Native), a phone browser at Alipay's mobile cashier (wap), WeChat's
 * own browser through the official account's silent authorisation and WeChat's pay sheet (JSAPI). Each story
 * is a new member and ends with the course theirs. The console's side is payments-console.spec.ts.
 */

describe('payments where buyers are, against the fake Alipay and WeChat Pay', () => {
  const site = usePaymentSite();

  it('desktop, Alipay page pay: /order/pay → Alipay’s cashier → 确认付款 → back, 支付成功, the course is theirs', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    const visited = trackNavigations(page);
    await buyFromCourse(page, course);
    await agreement(page, 'protocolPaid').check();
    await page.getByRole('button', { name: cn.commerce.order.submit }).click();
    await page.waitForURL((u) => u.pathname === '/order/pay');
    const orderNo = new URL(page.url()).searchParams.get('order_id') ?? '';
    assert.match(orderNo, /^\d{26}$/);

    // The methods this desktop gets, in both languages and at both widths (a phone-sized desktop window
    // keeps WeChat's QR: its weixin:// code only works scanned).
    await desktopMethodsShown(page, cn);
    await shoot(page, 'payments-pay-methods', DESKTOP.width);
    // The route audit sees this page with the sandbox only: here it has the real channels' choice.
    assert.deepEqual(await analyseBlocking(page, 'main'), [], 'no serious or critical axe violation');
    await page.setViewportSize(PHONE);
    await shoot(page, 'payments-pay-methods', PHONE.width);
    await useLanguage(page, 'en');
    await desktopMethodsShown(page, en);
    await shoot(page, 'payments-pay-methods-en', PHONE.width);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'payments-pay-methods-en', DESKTOP.width);
    await useLanguage(page, 'cn');
    await desktopMethodsShown(page, cn);

    // Alipay leaves for its own cashier (电脑网站支付) on a click.
    const methods = page.getByRole('group', { name: cn.commerce.pay.methods });
    await methods.getByRole('radio', { name: cn.commerce.pay.channels.alipay }).check();
    await page.getByRole('button', { name: cn.commerce.pay.goPay.alipay }).click();
    await page.waitForURL((u) => u.href.startsWith(site.alipay.gateway));
    await page.getByRole('heading', { name: ALIPAY_CASHIER }).waitFor();
    await page.getByText('电脑网站支付', { exact: true }).waitFor();
    assert.equal(await page.locator('[data-field="out_trade_no"]').textContent(), `${orderNo}_AP`);
    await shootScreen(page, 'payments-alipay-cashier');
    await page.getByRole('button', { name: '确认付款' }).click();

    // Alipay notified the site, then sent the browser back to the pay page, which moved on by itself.
    await page.waitForURL((u) => u.pathname === '/order/success');
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
    const back = visited.find((u) => u.pathname === '/order/pay' && u.searchParams.has('trade_no'));
    assert.ok(back, `Alipay sent the browser back to /order/pay (${visited.map((u) => u.pathname)})`);
    assert.equal(back.searchParams.get('order_id'), orderNo);
    assert.equal(back.searchParams.get('method'), 'alipay.trade.page.pay.return');
    assert.equal(site.alipay.trades.get(`${orderNo}_AP`)?.status, 'TRADE_SUCCESS');
    assert.equal((await orderOf(site.baseUrl, token, orderNo))?.status, 9);

    await page.getByRole('link', { name: cn.commerce.success.goods.COURSE }).click();
    await page.waitForURL((u) => u.pathname === `/courses/detail/${course.id}`);
    await page.getByText(cn.catalogue.course.bought).waitFor();
    await page.getByRole('main').getByRole('link', { name: cn.catalogue.course.study }).waitFor();
    assert.equal(await memberOwns(site.baseUrl, token, course.id), true);
    assertNoProblems(problems, 'paying with Alipay on a desktop');
    await context.close();
  });

  it('phone browser, Alipay wap: the buy sheet lists the methods → Alipay’s mobile cashier → back on /h5/order/pay, 支付成功', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token, phoneOptions(IPHONE_UA));
    const { page, problems } = await openPage(context);
    const visited = trackNavigations(page);

    /** The course's mobile page with its buy sheet open, listing WeChat Pay (H5) and Alipay. */
    const openSheet = async (t: Texts, h: typeof h5En) => {
      await page.getByRole('button', { name: h.course.buy }).click();
      const sheet = page.getByRole('dialog', { name: h.buy.title });
      const methods = sheet.getByRole('group', { name: t.commerce.pay.methods });
      await methods.getByRole('radio', { name: t.commerce.pay.channels.wechat }).waitFor();
      await methods.getByRole('radio', { name: t.commerce.pay.channels.alipay }).waitFor();
      assert.equal(await methods.getByRole('radio').count(), 2, 'WeChat Pay (H5) and Alipay (wap) only');
      return { sheet, methods };
    };

    await page.goto(`/h5/courses/detail/${course.id}`);
    let { sheet, methods } = await openSheet(cn, h5Cn);
    await methods.getByRole('radio', { name: cn.commerce.pay.channels.alipay }).check();
    await sheet.getByRole('checkbox').check();
    await shootScreen(page, 'payments-h5-buy-sheet');
    assert.deepEqual(await analyseBlocking(page, '.h5-sheet'), [], 'no serious or critical axe violation');
    await useLanguage(page, 'en');
    ({ sheet, methods } = await openSheet(en, h5En));
    await methods.getByRole('radio', { name: en.commerce.pay.channels.alipay }).check();
    await sheet.getByRole('checkbox').check();
    await shootScreen(page, 'payments-h5-buy-sheet-en');
    await useLanguage(page, 'cn');

    ({ sheet, methods } = await openSheet(cn, h5Cn));
    await methods.getByRole('radio', { name: cn.commerce.pay.channels.alipay }).check();
    await sheet.getByRole('checkbox').check();
    await sheet.getByRole('button', { name: new RegExp(h5Cn.buy.pay) }).click();
    await page.waitForURL((u) => u.href.startsWith(site.alipay.gateway));
    await page.getByRole('heading', { name: ALIPAY_CASHIER }).waitFor();
    await page.getByText('手机网站支付', { exact: true }).waitFor();
    const outTradeNo = (await page.locator('[data-field="out_trade_no"]').textContent()) ?? '';
    assert.match(outTradeNo, /^\d{26}_AW$/);
    const orderNo = outTradeNo.slice(0, -3);
    await shootScreen(page, 'payments-alipay-wap-cashier');
    await page.getByRole('button', { name: '确认付款' }).click();

    await page.waitForURL(
      (u) => u.pathname === '/h5/order/pay' && u.searchParams.get('order_id') === orderNo,
    );
    await page.getByRole('status').filter({ hasText: cn.commerce.success.heading }).waitFor();
    assert.ok(
      visited.some(
        (u) =>
          u.pathname === '/h5/order/pay' && u.searchParams.get('method') === 'alipay.trade.wap.pay.return',
      ),
      'Alipay sent the phone back to its pay screen',
    );
    await shootScreen(page, 'payments-h5-pay-result');
    await useLanguage(page, 'en');
    await page.getByRole('status').filter({ hasText: en.commerce.success.heading }).waitFor();
    await shootScreen(page, 'payments-h5-pay-result-en');
    await useLanguage(page, 'cn');
    await page.getByRole('status').filter({ hasText: cn.commerce.success.heading }).waitFor();

    await page.getByRole('link', { name: cn.commerce.success.goods.COURSE }).click();
    await page.waitForURL((u) => u.pathname === `/h5/courses/detail/${course.id}`);
    await page.getByText(h5Cn.course.bought).waitFor();
    assert.equal(await memberOwns(site.baseUrl, token, course.id), true);
    assertNoProblems(problems, 'paying with Alipay in a phone browser');
    await context.close();
  });

  it('inside WeChat, JSAPI: only WeChat Pay is offered; the official account tells the openid, WeChat’s sheet pays', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token, phoneOptions(WECHAT_IPHONE_UA));
    const bridge = await playWeixinBridge(context, site.wechat);
    const { page, problems } = await openPage(context);
    const visited = trackNavigations(page);

    await page.goto(`/h5/courses/detail/${course.id}`);
    await page.getByRole('button', { name: h5Cn.course.buy }).click();
    const sheet = page.getByRole('dialog', { name: h5Cn.buy.title });
    // WeChat's browser blocks Alipay: the one method is named, there is nothing to choose.
    const method = sheet.locator('.h5-sheet__row').filter({ hasText: cn.commerce.pay.methods });
    await method.getByText(cn.commerce.pay.channels.wechat, { exact: true }).waitFor();
    assert.equal(await sheet.getByRole('radio').count(), 0);
    assert.equal(await sheet.getByText(cn.commerce.pay.channels.alipay).count(), 0);
    await sheet.getByRole('checkbox').check();
    await shootScreen(page, 'payments-wechat-buy-sheet');
    assert.deepEqual(await analyseBlocking(page, '.h5-sheet'), [], 'no serious or critical axe violation');
    await sheet.getByRole('button', { name: new RegExp(h5Cn.buy.pay) }).click();

    // The official account's silent authorisation came straight back to the site, which went on with JSAPI.
    await page.getByRole('status').filter({ hasText: cn.commerce.success.heading }).waitFor();
    const paths = visited.map((u) => `${u.origin === site.baseUrl ? '' : u.origin}${u.pathname}`);
    const authorize = visited.findIndex(
      (u) => u.origin === site.wechat.apiBase && u.pathname === '/connect/oauth2/authorize',
    );
    const openid = visited.findIndex((u) => u.pathname === '/payment/wechat/openid');
    const resumed = visited.findIndex(
      (u) => u.pathname === '/h5/order/pay' && u.searchParams.get('pay_resume') === 'wechat',
    );
    assert.ok(
      authorize < openid && openid < resumed && authorize >= 0,
      `the way through: ${paths.join(' → ')}`,
    );
    assert.equal(visited[authorize].searchParams.get('scope'), 'snsapi_base');
    const orderNo = visited[resumed].searchParams.get('order_id') ?? '';
    assert.equal(bridge.length, 1, 'WeChat’s pay sheet opened once');
    assert.equal(bridge[0].errMsg, 'get_brand_wcpay_request:ok');
    assert.equal(
      bridge[0].params.package,
      `prepay_id=${site.wechat.transactions.get(`${orderNo}_WJ`)?.prepayId}`,
    );
    assert.equal((await orderOf(site.baseUrl, token, orderNo))?.status, 9);
    await shootScreen(page, 'payments-wechat-pay-result');

    await page.getByRole('link', { name: cn.commerce.success.goods.COURSE }).click();
    await page.waitForURL((u) => u.pathname === `/h5/courses/detail/${course.id}`);
    await page.getByText(h5Cn.course.bought).waitFor();
    assert.equal(await memberOwns(site.baseUrl, token, course.id), true);
    assertNoProblems(problems, 'paying inside WeChat');
    await context.close();
  });

  it('desktop, WeChat Native: a phone scans the code on /order/pay and the page moves on by itself', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await buyFromCourse(page, course);
    await agreement(page, 'protocolPaid').check();
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/order/pay') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: cn.commerce.order.submit }).click();
    const answer = (await (await started).json()) as {
      code: number;
      data: { type: string; code_url: string };
    };
    assert.equal(answer.data.type, 'qrcode');
    assert.match(answer.data.code_url, /^weixin:\/\//);
    await desktopMethodsShown(page, cn);

    const scanned = await site.wechat.payCodeUrl(answer.data.code_url);
    assert.equal(scanned.notification?.ok, true, 'the site took WeChat Pay’s notification');
    await page.waitForURL((u) => u.pathname === '/order/success');
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
    assert.equal(await memberOwns(site.baseUrl, token, course.id), true);
    assertNoProblems(problems, 'paying with WeChat Native');
    await context.close();
  });
});
