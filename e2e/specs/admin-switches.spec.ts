import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminApi, adminToken, loginInBrowser, settle } from '../support/admin';
import { call, data } from '../support/api';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { shootScreen } from '../support/shots';
import { useSite } from '../support/site';

/*
 * The console's part of decision 031 and issue 19: the switches of modules the site lacks are disabled and
 * refused, the player's rules are set in the settings, the browser title, the promo-code list's 创建时间, a
 * course needs a category, and every page fits a 375 px phone (tables scroll inside their card).
 */

// biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's literal watermark placeholder
const MOBILE = '${mobile}';
const LOADED = '.ant-layout-content :is(.ant-table-row, .ant-table-placeholder, form, .ant-card)';

/** What a phone shows of a console page: nothing wider than the screen, no header squeezed into a column. */
async function fitsPhone(page: Page, path: string) {
  await page.goto(path);
  await page.locator(LOADED).first().waitFor();
  await settle(page);
  const headers = await page
    .locator('.ant-table-thead th')
    .evaluateAll((ths) =>
      ths.map((th) => [th.textContent ?? '', th.getBoundingClientRect().height] as const),
    );
  for (const [text, height] of headers)
    assert.ok(height < 64, `${path}: the header ${text} wraps (${height} px)`);
  const name = path.replace(/^\/admin\/?/, '').replace(/\W+/g, '-') || 'dashboard';
  await shootScreen(page, `admin-phone-${name}`, { fullPage: true });
}

describe('console: switches, player rules, titles, phones', () => {
  const site = useSite();

  it('settings: modules not built cannot be switched on; the player rules are saved and served', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    assert.equal(await page.title(), '书院管理后台');
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: '功能开关' }).click();
    assert.equal(
      await page.getByRole('switch', { name: '练习', exact: true }).isDisabled(),
      true,
      '练习 is not built',
    );
    assert.equal(await page.getByRole('switch', { name: '考试', exact: true }).isDisabled(), false);
    assert.equal(await page.getByRole('switch', { name: '积分商城', exact: true }).isDisabled(), true);
    assert.equal(await page.getByRole('switch', { name: '优惠码', exact: true }).isDisabled(), false);
    await settle(page);
    await shootScreen(page, 'admin-settings-switches', { fullPage: true });
    const token = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const { values } = await adminApi<{ values: { func: Record<string, boolean> } }>(
      site.baseUrl,
      token,
      'GET',
      '/settings',
    );
    const refused = await call(site.baseUrl, token, 'PUT', '/backend/api/v1/settings', {
      values: { func: { ...values.func, practice: true } },
    });
    assert.deepEqual([refused.code, refused.message], [1, '练习模块尚未提供，不能开启']);

    await page.getByRole('tab', { name: '播放器' }).click();
    await page.getByLabel('水印文字').fill(`${MOBILE} 书院`);
    await page.getByLabel('水印颜色').fill('#15803d');
    await page.getByRole('switch', { name: '防录屏水印', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '已保存' }).first().waitFor();
    const config = await data<{
      player: { enabled_bullet_secret: number; bullet_secret: Record<string, unknown> };
    }>(site.baseUrl, null, 'GET', '/api/v2/other/config');
    assert.equal(config.player.enabled_bullet_secret, 1);
    assert.deepEqual(config.player.bullet_secret, {
      size: 14,
      color: '#15803d',
      opacity: 1,
      text: `${MOBILE} 书院`,
    });
    await settle(page);
    await shootScreen(page, 'admin-settings-player');
    // A colour the player cannot draw is refused with the reason.
    await page.getByLabel('水印颜色').fill('red;x');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '水印颜色格式错误' }).first().waitFor();
    await adminApi(site.baseUrl, token, 'PUT', '/settings', {
      values: {
        'player.enabled_bullet_secret': 0,
        'player.bullet_secret': { size: 14, color: 'red', opacity: 1, text: MOBILE },
      },
    });
    assertNoProblems(problems, 'the settings story');
    await context.close();
  });

  it('the promo-code list says 创建时间, and a course without a category is not saved', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.goto('/admin/promo-codes');
    await page.getByRole('columnheader', { name: '创建时间' }).waitFor();
    assert.equal(await page.getByRole('columnheader', { name: '下单时间' }).count(), 0);

    await page.goto('/admin/courses/new');
    await page.getByLabel('课程名').fill('没有分类的课');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/backend/api/v1/courses')) posts.push(r.url());
    });
    await page.getByRole('button', { name: /保\s?存/ }).click();
    const field = page.locator('.ant-form-item').filter({ has: page.getByLabel('分类', { exact: true }) });
    await field.getByText('请选择课程分类').waitFor();
    assert.equal(
      (await field.locator('.ant-form-item-has-error, .ant-select-status-error').count()) > 0,
      true,
    );
    assert.deepEqual(posts, [], 'nothing is sent');
    await settle(page);
    await shootScreen(page, 'admin-course-needs-category');
    assertNoProblems(problems, 'the promo-code and course story');
    await context.close();
  });

  it('at 375 px each console page fits the phone, in Chinese and in English', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: PHONE });
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    for (const path of [
      '/admin',
      '/admin/courses',
      '/admin/promo-codes',
      '/admin/orders',
      '/admin/members',
    ]) {
      await fitsPhone(page, path);
    }
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: '功能开关' }).click();
    await page.getByRole('switch', { name: '证书', exact: true }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-phone-settings-switches', { fullPage: true });
    await page.goto('/admin/courses/new');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('请选择课程分类').waitFor();
    await settle(page);
    await shootScreen(page, 'admin-phone-course-needs-category');
    // The course table is wider than the phone: it scrolls inside its card, the page does not.
    await page.goto('/admin/courses');
    await page.locator('.ant-table-row').first().waitFor();
    const table = await page
      .locator('.ant-table-content')
      .evaluate((el) => [el.scrollWidth, el.clientWidth] as const);
    assert.ok(table[0] > table[1], `the course table scrolls inside its card (${table.join(' > ')})`);

    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings', level: 3 }).waitFor();
    assert.equal(await page.title(), 'Shuyuan Admin');
    await page.getByRole('tab', { name: 'Player' }).click();
    await settle(page);
    await shootScreen(page, 'admin-phone-settings-player-en', { fullPage: true });
    await fitsPhone(page, '/admin/promo-codes');
    await page.goto('/admin/courses/new');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.getByText('Choose a category').waitFor();
    await settle(page);
    await shootScreen(page, 'admin-phone-course-needs-category-en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/promo-codes');
    await page.getByRole('columnheader', { name: 'Created' }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-promo-codes-en');
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Features' }).click();
    await settle(page);
    await shootScreen(page, 'admin-settings-switches-en');
    assertNoProblems(problems, 'the phone console story');
    await context.close();
  });
});
