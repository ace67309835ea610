import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import {
  applyCode,
  fill,
  goodsShown,
  payAtCashier,
  submitToPay,
  unownedPaidCourses,
} from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { loginToken, memberContext } from '../support/member-session';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';

/**
 * The commerce screens at the design widths (decision 006): /order, /order/pay, /order/success and /vip at
 * 1920 and 375 px, none scrolling sideways. On a phone the pay page offers the cashier instead of a QR code.
 */
describe('commerce screens at 1920 and 375 px', () => {
  const site = useSite();
  let token = '';

  before(async () => {
    token = await loginToken(site.baseUrl);
  });

  for (const [width, viewport] of [
    [1920, DESKTOP],
    [375, PHONE],
  ] as const) {
    it(`order → pay → success and the VIP plans at ${width} px`, async () => {
      const [course] = await unownedPaidCourses(site.baseUrl, token);
      assert.ok(course, 'the demo seed has a paid course the demo member does not own');
      const phone = width === 375;
      const context = await memberContext(site.browser, site.baseUrl, token, { viewport });
      const { page, problems } = await openPage(context);
      await page.goto(`/order?goods_type=vod&goods_id=${course.id}`);
      await goodsShown(page, course.title);
      // Both verdicts get a picture: the seed's one-use code on the desktop, an expired one on the phone
      // (cleared again before submitting).
      await applyCode(page, phone ? 'EXPIRED20' : 'ONLYONCE');
      const verdict = phone
        ? cn.commerce.order.promoInvalid
        : fill(cn.commerce.order.promoValid, { amount: 20 });
      await page.getByText(verdict).waitFor();
      await shoot(page, 'order', width);
      if (phone) await page.getByRole('textbox', { name: cn.commerce.order.promo }).fill('');

      const payUrl = await submitToPay(page, phone);
      const qrCount = await page.getByRole('img', { name: cn.commerce.pay.qrAlt }).count();
      assert.equal(qrCount, phone ? 0 : 1, phone ? 'no QR on a phone' : 'a QR on a desktop');
      await shoot(page, 'pay', width);

      await payAtCashier(site.baseUrl, payUrl);
      await page.waitForURL((u) => u.pathname === '/order/success', { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
      await shoot(page, 'success', width);

      await page.goto('/vip');
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(cn.commerce.vip.buy) })
        .first()
        .waitFor();
      await shoot(page, 'vip', width);
      assertNoProblems(problems, `the commerce screens at ${width} px`);
      await context.close();
    });
  }
});
