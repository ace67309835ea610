import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginInBrowser } from '../support/admin';
import { DESKTOP, newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { useSite } from '../support/site';

/*
 * Issue 23, the question bank's first slice: an editor files a category from the 考试 menu, writes a single
 * choice question in its own editor, finds it by its type, and cannot delete the category while it holds it.
 */
const run = Date.now().toString(36);
const CATEGORY = `网络基础 ${run}`;
const STEM = `哪个协议提供可靠传输 ${run}`;

describe('question bank in the console', () => {
  const site = useSite();

  it('an editor files a category and a single choice question, then finds it by type', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');

    await page.getByRole('menuitem', { name: '题库分类' }).click();
    await page.getByRole('heading', { name: '题库分类', level: 3 }).waitFor();
    await page.getByRole('button', { name: /新\s?建/ }).click();
    const catDialog = page.getByRole('dialog');
    await catDialog.getByLabel('分类名').fill(CATEGORY);
    await catDialog.getByRole('button', { name: /保\s?存/ }).click();
    await catDialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: CATEGORY }).waitFor();

    await page.getByRole('menuitem', { name: '试题' }).click();
    await page.getByRole('heading', { name: '试题', level: 3 }).waitFor();
    await page.getByRole('button', { name: /新\s?建/ }).click();
    const dialog = page.getByRole('dialog');
    // The category picker searches: typed, the list holds the one category, and Enter takes it (a click
    // on an option while the list slides in can miss). The pick shows before the story goes on.
    const category = dialog.getByRole('combobox', { name: '分类' });
    await category.fill(CATEGORY);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
      .filter({ hasText: CATEGORY })
      .waitFor();
    await category.press('Enter');
    await dialog.locator('.ant-select-content', { hasText: CATEGORY }).waitFor();
    await dialog.getByLabel('题干').fill(STEM);
    await dialog.getByRole('textbox', { name: '选项 A' }).fill('UDP');
    await dialog.getByRole('textbox', { name: '选项 B' }).fill('TCP');
    await dialog.getByRole('radio', { name: 'B' }).check();
    assert.equal(await dialog.getByLabel('题干').inputValue(), STEM);
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: STEM });
    await row.waitFor();
    assert.ok(await row.getByText('单选题').isVisible(), 'the row names its type');
    assert.ok(await row.getByText(CATEGORY).isVisible(), 'the row names its category');

    // Filtered to true/false questions, the new single choice leaves the list.
    await page.getByRole('combobox', { name: '题型' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '判断题' })
      .click();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('menuitem', { name: '题库分类' }).click();
    const catRow = page.getByRole('row').filter({ hasText: CATEGORY });
    await catRow.getByRole('button', { name: /删\s?除/ }).click();
    await page.getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByText('该分类下还有试题或子分类，无法删除').waitFor();
    assertNoProblems(problems, 'the question bank');
    await context.close();
  });
});
