import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminApi, adminToken, firstCourseCategory } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import type { Page as ListPage } from '../support/catalogue';
import { assertNoProblems } from '../support/expect-page';
import { phone } from '../support/h5';
import { loginToken, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { useLanguage } from '../support/pay-screens';
import { shoot } from '../support/shots';
import { apiData, useSite } from '../support/site';
import { h5Cn } from '../support/strings';

/*
 * Issue 19, the storefront: unpublished items answer not found except in the console's preview;
 * /order/success says 支付成功 only for a paid order of the member, and a free course never reads 已购买.
 */

const ADMIN = { username: 'admin', password: 'shuyuan123' } as const;

describe('storefront visibility: unpublished items and order results', () => {
  const site = useSite();

  it('an unpublished course is not found on either site, but the console preview opens it', async () => {
    const token = await adminToken(site.baseUrl, ADMIN.username, ADMIN.password);
    const title = `未上架的预览课程 ${Date.now() % 100000}`;
    const { id } = await adminApi<{ id: number }>(site.baseUrl, token, 'POST', '/courses', {
      title,
      category_id: await firstCourseCategory(site.baseUrl, token),
      charge: 10,
      is_show: false,
      short_description: '只在后台预览里看得到',
      original_desc: '## 预览\n\n上架前的样子。',
    });
    const list = await apiData<ListPage<{ id: number }>>(site.baseUrl, '/api/v2/courses?page_size=100');
    assert.ok(!list.data.some((c) => c.id === id), 'not listed');

    const visitor = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(visitor);
    await page.goto(`/courses/detail/${id}`);
    await page.getByText(cn.catalogue.course.missing).waitFor();
    await shoot(page, 'course-unpublished', 1920);
    await useLanguage(page, 'en');
    await page.getByText(en.catalogue.course.missing).waitFor();
    await shoot(page, 'course-unpublished-en', 1920);
    await useLanguage(page, 'cn');
    await page.goto(`/courses/detail/${id}?preview=1`);
    await page.getByText(cn.catalogue.course.missing).waitFor();
    assertNoProblems(problems, 'an unpublished course');
    await visitor.close();

    const mobile = await phone(site);
    const m = await openPage(mobile);
    await m.page.goto(`/h5/courses/detail/${id}`);
    await m.page.getByText(h5Cn.course.missing).waitFor();
    await mobile.close();

    // The console's 在网站查看 (the admin token in its storage key) opens it.
    const admin = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    await admin.addInitScript((value) => window.localStorage.setItem('shuyuan-admin-token', value), token);
    const a = await openPage(admin);
    await a.page.goto(`/admin/courses/${id}`);
    const view = a.page.getByRole('link', { name: /在前台查看/ });
    assert.equal(await view.getAttribute('href'), `/courses/detail/${id}?preview=1`);
    await a.page.goto(`/courses/detail/${id}?preview=1`);
    await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The console's lists of 专栏, offline courses and articles preview their rows the same way.
    await a.page.goto('/admin/kechengs');
    const preview = a.page.getByRole('link', { name: '预览' }).first();
    assert.match((await preview.getAttribute('href')) ?? '', /^\/kecheng\/\d+\?preview=1$/);
    assertNoProblems(a.problems, 'the console preview of an unpublished course');
    await admin.close();
  });

  it('/order/success without a paid order of the member is neutral; a free course is free, not 已购买', async () => {
    const token = await loginToken(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto('/order/success?order_id=NOSUCHORDER1&total_amount=999&goods_type=vod&goods_id=1');
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.unknownHeading }).waitFor();
    assert.equal(await page.getByText(cn.commerce.success.heading).count(), 0, 'no 支付成功');
    assert.equal(await page.getByText('￥999').count(), 0, 'no amount from the address');
    await page.getByRole('link', { name: cn.commerce.success.orders }).waitFor();
    await shoot(page, 'order-success-unknown', 1920);
    await page.setViewportSize(PHONE);
    await shoot(page, 'order-success-unknown', 375);
    await useLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: en.commerce.success.unknownHeading }).waitFor();
    await shoot(page, 'order-success-unknown-en', 375);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'order-success-unknown-en', 1920);
    await useLanguage(page, 'cn');

    const courses = await apiData<ListPage<{ id: number; is_free: number; title: string }>>(
      site.baseUrl,
      '/api/v2/courses?page_size=100',
    );
    const free = courses.data.find((c) => c.is_free === 1);
    assert.ok(free, 'the demo seed has a free course');
    await page.goto(`/courses/detail/${free.id}`);
    await page.getByRole('heading', { level: 1, name: free.title }).waitFor();
    await page.getByText(cn.catalogue.course.freeCourse).waitFor();
    assert.equal(await page.getByText(cn.catalogue.course.bought).count(), 0, 'never 课程已购买');
    assert.equal(await page.getByText('￥0', { exact: true }).count(), 0, 'never ￥0');
    assertNoProblems(problems, 'the order result and a free course');
    await context.close();
  });
});
