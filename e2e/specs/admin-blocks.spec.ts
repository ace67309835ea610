import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminApi, adminToken, firstCourseCategory, loginInBrowser, settle } from '../support/admin';
import { newContext, openPage, PHONE } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { memberBuys } from '../support/member-purchase';
import { saveShot } from '../support/shots';
import { apiData, useSite } from '../support/site';

/*
 * Issue 8 stories: an editor adds a course grid to the PC home in the console and it shows on the home
 * page; an editor reorders the blocks by dragging them; an editor uploads a course attachment and the buyer
 * downloads it; the console speaks English.
 */
const run = Date.now().toString(36);
const PASSWORD = 'e2e-pass-123';
const GRID = `E2E 本周推荐 ${run}`;

/** A small file that sniffs as PDF. */
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('admin home blocks and attachments', () => {
  const site = useSite();
  const editor = `e2e-blk-${run}`;
  let root = '';

  it('the super admin creates an editor', async () => {
    root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await adminApi(site.baseUrl, root, 'POST', '/administrators', {
      username: editor,
      name: '装修编辑小陈',
      role: 'editor',
      password: PASSWORD,
    });
  });

  it('an editor adds a course grid to the PC home, moves it up, previews it, and it is on the home page', async () => {
    const courses = await adminApi<{ data: { id: number; title: string }[] }>(
      site.baseUrl,
      root,
      'GET',
      '/courses?is_show=1&size=5',
    );
    const pick = courses.data[0];
    assert.ok(pick, 'the demo has a published course');

    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, editor, PASSWORD);
    await page.getByRole('menuitem', { name: '首页装修' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/view-blocks');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await settle(page);
    await saveShot(page, 'admin-blocks', { fullPage: true });

    await page.getByRole('button', { name: /添加区块/ }).click();
    await page.getByRole('menuitem', { name: /课程网格/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(GRID);
    const picker = dialog.getByRole('combobox', { name: '课程' });
    await picker.click();
    await picker.fill(pick.title.slice(0, 6));
    await page
      .locator('.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: `${pick.id} · ${pick.title}` })
      .click();
    await page.keyboard.press('Escape').catch(() => undefined);
    await settle(page);
    await saveShot(page, 'admin-block-form');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(GRID).waitFor();
    assert.equal(await rows.count(), before + 1);
    // New blocks go last; one move up puts it before the block that was last.
    const last = rows.nth(before);
    await last.getByRole('button', { name: '上移' }).click();
    await rows
      .nth(before - 1)
      .getByText(GRID)
      .waitFor();

    await page.getByRole('button', { name: /预\s?览/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('heading', { name: GRID }).waitFor();
    await drawer.getByText(pick.title).first().waitFor();
    await drawer.getByRole('heading', { name: GRID }).scrollIntoViewIfNeeded();
    await page
      .locator('.ant-message-notice')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await settle(page);
    await saveShot(page, 'admin-block-preview');
    await page.keyboard.press('Escape');

    const home = await context.newPage();
    await home.goto('/');
    await home.getByRole('heading', { name: GRID }).waitFor();
    // The later blocks load as they scroll into view: the order is read from the storefront's answer.
    const blocks = await apiData<{ config_render: { title?: string } }[]>(
      site.baseUrl,
      '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
    );
    const titles = blocks.map((b) => b.config_render.title);
    assert.equal(titles.indexOf(GRID), titles.length - 2, `the grid is second to last: ${titles}`);
    await home.close();

    // The other kinds' forms: decoration HTML with its sanitised preview, and a slider's pictures.
    await page.getByRole('button', { name: /添加区块/ }).click();
    await page.getByRole('menuitem', { name: /自定义 HTML/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: '区块 HTML' })
      .fill(
        '<div style="padding: 16px; background: #e8f5ed"><h3>暑期学习计划</h3><p>七月开班，名额有限。</p></div>',
      );
    await page.getByRole('dialog').getByRole('heading', { name: '暑期学习计划' }).waitFor();
    await settle(page);
    await saveShot(page, 'admin-block-html');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消/ })
      .click();
    await page.getByRole('button', { name: /添加区块/ }).click();
    await page.getByRole('menuitem', { name: /^轮播图 一组图片/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /添加图片/ })
      .waitFor();
    await settle(page);
    await saveShot(page, 'admin-block-slider');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消/ })
      .click();

    // Deleting it takes it off the home page again (and leaves the demo home as it was for other stories).
    const row = rows.filter({ hasText: GRID });
    await row.getByRole('button', { name: /删\s?除/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    await row.waitFor({ state: 'detached' });
    const after = await apiData<{ config_render: { title?: string } }[]>(
      site.baseUrl,
      '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
    );
    assert.ok(
      !after.some((b) => b.config_render.title === GRID),
      'the deleted grid is gone from the home page',
    );
    assertNoProblems(problems, 'the home blocks story');
    await context.close();
  });

  it('an editor drags a block down with the mouse; the new order holds after a reload', async () => {
    const place = { platform: 'pc', page: 'pc-page-index' };
    const listPath = `/view-blocks?platform=${place.platform}&page=${place.page}`;
    const original = (await adminApi<{ id: number }[]>(site.baseUrl, root, 'GET', listPath)).map((b) => b.id);
    assert.ok(original.length >= 3, 'the demo PC home has three blocks or more');
    // The first block dropped onto the third: the second and third move up one place each.
    const [a, b, c, ...rest] = original;
    const expected = [b, c, a, ...rest];

    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, editor, PASSWORD);
    await page.goto('/admin/view-blocks');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const order = () => rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row-key'))));
    await rows.nth(2).waitFor();
    assert.deepEqual(await order(), original);

    const handle = await rows.first().getByRole('button', { name: '拖动排序' }).boundingBox();
    const from = await rows.first().boundingBox();
    const onto = await rows.nth(2).boundingBox();
    assert.ok(handle && from && onto, 'the rows and the handle are on screen');
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    // Travel so the dragged row's centre lands on the third row's centre.
    const by = onto.y + onto.height / 2 - (from.y + from.height / 2);
    const saved = page.waitForRequest((r) => r.url().includes('/view-blocks/sort') && r.method() === 'POST');
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + by, { steps: 24 });
    await page.waitForTimeout(300);
    await saveShot(page, 'admin-blocks-dragging');
    await page.mouse.up();
    assert.deepEqual((await saved).postDataJSON(), { ...place, ids: expected });
    await page.getByText('顺序已更新').waitFor();

    await page.reload();
    await rows.nth(2).waitFor();
    assert.deepEqual(await order(), expected, 'the dropped order is what the server kept');
    await settle(page);
    await saveShot(page, 'admin-blocks-dnd-1920', { fullPage: true });
    await page.setViewportSize(PHONE);
    await rows.first().getByRole('button', { name: '拖动排序' }).waitFor();
    await settle(page);
    await saveShot(page, 'admin-blocks-dnd-375', { fullPage: true });
    assertNoProblems(problems, 'the drag and drop story');
    await context.close();
    // The demo home as it was, for the stories that read it.
    await adminApi(site.baseUrl, root, 'POST', '/view-blocks/sort', { ...place, ids: original });
  });

  it('an editor uploads a course attachment; the buyer downloads it', async () => {
    const course = await adminApi<{ id: number }>(site.baseUrl, root, 'POST', '/courses', {
      title: `E2E 附件课 ${run}`,
      category_id: await firstCourseCategory(site.baseUrl, root),
      charge: 9.9,
      is_show: true,
      short_description: '带讲义的课',
    });
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, editor, PASSWORD);
    await page.goto(`/admin/courses/${course.id}?tab=attachments`);
    await page.locator('[data-testid="attachment-upload"]').setInputFiles({
      name: '线性代数讲义.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('cell', { name: /线性代数讲义\.pdf/ }).waitFor();
    const row = page.getByRole('row', { name: /线性代数讲义/ });
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    await page.getByRole('dialog').getByLabel('附件名').fill('第一章 讲义');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.getByRole('cell', { name: /第一章 讲义\.pdf/ }).waitFor();
    await settle(page);
    await saveShot(page, 'admin-course-attachments', { fullPage: true });
    assertNoProblems(problems, 'the attachment story');
    await context.close();

    const list = await adminApi<{ id: number; name: string }[]>(
      site.baseUrl,
      root,
      'GET',
      `/courses/${course.id}/attachments`,
    );
    assert.equal(list[0]?.name, '第一章 讲义.pdf');
    const buyer = await memberBuys(site.baseUrl, course.id);
    const sign = await fetch(`${site.baseUrl}/api/v3/course/${course.id}/attach/${list[0].id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const { data } = (await sign.json()) as { data: { download_url: string } };
    const file = await fetch(data.download_url);
    assert.equal(file.status, 200);
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), PDF);
    assert.match(file.headers.get('content-disposition') ?? '', /filename\*=UTF-8''/);
  });

  it('the console speaks English on the blocks, content, catalogue and settings pages', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    // The language the site's switch remembers; each page below is a full load that reads it.
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    const pages: [string, string, string][] = [
      ['/admin/view-blocks', 'Home blocks', 'admin-blocks-en'],
      ['/admin/articles', 'Articles', 'admin-articles-en'],
      ['/admin/categories', 'Categories', 'admin-categories-en'],
      ['/admin/activates', 'Offline courses', 'admin-activates-en'],
      ['/admin/settings', 'Settings', 'admin-settings-en'],
    ];
    for (const [path, heading, shot] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 3 }).waitFor();
      await settle(page);
      // Data (titles, names) may be Chinese; the console's own words (headers, labels, buttons) are not.
      const words = await page
        .locator(
          '.ant-layout-content :is(.ant-table-thead, .ant-form-item-label, button, .ant-tabs-tab, .ant-segmented)',
        )
        .allInnerTexts();
      const chinese = words.filter((w) => /[\u3400-\u9fff]/.test(w));
      assert.deepEqual(chinese, [], `${path} in English`);
      await saveShot(page, shot, { fullPage: true });
    }
    assertNoProblems(problems, 'the English console');
    await context.close();
  });
});
