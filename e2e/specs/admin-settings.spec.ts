import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loginInBrowser, settle } from '../support/admin';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { useSite } from '../support/site';

/* Issue 8: settings with write-only secrets, and a look at every content and finance page (screenshots). */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin';

describe('admin console settings', () => {
  const site = useSite();

  it('the super admin saves a payment secret that is never shown again, and browses the content pages', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.getByRole('tab', { name: '支付' }).click();
    const secret = page.getByLabel('支付宝应用私钥');
    await secret.fill('-----BEGIN PRIVATE KEY-----e2e');
    await page.getByLabel('支付宝 App ID').fill('2021000000000001');
    await page
      .getByRole('tabpanel', { name: '支付' })
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.getByText('已保存').first().waitFor();
    // Saving one tab leaves every other setting as it was (the about page keeps its text).
    const about = await (await fetch(`${site.baseUrl}/aboutus`)).text();
    assert.match(about, /书院/);
    await page.reload();
    await page.getByRole('tab', { name: '支付' }).click();
    // Write-only: the field comes back empty, saying a secret is set.
    await page.getByPlaceholder('已设置（留空不修改）').first().waitFor();
    assert.equal(await page.getByLabel('支付宝应用私钥').inputValue(), '');
    assert.equal(await page.getByLabel('支付宝 App ID').inputValue(), '2021000000000001');
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/admin-settings-payment.png` });
    await page.getByRole('tab', { name: '功能开关' }).click();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/admin-settings-func.png` });

    for (const [menu, shot] of [
      ['专栏', 'admin-kechengs'],
      ['分类', 'admin-categories'],
      ['讲师', 'admin-teachers'],
      ['线下课', 'admin-activates'],
      ['文章', 'admin-articles'],
      ['公告', 'admin-announcements'],
      ['友情链接', 'admin-links'],
      ['轮播图', 'admin-sliders'],
      ['导航', 'admin-navs'],
      ['VIP 会员', 'admin-roles'],
      ['优惠码', 'admin-promo-codes'],
      ['管理员', 'admin-administrators'],
    ] as const) {
      await page
        .getByRole('menuitem')
        .filter({ hasText: new RegExp(`^${menu}$`) })
        .click();
      await page
        .locator('.ant-table-row')
        .first()
        .waitFor()
        .catch(() => undefined);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    }
    assertNoProblems(problems, 'the settings story');
    await context.close();
  });
});
