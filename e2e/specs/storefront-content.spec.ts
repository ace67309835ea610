import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newMemberToken } from '../support/accounts';
import { newContext, openPage, PHONE } from '../support/browser';
import type { Page as ListPage } from '../support/catalogue';
import { fill, goodsShown, memberMenu, payAtCashier, submitToPay, yuan } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { phone, shot } from '../support/h5';
import { memberApi, memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { useLanguage } from '../support/pay-screens';
import { shoot } from '../support/shots';
import { apiData, useSite } from '../support/site';

/*
 * Issue 19, the storefront: teachers and 专栏 on the desktop site and /h5 (a phone opening the desktop
 * address lands on its twin). Unpublished items and order results: storefront-visibility.spec.ts.
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

describe('storefront content: teachers and 专栏', () => {
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
});
