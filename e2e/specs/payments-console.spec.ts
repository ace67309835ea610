import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginInBrowser } from '../support/admin';
import { analyseBlocking } from '../support/axe-audit';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { unownedPaidCourses } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { memberOwns } from '../support/member-purchase';
import { memberApi } from '../support/member-session';
import { newBuyer, orderOf, useLanguage } from '../support/pay-screens';
import { usePaymentSite } from '../support/payment-channels';
import { shootScreen } from '../support/shots';

/*
 * Decision 025 in the console, on a site of this spec's own with the fake Alipay and WeChat Pay (run in this
 * process) enabled: what members get where, 测试连接, the platform certificates the server downloaded, and
 * the refund the site makes by itself for a second payment of one order.
 */

describe('payments in the console, against the fake Alipay and WeChat Pay', () => {
  const site = usePaymentSite();

  it('console: what members get where, 测试连接, the platform certificates, and a refund made for a second payment', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.getByRole('tab', { name: '支付' }).click();

    // The overview: per channel, the method on a desktop, in a phone browser and inside WeChat.
    const overview = page.getByRole('region', { name: '会员看到的支付方式' });
    const rowOf = (channel: string) =>
      overview.getByRole('row').filter({ hasText: new RegExp(`^${channel}`) });
    const cells = async (channel: string) =>
      (await rowOf(channel).getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
    await rowOf('微信支付').getByText('JSAPI（微信内）').waitFor();
    assert.deepEqual((await cells('微信支付')).slice(0, 5), [
      '微信支付',
      '已启用 就绪',
      'Native 扫码',
      'H5',
      'JSAPI（微信内）',
    ]);
    assert.deepEqual((await cells('支付宝')).slice(0, 5), [
      '支付宝',
      '已启用 就绪',
      '电脑网站支付',
      '手机网站支付',
      '无',
    ]);
    assert.deepEqual((await cells('模拟支付')).slice(1, 5), ['未启用', '无', '无', '无']);

    // 测试连接 makes one signed call with the saved keys.
    for (const channel of ['支付宝', '微信支付']) {
      const card = page.getByRole('region', { name: channel, exact: true });
      await card.getByRole('button', { name: '测试连接' }).click();
      await card.getByRole('alert').filter({ hasText: '连接成功' }).waitFor();
    }
    // Certificate mode: the platform certificate the server downloaded and verified.
    const certs = page.getByRole('region', { name: '平台证书' });
    await certs.getByRole('cell', { name: site.wechat.currentSerial() }).waitFor();

    await shootScreen(page, 'payments-admin-settings', { fullPage: true });
    // The route audit sees the settings' first tab only: the payment panel is checked here.
    assert.deepEqual(
      await analyseBlocking(page, '.admin-payment-panel'),
      [],
      'no serious or critical axe violation',
    );
    await page.setViewportSize(PHONE);
    await shootScreen(page, 'payments-admin-settings', { fullPage: true });
    assert.deepEqual(
      await analyseBlocking(page, '.admin-payment-panel'),
      [],
      'no serious or critical axe violation',
    );
    // On a phone the settings' tabs wrap above the form.
    await useLanguage(page, 'en');
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page
      .getByRole('region', { name: 'What members are offered' })
      .getByText('JSAPI (in WeChat)')
      .waitFor();
    await shootScreen(page, 'payments-admin-settings-en', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await shootScreen(page, 'payments-admin-settings-en', { fullPage: true });
    await useLanguage(page, 'cn');

    // A member pays one order twice (the QR on a desktop, then H5 on their phone); WeChat Pay reports the
    // QR's payment first: it settles the order, and closing the other trade finds it paid too, so the site
    // refunds that one by itself.
    const { token } = await newBuyer(site.baseUrl);
    const [course] = await unownedPaidCourses(site.baseUrl, token);
    const order = await memberApi<{ order_no: string }>(site.baseUrl, token, '/api/v3/order', {
      method: 'POST',
      body: { goods_type: 'COURSE', goods_id: course.id, agree_protocol: 1 },
    });
    const orderNo = order.order_no;
    for (const [scene, extra] of [
      ['pc', {}],
      ['h5', { return_url: `${site.baseUrl}/h5` }],
    ] as const) {
      await memberApi(site.baseUrl, token, '/api/v2/order/pay', {
        method: 'POST',
        body: { order_id: orderNo, payment: 'wechat', scene, ...extra },
      });
    }
    await site.wechat.pay(`${orderNo}_WN`, { notify: false });
    await site.wechat.pay(`${orderNo}_WH`, { notify: false });
    assert.equal((await site.wechat.notify(`${orderNo}_WN`)).ok, true);
    assert.equal((await orderOf(site.baseUrl, token, orderNo))?.status, 9);
    assert.ok(
      site.wechat.refunds.has(`R${orderNo}_WH`),
      'the site asked WeChat Pay to refund the second payment',
    );

    await page.getByRole('menuitem', { name: '退款记录' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/refunds');
    const refund = page.getByRole('row').filter({ hasText: orderNo });
    await refund.getByText('重复支付', { exact: true }).waitFor();
    await refund.getByText('退款中', { exact: true }).waitFor();
    await shootScreen(page, 'payments-admin-refunds');
    // WeChat Pay finishes the refund and says so: the row follows.
    assert.equal((await site.wechat.completeRefund(`R${orderNo}_WH`, 'SUCCESS'))?.ok, true);
    await page.reload();
    await refund.getByText('已退款', { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await shootScreen(page, 'payments-admin-refunds');
    assert.equal(
      await memberOwns(site.baseUrl, token, course.id),
      true,
      'the first payment bought the course',
    );
    assertNoProblems(problems, 'the payment console');
    await context.close();
  });
});
