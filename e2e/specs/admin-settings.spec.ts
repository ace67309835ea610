import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { adminApi, adminToken, loginInBrowser, settle } from '../support/admin';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';

/* Issue 8: settings with write-only secrets, and a look at every content and finance page (screenshots). */

/** An app private key as Alipay's key tool makes one: RSA 2048, PKCS#8 PEM (the server parses it when saved). */
const appPrivateKeyPem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;

describe('admin console settings', () => {
  const site = useSite();

  it('the super admin saves a payment secret that is never shown again, and browses the content pages', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.getByRole('tab', { name: '支付' }).click();
    // The key is checked when saved, so it is a real one; the channel stays off (nothing it needs to be
    // enabled is asked for here, and the rest of the run pays in the sandbox).
    const alipay = page.getByRole('region', { name: '支付宝' });
    const secret = alipay.getByLabel(/^应用私钥/);
    await alipay.getByLabel('App ID', { exact: true }).fill('2021000000000001');
    await secret.fill(appPrivateKeyPem());
    assert.equal(await alipay.getByRole('switch', { name: '启用支付宝' }).isChecked(), false);
    await alipay.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('已保存').first().waitFor();
    // After a save the card no longer holds the secret: it says one is set.
    await alipay.getByText('已设置', { exact: true }).waitFor();
    assert.equal(await secret.inputValue(), '');
    // Saving one tab leaves every other setting as it was (the about page keeps its text).
    const about = await (await fetch(`${site.baseUrl}/aboutus`)).text();
    assert.match(about, /书院/);
    await page.reload();
    await page.getByRole('tab', { name: '支付' }).click();
    // Write-only: the field comes back empty, saying a secret is set.
    await alipay.getByText('已设置', { exact: true }).waitFor();
    assert.equal(await secret.inputValue(), '');
    assert.equal(await secret.getAttribute('placeholder'), '留空则不修改');
    assert.equal(await alipay.getByLabel('App ID', { exact: true }).inputValue(), '2021000000000001');
    // A second save with the field left empty keeps the stored key.
    await alipay.getByLabel(/^PID/).fill('2088000000000001');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/backend/api/v1/settings') && r.request().method() === 'PUT',
    );
    await alipay.getByRole('button', { name: /^保\s?存$/ }).click();
    assert.equal(((await (await saved).json()) as { code: number }).code, 0, 'the second save is taken');
    const root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const stored = await adminApi<{
      values: Record<string, { appPrivateKey?: string; sellerId?: string }>;
      secrets_set: string[];
    }>(site.baseUrl, root, 'GET', '/settings');
    assert.ok(stored.secrets_set.includes('payment.alipay.appPrivateKey'), 'the key is still set');
    assert.equal(stored.values['payment.alipay']?.appPrivateKey, '', 'the key is never sent back');
    assert.equal(stored.values['payment.alipay']?.sellerId, '2088000000000001');
    await page.reload();
    await page.getByRole('tab', { name: '支付' }).click();
    await alipay.getByText('已设置', { exact: true }).waitFor();
    assert.equal(await alipay.getByRole('switch', { name: '启用支付宝' }).isChecked(), false);
    await settle(page);
    await saveShot(page, 'admin-settings-payment');
    await page.getByRole('tab', { name: '功能开关' }).click();
    await settle(page);
    await saveShot(page, 'admin-settings-func');

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
      await saveShot(page, shot);
    }
    assertNoProblems(problems, 'the settings story');
    await context.close();
  });
});
