import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newContext, openPage } from '../support/browser';
import {
  type Category,
  type Course,
  expectTitle,
  listSettled,
  type Page,
  titleFor,
} from '../support/catalogue';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { call, data, freshMemberToken, memberContext } from '../support/member';
import { cn } from '../support/messages';
import { apiData, useSite } from '../support/site';

describe('catalogue: a visitor browses courses', () => {
  const site = useSite();

  it('home → course list → category and scene filters (kept in the address) → detail → tabs', async () => {
    const categories = await apiData<Category[]>(site.baseUrl, '/api/v2/course_categories');
    const parent = categories.find((c) => c.children.length > 0);
    assert.ok(parent, 'the demo seed has a category with sub-categories');
    const child = parent.children[0];
    const inChild = await apiData<Page<Course>>(
      site.baseUrl,
      `/api/v2/courses?category_id=${child.id}&page_size=16`,
    );
    assert.ok(inChild.total > 0, `the demo seed has courses in ${child.name}`);
    const free = await apiData<Page<Course>>(site.baseUrl, '/api/v2/courses?scene=free&page_size=16');

    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: cn.nav.courses }).click();
    await page.waitForURL((u) => u.pathname === '/courses');
    await expectTitle(page, await titleFor(site.baseUrl, cn.courses.title));

    const filters = page.getByRole('main').locator('.list-filters');
    await filters.getByRole('button', { name: parent.name, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('cid') === String(parent.id));
    await filters.getByRole('button', { name: child.name, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('child') === String(child.id));
    assert.equal(currentPath(page), `/courses?cid=${parent.id}&child=${child.id}`);
    await listSettled(page);
    for (const c of inChild.data) {
      await page.getByRole('main').getByRole('heading', { level: 2, name: c.title, exact: true }).waitFor();
    }
    assert.equal(
      await page.getByRole('main').locator('a[href^="/courses/detail/"]').count(),
      inChild.data.length,
      'only the sub-category’s courses are listed',
    );

    // Scene "free" on top of the category, then back to all categories: the address follows each choice.
    await filters.getByRole('button', { name: cn.courses.sceneFree, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('scene') === 'free');
    await filters.getByRole('button', { name: cn.courses.all, exact: true }).first().click();
    await page.waitForURL((u) => !u.searchParams.has('cid') && u.searchParams.get('scene') === 'free');
    await listSettled(page);
    await page
      .getByRole('main')
      .getByText(cn.courses.total.replace('{{count}}', String(free.total)))
      .waitFor();

    // A reload keeps the filters (they live in the address).
    await page.reload();
    assert.equal(
      await filters
        .getByRole('button', { name: cn.courses.sceneFree, exact: true })
        .getAttribute('aria-pressed'),
      'true',
    );

    // Into a course: breadcrumb, title, a state for the buy area and the four tabs.
    const course = inChild.data[0];
    await page.goto(`/courses?cid=${parent.id}&child=${child.id}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(course.title) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/courses/detail/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expectTitle(page, await titleFor(site.baseUrl, course.title));
    const crumbs = page.getByRole('navigation', { name: cn.app.breadcrumb });
    await crumbs.getByRole('link', { name: cn.nav.courses }).waitFor();
    const buyText =
      course.is_free === 1 || course.charge <= 0
        ? cn.catalogue.course.freeCourse
        : cn.catalogue.course.buy.replace('{{price}}', `￥${course.charge}`);
    await page.getByText(buyText).first().waitFor();

    const tabs = page.getByRole('tablist', { name: cn.catalogue.course.tabsLabel });
    await tabs.getByRole('tab', { name: cn.catalogue.course.tabDesc }).waitFor();
    assert.equal(
      await tabs.getByRole('tab', { name: cn.catalogue.course.tabDesc }).getAttribute('aria-selected'),
      'true',
    );
    await page.getByRole('tabpanel').locator('.rich-text').first().waitFor();
    // 购买须知 from the site settings follows the description.
    await page.getByRole('tabpanel').getByRole('heading', { name: cn.catalogue.course.notice }).waitFor();
    // The tab bar sticks to the top of the window once scrolled past (the description is long enough).
    const barTop = await tabs.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y + 300), barTop);
    const top = await tabs.evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= -1 && top <= 1, `the tab bar sits at the top when scrolled (top ${top})`);
    await page.evaluate(() => window.scrollTo(0, 0));

    await tabs.getByRole('tab', { name: new RegExp(cn.catalogue.course.tabCatalogue) }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === '3');
    const lessons = page.getByRole('tabpanel').locator('a[href^="/courses/video/"]');
    await lessons.first().waitFor();
    assert.ok((await lessons.count()) > 0, 'the catalogue lists lessons');

    await tabs.getByRole('tab', { name: cn.catalogue.course.tabComments }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === '4');
    // Anonymous: a link to log in instead of the comment box, and the approved comments below it.
    await page.getByRole('tabpanel').getByRole('link', { name: cn.catalogue.comments.login }).waitFor();
    const comments = await apiData<{ data: { content: string; is_check: number }[] }>(
      site.baseUrl,
      `/api/v3/comments?rt=1&rid=${course.id}`,
    );
    for (const c of comments.data.filter((x) => x.is_check === 1)) {
      await page.getByRole('tabpanel').getByText(c.content, { exact: true }).waitFor();
    }

    await tabs.getByRole('tab', { name: new RegExp(cn.catalogue.course.tabAttachments) }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === '5');

    // A deep link opens the asked-for tab; the favourite star opens the login dialog for a visitor.
    await page.goto(`/courses/detail/${course.id}?tab=3`);
    assert.equal(
      await tabs
        .getByRole('tab', { name: new RegExp(cn.catalogue.course.tabCatalogue) })
        .getAttribute('aria-selected'),
      'true',
    );
    await page.getByRole('button', { name: cn.catalogue.like }).click();
    await page.getByRole('dialog', { name: cn.authDialogs.login.title }).waitFor();
    assert.equal(currentPath(page), `/courses/detail/${course.id}?tab=3`);

    assertNoProblems(problems, 'home → courses → detail');
    await context.close();
  });

  it('an unknown course shows a not-found state inside the site, not an error', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/courses/detail/999999');
    await page.getByText(cn.catalogue.course.missing).waitFor();
    await page.getByRole('main').getByRole('link', { name: cn.catalogue.course.back }).waitFor();
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });

  it('a nickname and a comment holding markup show as text on the course and the member page; no script runs', async () => {
    const token = await freshMemberToken(site.baseUrl);
    const nickname = '<svg onload=alert(1)>';
    await data(site.baseUrl, token, 'POST', '/api/v2/member/detail/nickname', { nick_name: nickname });
    const courses = await apiData<Page<Course>>(site.baseUrl, '/api/v2/courses?page_size=16');
    let courseId = 0;
    for (const course of courses.data) {
      const answer = await call(site.baseUrl, token, 'POST', '/api/v3/comment/store', {
        rt: 1,
        rid: course.id,
        content: '<img src=x onerror=alert(2)><script>alert(3)</script>看懂了 1 < 2 & "引号"',
      });
      if (answer.code === 0) {
        courseId = course.id;
        break;
      }
    }
    assert.ok(courseId > 0, 'a demo course takes comments');

    const context = await memberContext(site, token);
    const { page, problems } = await openPage(context);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/courses/detail/${courseId}?tab=4`);
    const injected = () => page.locator('svg[onload], img[onerror], #root script').count();
    await page.getByRole('tabpanel').getByText(nickname, { exact: true }).first().waitFor();
    assert.equal(await injected(), 0, 'markup from the comments tab reached the DOM');
    await page.goto('/member');
    await page.getByRole('heading', { level: 1, name: nickname }).waitFor();
    assert.equal(await injected(), 0, 'markup from the member page reached the DOM');
    assert.deepEqual(dialogs, [], 'no alert ran');
    assertNoProblems(problems, 'stored markup in a nickname and a comment');
    await context.close();
  });
});
