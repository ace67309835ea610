import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginInBrowser, settle } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import type { Course, Page as Paged } from '../support/catalogue';
import { assertNoProblems } from '../support/expect-page';
import { call, data, freshMemberToken } from '../support/member';
import { shootScreen } from '../support/shots';
import { apiData, useSite } from '../support/site';

/*
 * Issue 20, comment moderation. A member's comment waits for review; the dashboard counts it and links to
 * the waiting comments; the administrator approves it there, and a guest reads it on the course page at
 * once. Two more are rejected together and leave the storefront. The screen in Chinese and English, at
 * 1920 and 375 px.
 */
const run = Date.now().toString(36);
const TEXT = `审核后可见的评论 ${run}`;
// The second is long: on a phone its text wraps in its column rather than widening the table.
const OTHERS = [`批量拒绝一 ${run}`, `批量拒绝二 ${run} ${'例子很多，讲得也清楚，'.repeat(9)}`];

describe('comment moderation', () => {
  const site = useSite();
  let token = '';
  let courseId = 0;
  let memberId = 0;

  it('a member comments on a course: the comment waits for review', async () => {
    token = await freshMemberToken(site.baseUrl);
    memberId = (await data<{ id: number }>(site.baseUrl, token, 'GET', '/api/v2/member/detail')).id;
    const courses = await apiData<Paged<Course>>(site.baseUrl, '/api/v2/courses?page_size=16');
    for (const course of courses.data) {
      const answer = await call<{ is_check: number }>(site.baseUrl, token, 'POST', '/api/v3/comment/store', {
        rt: 1,
        rid: course.id,
        content: TEXT,
      });
      if (answer.code === 0) {
        assert.equal(answer.data.is_check, 0, 'a new comment waits for review by default');
        courseId = course.id;
        break;
      }
    }
    assert.ok(courseId > 0, 'a demo course takes comments');
    for (const content of OTHERS) {
      await data(site.baseUrl, token, 'POST', '/api/v3/comment/store', { rt: 1, rid: courseId, content });
    }
  });

  it('the administrator goes from the dashboard to the waiting comments and approves it; a guest sees it on the course', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.getByText('待审核评论').waitFor();
    await page.getByRole('link', { name: '去审核' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/comments' && url.search === '?is_check=0');
    await page.getByRole('heading', { name: '评论审核', level: 3 }).waitFor();
    // The state filter opens on 待审核, as the link asked.
    assert.ok(await page.getByRole('radio', { name: '待审核' }).isChecked(), 'the filter opens on 待审核');
    const row = page.getByRole('row').filter({ hasText: TEXT });
    await row.waitFor();
    await settle(page);
    await shootScreen(page, 'admin-comments-pending');

    const reviewed = page.waitForResponse((r) => r.url().endsWith('/backend/api/v1/comments/review'));
    await row.getByRole('button', { name: '通过' }).click();
    assert.equal((await (await reviewed).json()).code, 0);
    // Approved, it leaves the waiting list.
    await row.waitFor({ state: 'detached' });

    const guest = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page: guestPage, problems: guestProblems } = await openPage(guest);
    await guestPage.goto(`/courses/detail/${courseId}?tab=4`);
    await guestPage.getByRole('tabpanel').getByText(TEXT, { exact: true }).waitFor();
    assertNoProblems(guestProblems, 'the course page after approval');
    await guest.close();

    // The member's other two, found by member id, rejected together.
    // antd's segmented choice is a label over a hidden radio: the label is what a person clicks.
    await page.locator('.ant-segmented-item').filter({ hasText: '全部' }).click();
    await page.waitForFunction(
      () => document.querySelector('.ant-segmented-item-selected')?.textContent === '全部',
    );
    await page.getByPlaceholder('会员 ID').fill(String(memberId));
    const rows = page.getByRole('row').filter({ hasText: run });
    await page
      .getByRole('row')
      .filter({ hasText: OTHERS[0].slice(0, 12) })
      .waitFor();
    await rows.nth(2).waitFor();
    for (const text of OTHERS) {
      await page
        .getByRole('row')
        .filter({ hasText: text.slice(0, 12) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByText('已选 2 项').waitFor();
    const bulk = page.waitForResponse((r) => r.url().endsWith('/backend/api/v1/comments/review'));
    await page.getByRole('button', { name: '批量拒绝' }).click();
    assert.equal((await (await bulk).json()).code, 0);
    for (const text of OTHERS) {
      await page
        .getByRole('row')
        .filter({ hasText: text.slice(0, 12) })
        .getByText('已拒绝')
        .waitFor();
    }
    await settle(page);
    await shootScreen(page, 'admin-comments-member');
    const shown = await apiData<{ data: { content: string }[] }>(
      site.baseUrl,
      `/api/v3/comments?rt=1&rid=${courseId}&size=50`,
    );
    const texts = shown.data.map((c) => c.content);
    assert.ok(texts.includes(TEXT), 'the approved comment is listed');
    for (const text of OTHERS) assert.ok(!texts.includes(text), `${text} is gone from the storefront`);

    // English, then the phone.
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.goto('/admin/comments');
    await page.getByRole('heading', { name: 'Comments', level: 3 }).waitFor();
    await page.getByRole('columnheader', { name: 'Comment' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-comments-en');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/comments');
    await page.getByRole('columnheader', { name: 'Comment' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-comments-en', { fullPage: true });
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'cn'));
    await page.goto('/admin/comments');
    await page.getByRole('columnheader', { name: '评论内容' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-comments', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/comments');
    await page.getByRole('columnheader', { name: '评论内容' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-comments');
    await page.goto('/admin');
    await page.getByText('待审核评论').waitFor();
    await settle(page);
    await shootScreen(page, 'admin-dashboard-comments');
    await page.setViewportSize(PHONE);
    await settle(page);
    await shootScreen(page, 'admin-dashboard-comments');
    // The setting that publishes comments without review sits with the member settings, off by default.
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: '会员设置' }).click();
    const publish = page.getByRole('switch', { name: '评论免审核直接发布' });
    assert.equal(await publish.getAttribute('aria-checked'), 'false');
    await settle(page);
    await shootScreen(page, 'admin-settings-comments', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await settle(page);
    await shootScreen(page, 'admin-settings-comments');
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.reload();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('switch', { name: 'Publish comments without review' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-settings-comments-en');
    assertNoProblems(problems, 'the moderation story');
    await context.close();
  });
});
