import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { phone, shot, tabBar, topBar } from '../support/h5';
import { cn } from '../support/messages';
import { useSite } from '../support/site';
import { h5Cn as H } from '../support/strings';

// The mobile site /h5 (issue 7) on an iPhone, as a visitor: browsing, and leaving for the desktop site without
// being bounced back. A member's side is h5-member.spec.ts.

const path = (page: Page) => new URL(page.url()).pathname;

describe('/h5, the mobile site: a visitor', () => {
  const site = useSite();

  it('a visitor lands on /h5 and browses home → courses → a course; pinch-zoom stays on', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/h5');

    // WCAG 1.4.4: the viewport never forbids zooming.
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    assert.ok(
      viewport && !/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/.test(viewport),
      viewport ?? '',
    );
    // Frameless: its own top bar and tab bar, no site header or footer.
    assert.equal(await page.locator('.site-header, .site-footer').count(), 0);
    await topBar(page).getByRole('link', { name: H.desktopHint }).waitFor();
    await page.getByRole('region', { name: cn.home.carousel }).waitFor();
    await page.getByRole('heading', { level: 2, name: '推荐课程' }).waitFor();
    await shot(page, 'home', true);

    await tabBar(page).getByRole('link', { name: H.tabs.courses }).click();
    await page.waitForURL((u) => u.pathname === '/h5/courses');
    const chips = page.getByRole('navigation', { name: H.courses.categories });
    await chips.getByRole('link', { name: H.courses.all }).waitFor();
    await page.getByRole('main').locator('a[href^="/h5/courses/detail/"]').first().waitFor();
    const all = await page.locator('.h5-course').count();
    assert.ok(all >= 10, `the list shows the seeded courses (${all})`);
    await shot(page, 'courses', true);
    // A category narrows the list and stays in the address (the desktop list reads the same parameter).
    const chip = chips.getByRole('link').nth(1);
    const chipName = (await chip.textContent()) ?? '';
    await chip.click();
    await page.waitForURL((u) => u.searchParams.has('cid'));
    await page.waitForFunction((n) => document.querySelectorAll('.h5-course').length < n, all);
    assert.equal(await chips.getByRole('link', { name: chipName }).getAttribute('aria-current'), 'page');

    await chips.getByRole('link', { name: H.courses.all }).click();
    await page.locator('.h5-course', { hasText: 'Python 数据分析入门' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/h5/courses/detail/'));
    await page.getByRole('heading', { level: 1, name: 'Python 数据分析入门' }).waitFor();
    await page.getByRole('tab', { name: new RegExp(H.course.outline) }).click();
    await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    await page.getByRole('link', { name: H.course.study }).waitFor();
    await shot(page, 'course', true);

    // A shared desktop link opens its mobile twin, not just the mobile home.
    await page.goto('/courses/detail/11');
    await page.waitForURL((u) => u.pathname === '/h5/courses/detail/11');
    await page.getByRole('button', { name: H.course.buy }).waitFor();
    await shot(page, 'course-paid');

    assertNoProblems(problems, 'h5 browsing');
    await context.close();
  });

  it('电脑版 opens the same page on the desktop site and the phone is not sent back', async () => {
    const context: BrowserContext = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/h5/courses/detail/8');
    await page.getByRole('heading', { level: 1, name: 'Python 数据分析入门' }).waitFor();
    await topBar(page).getByRole('link', { name: H.desktopHint }).click();
    await page.waitForURL((u) => u.pathname === '/courses/detail/8');
    await page.locator('.site-header').waitFor();
    // Moving around the desktop site in this tab stays there.
    await page.goto('/courses');
    await page.getByRole('heading', { level: 1, name: cn.courses.heading }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(currentPath(page), '/courses');
    assert.equal(path(page), '/courses');

    assertNoProblems(problems, '电脑版');
    await context.close();
  });
});
