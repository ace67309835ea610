import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { buyCourse } from '../support/learning';
import { memberContext } from '../support/member-session';
import { newBuyer } from '../support/pay-screens';
import { useSite } from '../support/site';
import { catalogueCn } from '../support/strings';

/*
 * Issue 21: the course page draws its content from the data in its first HTML, without waiting for the
 * course call. The course call (GET /api/v2/course/{id}) is held back here until the title is on screen;
 * a member's own state (bought) still comes from that call once it is let through.
 */

/** Holds every course-detail call of the context until `release()`; `asked` counts them. */
async function holdCourseCalls(context: BrowserContext) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = { asked: 0, release };
  await context.route('**/api/v2/course/*', async (route) => {
    calls.asked += 1;
    await held;
    await route.continue();
  });
  return calls;
}

describe('the course page draws from its first HTML', () => {
  const site = useSite();

  it('a visitor sees the title, facts and lessons while the course call is held back', async () => {
    const { course } = await newBuyer(site.baseUrl);
    const context = await newContext(site.browser, site.baseUrl);
    const calls = await holdCourseCalls(context);
    const { page, problems } = await openPage(context);
    await page.goto(`/courses/detail/${course.id}`);

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: course.title, exact: true }).waitFor();
    await main.getByRole('complementary', { name: catalogueCn.course.info }).waitFor();
    await main.getByRole('tab', { name: new RegExp(catalogueCn.course.tabCatalogue) }).click();
    await main.locator('.outline__item').first().waitFor();
    // Whatever the page asked meanwhile, nothing it drew waited for it.
    assert.equal(calls.asked, 0, 'a visitor within the cache time asks no course call');

    calls.release();
    assertNoProblems(problems, 'the course page from its first HTML');
    await context.close();
  });

  it('a member sees the course at once, then their own state once the course call is let through', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    await buyCourse(site.baseUrl, token, course.id);
    const context = await memberContext(site.browser, site.baseUrl, token);
    const calls = await holdCourseCalls(context);
    const { page, problems } = await openPage(context);
    await page.goto(`/courses/detail/${course.id}`);

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: course.title, exact: true }).waitFor();
    // Once start-up has read who they are, their own answer is asked (and held): the buy area waits for it.
    await main.locator('.course-hero__buy[aria-busy="true"]').waitFor();
    await main.getByRole('heading', { level: 1, name: course.title, exact: true }).waitFor();
    const bought = main.getByText(catalogueCn.course.bought, { exact: true });
    assert.equal(await bought.count(), 0, 'no bought state before the member’s course call answers');

    calls.release();
    await bought.waitFor();
    assert.ok(calls.asked >= 1, 'the member’s course detail came from the API');
    assertNoProblems(problems, 'the member’s course page');
    await context.close();
  });
});
