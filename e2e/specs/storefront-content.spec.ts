import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newMemberToken } from '../support/accounts';
import { adminApi, adminToken, firstCourseCategory } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import type { Page as ListPage } from '../support/catalogue';
import { fill, goodsShown, memberMenu, payAtCashier, submitToPay, yuan } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { phone, shot } from '../support/h5';
import { loginToken, memberApi, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { useLanguage } from '../support/pay-screens';
import { shoot } from '../support/shots';
import { apiData, useSite } from '../support/site';
import { h5Cn } from '../support/strings';

/*
 * Issue 19, the storefront: teachers and 专栏 on the desktop site and /h5 (a phone opening the desktop
 * address lands on its twin), unpublished items answer not found except in the console's preview,
 * /order/success says 支付成功 only for a paid order of the member, a free course never reads 已购买.
 */

interface Teacher {
  id: number;
  name: string;
  name_en: string;
}
interface Kecheng {
  id: number;
  title: string;
  charge: number;
  courses_count: number;
}
interface TeacherDetail {
  teacher: Teacher;
  courses: { id: number; title: string }[];
}

const ADMIN = { username: 'admin', password: 'shuyuan123' } as const;

describe('storefront content: teachers, 专栏, unpublished items, order results', () => {
  const site = useSite();
  let teacher: TeacherDetail;
  let kecheng: Kecheng;

  before(async () => {
    const teachers = await apiData<Teacher[]>(site.baseUrl, '/api/v2/teachers');
    // The teacher with the most courses, so the page shows a grid.
    const details = await Promise.all(
      teachers.map((t) => apiData<TeacherDetail>(site.baseUrl, `/api/v2/teacher/${t.id}`)),
    );
    const best = details.sort((a, b) => b.courses.length - a.courses.length)[0];
    assert.ok(best && best.courses.length > 0, 'the demo seed has a teacher with courses');
    teacher = best;
    const list = await apiData<ListPage<Kecheng>>(site.baseUrl, '/api/v2/kechengs?page_size=50');
    const first = list.data.find((k) => k.courses_count > 0);
    assert.ok(first, 'the demo seed has a 专栏 with courses');
    kecheng = first;
  });

  /** The teacher page: from the course page's teacher name, with the teacher's courses. */
  async function teacherFromCourse(page: Page) {
    await page.goto(`/courses/detail/${teacher.courses[0].id}`);
    await page.getByRole('heading', { level: 1, name: teacher.courses[0].title }).waitFor();
    await page.getByRole('link', { name: teacher.teacher.name, exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === `/teacher/${teacher.teacher.id}`);
    await page.getByRole('heading', { level: 1, name: teacher.teacher.name }).waitFor();
    for (const c of teacher.courses) await page.getByRole('heading', { name: c.title }).first().waitFor();
  }

  it('desktop: course page → teacher page; home shelf → /kechengs → a 专栏 with its courses and price', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await teacherFromCourse(page);
    await shoot(page, 'teacher', 1920);

    await page.goto('/');
    const shelf = page.getByRole('region', { name: cn.catalogue.kechengs.home });
    await shelf.scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: cn.catalogue.teacher.home }).getByRole('link').first().waitFor();
    await shoot(page, 'home-shelves', 1920);
    await shelf.getByRole('link', { name: cn.catalogue.kechengs.more }).click();
    await page.waitForURL((u) => u.pathname === '/kechengs');
    await page.getByRole('heading', { level: 1, name: cn.catalogue.kechengs.title }).waitFor();
    await shoot(page, 'kechengs', 1920);
    await page
      .getByRole('link', { name: new RegExp(kecheng.title) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/kecheng/${kecheng.id}`);
    await page.getByRole('heading', { level: 1, name: kecheng.title }).waitFor();
    await page.getByText(cn.catalogue.kechengs.ownedNote).waitFor();
    const courses = page.getByRole('region', { name: cn.catalogue.kechengs.courses }).getByRole('listitem');
    assert.equal(await courses.count(), kecheng.courses_count, 'every course of the series is listed');
    await shoot(page, 'kecheng', 1920);

    // The same screens in English and at 375 px.
    await useLanguage(page, 'en');
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: en.catalogue.kechengs.courses })
      .waitFor();
    await shoot(page, 'kecheng-en', 1920);
    await page.goto(`/teacher/${teacher.teacher.id}`);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: en.catalogue.teacher.courses })
      .waitFor();
    await shoot(page, 'teacher-en', 1920);
    await page.goto('/kechengs');
    await page.getByRole('heading', { level: 1, name: en.catalogue.kechengs.title }).waitFor();
    await shoot(page, 'kechengs-en', 1920);
    assertNoProblems(problems, 'the teacher and 专栏 pages');
    await context.close();
  });

  it('a new member buys a 专栏 through /order and the cashier, and owns its courses', async () => {
    const token = await newMemberToken(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const { page, problems } = await openPage(context);
    await page.goto(`/kecheng/${kecheng.id}`);
    await page.getByRole('heading', { level: 1, name: kecheng.title }).waitFor();
    await memberMenu(page).waitFor();
    await page
      .getByRole('link', { name: fill(cn.catalogue.kechengs.buy, { price: yuan(kecheng.charge) }) })
      .click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('goods_type') === 'kecheng');
    await goodsShown(page, kecheng.title);
    assert.equal(await page.getByTestId('order-due').textContent(), yuan(kecheng.charge));
    await shoot(page, 'order-kecheng', 1920);
    await payAtCashier(site.baseUrl, await submitToPay(page));
    await page.waitForURL((u) => u.pathname === '/order/success', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
    await page.getByRole('link', { name: cn.commerce.success.goods.KECHENG }).click();
    await page.waitForURL((u) => u.pathname === `/kecheng/${kecheng.id}`);
    const detail = await apiData<{ courses: { id: number }[] }>(
      site.baseUrl,
      `/api/v2/kecheng/${kecheng.id}`,
    );
    for (const c of detail.courses) {
      const course = await memberApi<{ is_buy: boolean }>(site.baseUrl, token, `/api/v2/course/${c.id}`);
      assert.equal(course.is_buy, true, `course ${c.id} of the series is the member's`);
    }
    assertNoProblems(problems, 'buying a 专栏');
    await context.close();
  });

  it('375 px desktop pages (zh and en) do not scroll sideways', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: PHONE });
    const { page, problems } = await openPage(context);
    for (const lang of ['cn', 'en'] as const) {
      const t = lang === 'cn' ? cn : en;
      const suffix = lang === 'cn' ? '' : '-en';
      await page.goto(`/teacher/${teacher.teacher.id}`);
      if (lang === 'en') await useLanguage(page, 'en');
      await page
        .getByRole('main')
        .getByRole('heading', { level: 2, name: t.catalogue.teacher.courses })
        .waitFor();
      await shoot(page, `teacher${suffix}`, 375);
      await page.goto('/kechengs');
      await page.getByRole('heading', { level: 1, name: t.catalogue.kechengs.title }).waitFor();
      await shoot(page, `kechengs${suffix}`, 375);
      await page.goto(`/kecheng/${kecheng.id}`);
      await page.getByRole('heading', { level: 1, name: kecheng.title }).waitFor();
      await shoot(page, `kecheng${suffix}`, 375);
    }
    assertNoProblems(problems, 'the teacher and 专栏 pages at 375 px');
    await context.close();
  });

  it('a phone opening the desktop addresses lands on the /h5 twins; the course page links its teacher', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto(`/teacher/${teacher.teacher.id}`);
    await page.waitForURL((u) => u.pathname === `/h5/teacher/${teacher.teacher.id}`);
    await page.getByRole('heading', { level: 1, name: teacher.teacher.name }).waitFor();
    await shot(page, 'teacher', true);

    await page.goto('/kechengs');
    await page.waitForURL((u) => u.pathname === '/h5/kechengs');
    await page
      .getByRole('link', { name: new RegExp(kecheng.title) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/h5/kecheng/${kecheng.id}`);
    await page.getByRole('heading', { level: 1, name: kecheng.title }).waitFor();
    await page.getByText(cn.catalogue.kechengs.ownedNote).waitFor();
    await page.getByRole('button', { name: cn.catalogue.kechengs.buyShort }).waitFor();
    await shot(page, 'kecheng', true);
    await page.goto('/h5/kechengs');
    await page
      .getByRole('link', { name: new RegExp(kecheng.title) })
      .first()
      .waitFor();
    await shot(page, 'kechengs');

    await page.goto(`/h5/courses/detail/${teacher.courses[0].id}`);
    await page.getByRole('link', { name: teacher.teacher.name, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/h5/teacher/${teacher.teacher.id}`);
    await useLanguage(page, 'en');
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2, name: en.catalogue.teacher.courses })
      .waitFor();
    await shot(page, 'teacher-en', true);
    await page.goto(`/h5/kecheng/${kecheng.id}`);
    await page.getByText(en.catalogue.kechengs.ownedNote).waitFor();
    await shot(page, 'kecheng-en', true);
    await page.goto('/h5/kechengs');
    await page
      .getByRole('link', { name: new RegExp(kecheng.title) })
      .first()
      .waitFor();
    await shot(page, 'kechengs-en');
    assertNoProblems(problems, 'the /h5 teacher and 专栏 screens');
    await context.close();
  });

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
