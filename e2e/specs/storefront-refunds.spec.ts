import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newMemberToken } from '../support/accounts';
import { adminApi, adminToken } from '../support/admin';
import { cashier } from '../support/api';
import { IPHONE_UA, openPage } from '../support/browser';
import { yuan } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { shot } from '../support/h5';
import { allCourses } from '../support/learning';
import { memberApi, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { phoneOptions, useLanguage } from '../support/pay-screens';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';

/*
 * Issue 19: a refunded order reads 已退款 / Refunded with its amount and time, on the desktop member centre
 * and on /h5, and the course leaves the study centre. A new member buys a course at the sandbox cashier and
 * an administrator refunds it (a member of its own, so no other story's orders change).
 */
describe('a refunded order, as the member sees it', () => {
  const site = useSite();
  let token = '';
  let orderNo = '';
  let course = { id: 0, title: '', charge: 0 };

  before(async () => {
    token = await newMemberToken(site.baseUrl);
    const paid = (await allCourses(site.baseUrl)).find((c) => c.is_free !== 1 && c.charge > 0);
    assert.ok(paid, 'the demo seed has a paid course');
    course = paid;
    const order = await memberApi<{ order_no: string; sign: string }>(site.baseUrl, token, '/api/v3/order', {
      method: 'POST',
      body: { goods_type: 'COURSE', goods_id: course.id, agree_protocol: 1 },
    });
    orderNo = order.order_no;
    await cashier(site.baseUrl, 'pay', order.sign);
    const admin = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const list = await adminApi<{ data: { id: number; status: number }[] }>(
      site.baseUrl,
      admin,
      'GET',
      `/orders?order_no=${orderNo}`,
    );
    assert.equal(list.data[0]?.status, 9, 'the order is paid');
    await adminApi(site.baseUrl, admin, 'POST', `/orders/${list.data[0].id}/refund`, { reason: '退款展示' });
  });

  /** Waits for every placeholder to give way, then says whether the course's title shows anywhere. */
  const showsCourse = async (page: Page) => {
    await page.waitForFunction(() => document.querySelectorAll('.shimmer, .ant-skeleton').length === 0);
    return (await page.getByText(course.title, { exact: true }).count()) > 0;
  };

  it('desktop: 已退款 with amount and time in the orders; gone from the study centre', async () => {
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto('/member/orders');
    const row = page.locator('.order-item', { hasText: orderNo });
    await row.getByText(cn.member.orders.status.refunded, { exact: true }).waitFor();
    const note = row.locator('.order-item__note--refund');
    assert.match(
      (await note.textContent()) ?? '',
      new RegExp(`${yuan(course.charge)}.*\\d{4}-\\d{2}-\\d{2}`),
    );
    await shoot(page, 'member-orders-refunded', 1920);
    await useLanguage(page, 'en');
    await row.getByText(en.member.orders.status.refunded, { exact: true }).waitFor();
    await shoot(page, 'member-orders-refunded-en', 1920);

    await page.goto('/study-center');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await showsCourse(page), false, 'the refunded course is not in the study centre');
    assertNoProblems(problems, 'a refunded order on the desktop');
    await context.close();
  });

  it('/h5: the order reads 已退款 with amount and time', async () => {
    const context = await memberContext(site.browser, site.baseUrl, token, phoneOptions(IPHONE_UA));
    const { page, problems } = await openPage(context);
    await page.goto('/h5/member/orders');
    const card = page.locator('.h5-order', { hasText: orderNo });
    await card.getByText(cn.member.orders.status.refunded, { exact: true }).waitFor();
    assert.match(
      (await card.locator('.h5-order__refund').textContent()) ?? '',
      new RegExp(yuan(course.charge)),
    );
    await shot(page, 'orders-refunded');
    await useLanguage(page, 'en');
    await card.getByText(en.member.orders.status.refunded, { exact: true }).waitFor();
    await shot(page, 'orders-refunded-en');
    await page.goto('/h5/study');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await showsCourse(page), false, 'the refunded course is not in the mobile study list');
    assertNoProblems(problems, 'a refunded order on /h5');
    await context.close();
  });
});
