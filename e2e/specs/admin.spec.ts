import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { captchaAnswer } from '../support/admin';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { whenStill } from '../support/motion';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';

/*
 * Issue 8 foundation: the demo admin logs in to /admin (with the image captcha), sees the dashboard and the
 * audit log with the login just made. The content and finance stories are in admin-console.spec.ts.
 */

describe('admin console', () => {
  const site = useSite();

  it('the demo admin logs in, sees the dashboard, the audit log with the login, and logs out', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);

    const captcha = page.waitForResponse((r) => r.url().includes('/backend/api/v1/captcha/image'));
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    const key = ((await (await captcha).json()) as { data: { key: string } }).data.key;
    await page.getByLabel('用户名').waitFor();
    await page.locator('.admin-captcha img').waitFor();
    await saveShot(page, 'admin-login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('shuyuan123');
    await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(site.baseUrl, key));
    await page
      .getByRole('button', { name: '登 录' })
      .or(page.getByRole('button', { name: '登录' }))
      .click();

    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: /欢迎/ }).waitFor();
    await whenStill(page);
    assert.equal((await page.getByText('超级管理员').count()) > 0, true, 'role shown');
    await saveShot(page, 'admin-dashboard');

    await page.getByRole('menuitem', { name: '操作日志' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-logs');
    await page.getByRole('cell', { name: 'admin.login', exact: true }).first().waitFor();
    // Let the table's loading fade and the menu's transition finish before the picture.
    await page
      .locator('.ant-spin-spinning')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.mouse.move(1000, 900);
    await whenStill(page);
    await saveShot(page, 'admin-audit-logs');

    await page.getByRole('button', { name: /退出登录/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    assertNoProblems(problems, '/admin');
    await context.close();
  });
});
