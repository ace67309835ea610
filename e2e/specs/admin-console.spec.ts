import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { adminApi, adminToken, loginInBrowser, settle } from '../support/admin';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { memberBuys, memberOwns } from '../support/member-purchase';
import { saveShot } from '../support/shots';
import { useSite } from '../support/site';

/*
 * Issue 8 stories. An editor (created by the super admin through the API) builds a course with a chapter
 * and an uploaded video (tus, progress bar), publishes it, and finds it on the storefront. A member buys it
 * in the sandbox; finance refunds the order and the member loses the course.
 */
const run = Date.now().toString(36);
const COURSE = `E2E 线性代数 ${run}`;
const PASSWORD = 'e2e-pass-123';

/**
 * 12 MiB that sniff as MP4 (an ftyp box): three tus chunks, so the bar has steps to show. Written to a file
 * and given by path, as a person picks a file: the browser reads it from disk. Given as a buffer, Playwright
 * carries it to the page as 16 MB of base64 through the DevTools protocol, which on a busy machine took past
 * setInputFiles' 15 s (all three runs of 371cb20 side by side failed there).
 */
function fakeMp4File(): string {
  const bytes = Buffer.alloc(12 * 1024 * 1024, 1);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  const file = join(mkdtempSync(join(tmpdir(), 'shuyuan-e2e-upload-')), 'vectors.mp4');
  writeFileSync(file, bytes);
  return file;
}

