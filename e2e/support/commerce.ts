// What the commerce stories share: money and messages as the web app prints them, the member's unowned
// courses, the order page's steps and the sandbox cashier.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { cashier } from './api';
import type { Course, Page as ListPage } from './catalogue';
import { memberApi } from './member-session';
import { cn } from './messages';
import { apiData } from './site';

export interface Role {
  id: number;
  name: string;
  charge: number;
}

/** ￥199 or ￥39.90, as the web app's formatYuan. */
export const yuan = (n: number) => `￥${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** Fills `{{name}}` placeholders of a message from the web app's catalogue. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/**
 * Paid courses (over 20 yuan, so a 10-yuan code leaves something to pay) this member cannot watch yet, the
 * dearest first. Asked per course with the token, as earlier stories may have bought some or made the
 * member a VIP.
 */
export async function unownedPaidCourses(baseUrl: string, token: string): Promise<Course[]> {
  const list = await apiData<ListPage<Course>>(baseUrl, '/api/v2/courses?page_size=100');
  const paid = list.data.filter((c) => c.is_free !== 1 && c.charge > 20).sort((a, b) => b.charge - a.charge);
  const out: Course[] = [];
  for (const c of paid) {
    const detail = await memberApi<{ is_buy: boolean }>(baseUrl, token, `/api/v2/course/${c.id}`);
    if (!detail.is_buy) out.push(c);
  }
  return out;
}

/** The header's account button: the member is logged in once it shows. */
export const memberMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(cn.header.userMenu) });

/** The order page is up with these goods in its goods card. */
export async function goodsShown(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name: cn.commerce.order.title }).waitFor();
  await page
    .getByRole('region', { name: cn.commerce.order.goods })
    .getByText(name, { exact: true })
    .waitFor();
}

/** The order page of a course, reached from the buy button on its page. */
export async function buyFromCourse(page: Page, course: Course) {
  await page.goto(`/courses/detail/${course.id}`);
  await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
  // As a person would: the header shows the member before they reach for 购买课程.
  await memberMenu(page).waitFor();
  await page
    .getByRole('link', { name: fill(cn.catalogue.course.buy, { price: yuan(course.charge) }) })
    .click();
  await page.waitForURL((u) => u.pathname === '/order');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('goods_type'), 'vod');
  assert.equal(url.searchParams.get('goods_id'), String(course.id));
  await goodsShown(page, course.title);
}

export const agreement = (page: Page, kind: 'protocolPaid' | 'protocolVip') =>
  page.getByRole('checkbox', { name: `${cn.commerce.order.agreePrefix}${cn.commerce.order[kind]}` });

/** Types a promo code and presses 验证. */
export async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: cn.commerce.order.promo }).fill(code);
  await page.getByRole('button', { name: cn.commerce.order.promoCheck }).click();
}

/**
 * Ticks the agreement, submits, and waits for the pay page; answers the cashier's address, read from the
 * link beside the QR (on a phone: the button that replaces the QR).
 */
export async function submitToPay(page: Page, phone = false) {
  await agreement(page, 'protocolPaid').check();
  await page.getByRole('button', { name: cn.commerce.order.submit }).click();
  await page.waitForURL((u) => u.pathname === '/order/pay');
  const name = phone ? new RegExp(cn.commerce.pay.openCashierPhone) : cn.commerce.pay.openCashier;
  const payUrl = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
  assert.ok(payUrl.includes('/payment/index?sign='), `the pay page links the sandbox cashier (${payUrl})`);
  return payUrl;
}

/** Opens the cashier from the pay page's link in a second tab. */
export async function openCashier(context: BrowserContext, page: Page) {
  const [cashier] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: cn.commerce.pay.openCashier }).click(),
  ]);
  await cashier.getByRole('heading', { name: '收银台' }).waitFor();
  return cashier;
}

/** Pays through the sandbox cashier's own form post, as its 支付 button does. */
export async function payAtCashier(baseUrl: string, payUrl: string) {
  const sign = new URL(payUrl).searchParams.get('sign') ?? '';
  assert.match(await cashier(baseUrl, 'pay', sign), /支付成功/);
}
