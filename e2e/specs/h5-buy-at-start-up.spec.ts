import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IPHONE_UA, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { memberContext } from '../support/member-session';
import { newBuyer, phoneOptions } from '../support/pay-screens';
import { useSite } from '../support/site';
import { h5Cn } from '../support/strings';

/*
 * A member with a stored login taps 购买 on /h5 before start-up has read who they are (the member call is held
 * here until the tap is done): the tap counts, no trip to /h5/login, and the buy sheet opens once the member
 * is read. Before, a quick tap on a busy phone went to the login page.
 */
describe('/h5 buying while start-up still reads the member', () => {
  const site = useSite();

  it('taps 购买 before the member is read: no login page, the sheet opens', async () => {
    const { token, course } = await newBuyer(site.baseUrl);
    const context = await memberContext(site.browser, site.baseUrl, token, phoneOptions(IPHONE_UA));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/api/v2/member/detail', async (route) => {
      await held;
      await route.continue();
    });
    const { page, problems } = await openPage(context);
    await page.goto(`/h5/courses/detail/${course.id}`);
    await page.getByRole('button', { name: h5Cn.course.buy }).click();
    assert.equal(new URL(page.url()).pathname, `/h5/courses/detail/${course.id}`);

    release();
    await page.getByRole('dialog', { name: h5Cn.buy.title }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/h5/courses/detail/${course.id}`);
    assertNoProblems(problems, 'buying at start-up');
    await context.close();
  });
});