describe('admin console stories', () => {
  const site = useSite();
  let courseId = 0;
  const staff = { editor: `e2e-ed-${run}`, finance: `e2e-fin-${run}` };

  it('the super admin creates an editor and a finance administrator', async () => {
    const root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    for (const role of ['editor', 'finance'] as const) {
      await adminApi(site.baseUrl, root, 'POST', '/administrators', {
        username: staff[role],
        name: role === 'editor' ? '内容编辑小林' : '财务小周',
        role,
        password: PASSWORD,
      });
    }
  });

  it('an editor creates a course with a chapter and an uploaded video, publishes it, and it is on /courses', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, staff.editor, PASSWORD);
    // The editor's menu holds content, not orders or the audit log.
    assert.equal(await page.getByRole('menuitem', { name: '订单' }).count(), 0);
    await page.getByRole('menuitem', { name: '课程' }).click();
    await page.getByRole('button', { name: /新建课程/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/courses/new');

    await page.getByLabel('课程名').fill(COURSE);
    // A course needs a category (the form refuses to save without one).
    await page.getByLabel('分类', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByLabel('价格（元）').fill('99');
    await page.getByLabel('简介').fill('从向量到特征值的一门入门课。');
    const desc =
      '## 本课内容\n\n- 向量与矩阵\n- 行列式 $\\det(A)$\n\n$$\nA\\mathbf{x} = \\lambda \\mathbf{x}\n$$\n\n```python\nimport numpy as np\nprint(np.eye(3))\n```';
    await page.locator('.admin-md textarea').fill(desc);
    // The preview is the server's rendering, typeset by KaTeX and highlighted like the storefront.
    await page.locator('.admin-md-preview .katex').first().waitFor();
    await page.locator('.admin-md-preview pre code.hljs').waitFor();
    await settle(page);
    await saveShot(page, 'admin-course-new', { fullPage: true });
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.waitForURL(
      (url) => /^\/admin\/courses\/\d+$/.test(url.pathname) && url.search.includes('tab=content'),
    );
    courseId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: /新建章节/ }).click();
    await page.getByRole('textbox', { name: '章节名' }).fill('第一章 向量');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    const chapter = page.getByRole('region', { name: '第一章 向量' });
    await chapter.waitFor();

    await chapter.getByRole('button', { name: /添加视频/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('视频名').fill('1.1 什么是向量');
    // Record every value the progress bar shows (a MutationObserver sees what polling would miss).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector(
          '.ant-modal .ant-progress [role="progressbar"], .ant-modal .ant-progress[role="progressbar"]',
        );
        const v = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen[seen.length - 1] !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const mp4 = fakeMp4File();
    await dialog.locator('[data-testid="media-upload-video"]').setInputFiles(mp4);
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-modal input[aria-label="视频地址"]');
      return input?.value.startsWith('uploads/');
    });
    const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    assert.ok(
      progress.some((v) => v > 0 && v < 100),
      `the bar moved through partial values: ${progress}`,
    );
    assert.equal(progress[progress.length - 1], 100);
    rmSync(dirname(mp4), { recursive: true, force: true });
    await dialog.getByLabel('时长（秒）').fill('600');
    await dialog.getByLabel('试看（秒，0 为不可试看）').fill('60');
    await dialog.getByRole('switch', { name: '禁止拖动进度' }).click();
    await settle(page);
    await saveShot(page, 'admin-video-upload');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await chapter.getByRole('cell', { name: '1.1 什么是向量' }).waitFor();
    // The dialog is gone (its mask took clicks while it closed) before the page head's button is pressed, and
    // the story waits for the publish call's answer, then for the button to turn: the states it needs.
    await dialog.waitFor({ state: 'hidden' });
    const published = page.waitForResponse(
      (r) => r.url().endsWith(`/courses/${courseId}/publish`) && r.request().method() !== 'GET',
    );
    // The console reads the course back and sees it published (the refetch the button's label follows). A
    // failure here is the server or the refetch; a failure at the button below is the page.
    const readBack = page.waitForResponse(
      async (r) =>
        r.url().endsWith(`/courses/${courseId}`) &&
        r.request().method() === 'GET' &&
        (await r.json()).data?.is_show === true,
    );
    await page.getByRole('button', { name: /^上\s?架$/ }).click();
    const answer = await published;
    assert.equal(answer.status(), 200);
    assert.deepEqual(await answer.json(), { code: 0, message: '', data: [] }, 'the publish call succeeded');
    await readBack;
    await page.getByRole('button', { name: /^下\s?架$/ }).waitFor();
    await settle(page);
    await saveShot(page, 'admin-course-content', { fullPage: true });

    await page.goto('/admin/courses');
    await page.getByRole('link', { name: COURSE }).waitFor();
    await settle(page);
    await saveShot(page, 'admin-courses');

    await page.goto('/admin/media');
    await page.getByRole('cell', { name: 'vectors.mp4' }).first().waitFor();
    await settle(page);
    await saveShot(page, 'admin-media');

    await page.goto('/courses');
    await page.getByText(COURSE).first().waitFor();
    await page.getByText(COURSE).first().click();
    await page.waitForURL((url) => url.pathname === `/courses/detail/${courseId}`);
    // The Markdown description as visitors get it: typeset formula, highlighted code.
    await page.locator('.rich-text .katex').first().waitFor();
    await page.locator('.rich-text pre code.hljs').waitFor();
    await page.goto(`/courses/detail/${courseId}?tab=3`);
    await page.getByText('1.1 什么是向量').first().waitFor();
    assertNoProblems(problems, 'the editor story');
    await context.close();
  });

  it('finance refunds a paid order and the member loses the course', async () => {
    assert.ok(courseId > 0, 'the editor story ran first');
    const member = await memberBuys(site.baseUrl, courseId);
    assert.equal(
      await memberOwns(site.baseUrl, member.token, courseId),
      true,
      'the sandbox payment delivered the course',
    );

    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, staff.finance, PASSWORD);
    assert.equal(
      await page.getByRole('menuitem', { name: '课程' }).count(),
      0,
      'finance has no content menu',
    );
    // The dashboard's charts (ECharts on canvas) with the sale just made.
    await page.locator('.admin-echart canvas').first().waitFor();
    await settle(page);
    await saveShot(page, 'admin-dashboard', { fullPage: true });
    await page.getByRole('menuitem', { name: '订单' }).click();
    await page.getByPlaceholder('搜索订单号').fill(member.orderNo);
    await page.getByPlaceholder('搜索订单号').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(member.orderNo) });
    await row.getByText('已支付').waitFor();
    // Mobiles are masked in the list.
    await row.getByText('138****0000').waitFor();
    await settle(page);
    await saveShot(page, 'admin-orders');
    await row.getByRole('button', { name: /详\s?情/ }).click();
    await page.getByRole('textbox', { name: '退款原因（可选）' }).fill('学员七天无理由退款');
    await settle(page);
    await saveShot(page, 'admin-order-detail');
    await page.getByRole('button', { name: /^退\s?款$/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    // The order says it is refunded (beside 已支付 in its 状态 row), and its 退款 table holds the
    // administrator's refund with the reason typed, done at the sandbox.
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('row', { name: /^状态/ }).getByText('已退款', { exact: true }).waitFor();
    const refundRow = drawer
      .getByRole('region', { name: '退款', exact: true })
      .getByRole('row')
      .filter({ hasText: '管理员退款' })
      .filter({ hasText: '学员七天无理由退款' });
    await refundRow.getByText('已退款', { exact: true }).waitFor();

    assert.equal(
      await memberOwns(site.baseUrl, member.token, courseId),
      false,
      'the refund took the course back',
    );
    await page.keyboard.press('Escape');
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^会员$/ })
      .click();
    await page.getByPlaceholder('昵称 / 手机号 / ID').fill('13800000000');
    await page.getByPlaceholder('昵称 / 手机号 / ID').press('Enter');
    const memberRow = page.getByRole('row', { name: /138\*\*\*\*0000/ });
    await memberRow.getByRole('button', { name: /详\s?情/ }).click();
    await page.locator('.ant-drawer').getByText(member.orderNo).waitFor();
    await settle(page);
    await saveShot(page, 'admin-member-detail');
    assertNoProblems(problems, 'the finance story');
    await context.close();

    // The audit log (super admin) holds both staff's changes.
    const root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const logs = await adminApi<{ data: { action: string; admin_username: string }[] }>(
      site.baseUrl,
      root,
      'GET',
      '/audit-logs?size=100',
    );
    const mine = logs.data.map((l) => `${l.admin_username}:${l.action}`);
    for (const entry of [
      `${staff.editor}:course.create`,
      `${staff.editor}:video.create`,
      `${staff.editor}:course.publish`,
      `${staff.finance}:order.refund`,
    ])
      assert.ok(mine.includes(entry), `audit log has ${entry}`);
  });
});
