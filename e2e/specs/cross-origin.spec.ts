import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminApi, adminToken, loginInBrowser } from '../support/admin';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { allCourses } from '../support/learning';
import { useSite } from '../support/site';

/*
 * Issue 20: a storefront on another origin calls the API from the browser once an administrator lists its
 * origin in the console (跨域与统计), and shows the course covers (absolute addresses); an origin that is
 * not listed is refused by the browser. The second origin is a tiny server of this story on another port.
 */

/**
 * The other origin's page: it asks the API for courses and for one course's detail (simple requests; the
 * detail gives the cover) and for the member (a preflight).
 */
const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>另一个来源</title></head>
<body><main><h1>另一个来源的店面</h1><p id="courses">…</p><p id="member">…</p><img id="cover" alt="课程封面"></main>
<script>
const query = new URLSearchParams(location.search);
const api = query.get('api');
const show = (id, text) => { document.getElementById(id).textContent = text; };
fetch(api + '/api/v2/courses?page=1&size=3')
  .then((r) => r.json())
  .then((body) => show('courses', '课程 ' + body.data.total))
  .catch((e) => show('courses', '被拒绝 ' + e.name));
fetch(api + '/api/v2/course/' + query.get('course'))
  .then((r) => r.json())
  .then((body) => { document.getElementById('cover').src = body.data.course.thumb; })
  .catch(() => undefined);
fetch(api + '/api/v2/member/detail', { headers: { authorization: 'Bearer not-a-token' } })
  .then((r) => r.json())
  .then((body) => show('member', '会员 ' + body.code))
  .catch((e) => show('member', '被拒绝 ' + e.name));
</script></body></html>`;

async function startOtherOrigin(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Saves the console's CORS origins through the settings page, as an administrator does. */
async function saveOriginsInConsole(page: Page, value: string) {
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.getByRole('tab', { name: '跨域与统计' }).click();
  const field = page.getByLabel('允许跨域调用的来源');
  await field.fill(value);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/backend/api/v1/settings') && r.request().method() === 'PUT',
  );
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^保\s?存$/ })
    .click();
  assert.equal(((await (await saved).json()) as { code: number }).code, 0, 'the origins are saved');
}

describe('a storefront on another origin', () => {
  const site = useSite();
  let other: { server: Server; origin: string };

  before(async () => {
    other = await startOtherOrigin();
  });
  after(async () => {
    // The run's other stories see the site as it was: no other origin allowed.
    const token = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await adminApi(site.baseUrl, token, 'PUT', '/settings', { values: { 'site.cors_origins': '' } });
    await new Promise((resolve) => other.server.close(resolve));
  });

  it('reads the API once its origin is listed in the console, and is refused once it is not', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page: console_, problems } = await openPage(context);
    await loginInBrowser(console_, site.baseUrl, 'admin', 'shuyuan123');
    await saveOriginsInConsole(console_, other.origin);

    // A course with a cover (the newest courses may be other stories', made without one).
    const withCover = (await allCourses(site.baseUrl)).find((c) => c.thumb);
    assert.ok(withCover, 'the demo has a course with a cover');
    const storefront = await context.newPage();
    const storefrontUrl = `${other.origin}/?api=${encodeURIComponent(site.baseUrl)}&course=${withCover.id}`;
    await storefront.goto(storefrontUrl);
    await storefront.getByText(/^课程 \d+$/).waitFor();
    // The preflighted call (an Authorization header) went through too: the API's own answer, 401.
    await storefront.getByText('会员 401').waitFor();
    // The cover's address is absolute, so the other origin shows it.
    const cover = storefront.getByRole('img', { name: '课程封面' });
    await storefront.waitForFunction(() => (document.getElementById('cover') as HTMLImageElement).src !== '');
    assert.match(String(await cover.getAttribute('src')), new RegExp(`^${site.baseUrl}/storage/`));
    await storefront.waitForFunction(() => {
      const img = document.getElementById('cover') as HTMLImageElement | null;
      return img?.complete === true && img.naturalWidth > 0;
    });

    // Another origin listed instead: the browser refuses this one's calls at once, no restart. Written
    // through the admin API: a second save on the same console form sometimes found its button still
    // spinning from the first (beside a CPU hog, 1 run in 6; under investigation, see issue 20's note).
    const token = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await adminApi(site.baseUrl, token, 'PUT', '/settings', {
      values: { 'site.cors_origins': 'https://shop.example.com' },
    });
    await storefront.goto(storefrontUrl);
    await storefront.locator('#courses', { hasText: '被拒绝 TypeError' }).waitFor();
    await storefront.locator('#member', { hasText: '被拒绝 TypeError' }).waitFor();
    // What the browser was told: no Access-Control-Allow-Origin for this origin.
    const preflight = await fetch(`${site.baseUrl}/api/v2/member/detail`, {
      method: 'OPTIONS',
      headers: { origin: other.origin, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);

    assertNoProblems(problems, 'the console');
    await context.close();
  });
});
