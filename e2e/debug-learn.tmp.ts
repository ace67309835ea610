import { launchBrowser } from './support/browser';
import { loginInBrowser } from './support/admin';
import { allCourses, lessonsOf } from './support/learning';
import { startServer } from './support/server';

const server = await startServer({ WEB_DIST_DIR: '/tmp/web-helper-learn' });
const browser = await launchBrowser();
try {
  const base = server.baseUrl;
  const course = (await allCourses(base)).find((c) => c.is_free === 1)!;
  const [first] = await lessonsOf(base, course.id);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await loginInBrowser(page, base, 'admin', 'shuyuan123');
  await page.goto(`/admin/courses/${course.id}`);
  await page.getByRole('tab', { name: '章节与视频' }).click();
  await page.getByRole('row', { name: new RegExp(first!.title) }).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('English').first().waitFor();
  // A refused file: the server's Chinese message is shown.
  await dialog.getByRole('combobox', { name: '语言' }).click();
  await page.locator('.ant-select-item-option', { hasText: '日本語' }).click();
  await dialog.getByTestId('caption-upload').setInputFiles({ name: 'a.srt', mimeType: 'text/plain', buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nこんにちは\n') });
  await page.getByText('字幕文件须为 WebVTT 格式（.vtt，首行以 WEBVTT 开头）').waitFor();
  await page.screenshot({ path: '/tmp/shots-learn/admin-captions-refused-1920.png' });
  await dialog.getByTestId('caption-upload').setInputFiles({ name: 'ja.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:01.000 --> 00:04.000\nこんにちは\n') });
  await page.getByText('字幕已上传').waitFor();
  await dialog.getByRole('cell', { name: 'ja', exact: true }).waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/shots-learn/admin-captions-1920.png' });
  await dialog.getByRole('button', { name: '删除 日本語' }).click();
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await page.getByText('字幕已删除').waitFor();
  console.log('rows after delete', await dialog.locator('.video-captions tbody tr').count());
  await context.close();
  const phone = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const p2 = await phone.newPage();
  await loginInBrowser(p2, base, 'admin', 'shuyuan123');
  await p2.goto(`/admin/courses/${course.id}`);
  await p2.getByRole('tab', { name: '章节与视频' }).click();
  await p2.getByRole('row', { name: new RegExp(first!.title) }).getByRole('button', { name: '编辑' }).click();
  await p2.getByRole('dialog').getByText('English').first().waitFor();
  await p2.getByRole('dialog').locator('.video-captions').scrollIntoViewIfNeeded();
  await p2.screenshot({ path: '/tmp/shots-learn/admin-captions-375.png' });
  await phone.close();
} finally {
  await browser.close();
  await server.stop();
}
