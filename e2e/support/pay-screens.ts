// What the payment stories share: phone contexts, the tab's navigations, the language switch, and the
// desktop pay page's methods (e2e/specs/payments*.spec.ts).
import assert from 'node:assert/strict';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { newMemberToken } from './accounts';
import { PHONE } from './browser';
import { unownedPaidCourses } from './commerce';
import { memberApi } from './member-session';
import type { en } from './messages';

export type Texts = typeof en;
export const ALIPAY_CASHIER = '支付宝 · 测试收银台';
const LANG_KEY = 'shuyuan-lang';

export const phoneOptions = (userAgent: string): BrowserContextOptions => ({
  userAgent,
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

/** Every document the tab asked for, in order: the channels' pages and each hop of a redirect included. */
export function trackNavigations(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.push(new URL(request.url()));
  });
  return seen;
}

/** The site's language for the next load (what its language switch remembers). */
export async function useLanguage(page: Page, lang: 'cn' | 'en') {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LANG_KEY, lang] as const);
  await page.reload();
}

/** /order/pay lists WeChat Pay (chosen first, its QR drawn at once) and Alipay, and nothing else. */
export async function desktopMethodsShown(page: Page, t: Texts) {
  const methods = page.getByRole('group', { name: t.commerce.pay.methods });
  await methods.getByRole('radio', { name: t.commerce.pay.channels.wechat, checked: true }).waitFor();
  await methods.getByRole('radio', { name: t.commerce.pay.channels.alipay, checked: false }).waitFor();
  assert.equal(await methods.getByRole('radio').count(), 2, 'WeChat Pay and Alipay only: the sandbox is off');
  await page.getByRole('img', { name: t.commerce.pay.qrAlt }).waitFor();
  await page.getByText(t.commerce.pay.wechatHint).waitFor();
}

/** A new member (SMS login) and the dearest paid course, which they do not own. */
export async function newBuyer(baseUrl: string) {
  const token = await newMemberToken(baseUrl);
  const [course] = await unownedPaidCourses(baseUrl, token);
  assert.ok(course, 'the demo seed has a paid course');
  return { token, course };
}

/** The member's order of this number, as their order list tells it. */
export async function orderOf(baseUrl: string, token: string, orderNo: string) {
  const orders = await memberApi<{ data: { order_id: string; status: number }[] }>(
    baseUrl,
    token,
    '/api/v2/member/orders',
  );
  return orders.data.find((o) => o.order_id === orderNo);
}
