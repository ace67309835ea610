import { launchBrowser, newContext, openPage } from './support/browser';
import { startServer } from './support/server';
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  const { page, problems } = await openPage(context);
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('resp', r.status(), r.url()); });
  await page.goto('/about');
  await page.waitForTimeout(3000);
  console.log('url', page.url());
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click({ timeout: 5000 }).catch((e) => console.log('click failed', String(e).slice(0, 300)));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/acc/probe2.png' });
  console.log(problems);
} finally {
  await browser.close();
  await server.stop();
}
