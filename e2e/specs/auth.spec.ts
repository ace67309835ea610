import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { cn } from '../support/messages';
import { useSite } from '../support/site';

describe('auth: pages that need a login', () => {
  const site = useSite();

  it('an anonymous visitor opening /member is sent to /login?redirect=%2Fmember and sees the login button', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/member');

    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(currentPath(page), '/login?redirect=%2Fmember');
    await page.getByRole('main').getByRole('button', { name: cn.login.button }).waitFor();
    // /login has the header but no footer (spec §2).
    await page.getByRole('banner').waitFor();
    assert.equal(await page.getByRole('contentinfo').count(), 0, '/login shows no footer');

    assertNoProblems(problems, '/member → /login');
    await context.close();
  });

  it('the redirect keeps the query string of the page asked for', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/member/orders?page=2');

    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(currentPath(page), `/login?redirect=${encodeURIComponent('/member/orders?page=2')}`);

    assertNoProblems(problems, '/member/orders → /login');
    await context.close();
  });
});
