import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { newMemberToken } from '../support/accounts';
import { IPHONE_UA, newContext, openPage } from '../support/browser';
import type { Activate, Article, Page as ListPage } from '../support/catalogue';
import { assertNoProblems } from '../support/expect-page';
import { phone, topBar } from '../support/h5';
import { layoutProblems } from '../support/h5-layout';
import { allCourses, lessonsOf } from '../support/learning';
import { loginToken } from '../support/member-session';
import { cn } from '../support/messages';
import { shootScreen } from '../support/shots';
import { apiData, useSite } from '../support/site';
import { h5Cn as H } from '../support/strings';

// Issue 19: the mobile site has every public screen of the desktop one (offline courses with enrolment,
// articles, announcements, about, search), a phone sent from a desktop address lands on its twin, and no
// English label overlaps another from 320 to 430 px.

const TOKEN_KEY = 'meedu-user-token';
const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

async function activates(baseUrl: string) {
  return (await apiData<ListPage<Activate>>(baseUrl, '/api/v2/activates?page_size=20')).data;
}

/** A phone at `width` px (the iPhone's user agent and touch), optionally logged in and in a language. */
async function phoneAt(
  site: { browser: import('playwright-core').Browser; baseUrl: string },
  width: number,
  { token, lang }: { token?: string; lang?: 'cn' | 'en' } = {},
): Promise<BrowserContext> {
  const context = await newContext(site.browser, site.baseUrl, {
    userAgent: IPHONE_UA,
    viewport: { width, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(
    ([k, v, l]) => {
      if (v) window.localStorage.setItem(k, v);
      if (l) window.localStorage.setItem('shuyuan-lang', l);
    },
    [TOKEN_KEY, token ?? '', lang ?? ''] as const,
  );
  return context;
}

describe('/h5: the public screens of the desktop site', () => {
  const site = useSite();

  it('a phone opening a desktop address lands on its mobile twin, query kept', async () => {
    const [activate] = await activates(site.baseUrl);
    const article = (await apiData<ListPage<Article>>(site.baseUrl, '/api/v2/articles?page_size=1')).data[0];
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    const cases: [string, string, string][] = [
      ['/activates', '/h5/activates', cn.catalogue.activates.title],
      [`/activates/detail/${activate.id}`, `/h5/activates/detail/${activate.id}`, activate.title],
      ['/articles', '/h5/articles', cn.content.articles.title],
      [`/articles/detail/${article.id}`, `/h5/articles/detail/${article.id}`, article.title],
      ['/announcement', '/h5/announcement', cn.content.announcement.title],
      ['/about', '/h5/about', cn.about.heading],
      ['/search?keywords=%E8%AE%BE%E8%AE%A1', '/h5/search', cn.catalogue.search.title],
    ];
    for (const [from, to, heading] of cases) {
      await page.goto(from);
      await page.waitForURL((u) => u.pathname === to);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    assert.equal(new URL(page.url()).searchParams.get('keywords'), '设计');
    await page.getByRole('main').locator('mark', { hasText: '设计' }).first().waitFor();

    assertNoProblems(problems, 'desktop addresses → /h5 twins');
    await context.close();
  });

  it('from the mobile home: offline courses → one → 报名 (a visitor logs in first; a member enrols)', async () => {
    const list = await activates(site.baseUrl);
    const free = list.find((a) => a.charge === 0 && a.state === 'open');
    assert.ok(free, 'the demo seed has a free offline course open for enrolment');
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    await page.goto('/h5');
    await page
      .getByRole('navigation', { name: cn.nav.label })
      .getByRole('link', { name: cn.nav.activates })
      .click();
    await page.waitForURL((u) => u.pathname === '/h5/activates');
    const chips = page.getByRole('navigation', { name: H.activates.categories });
    await chips.getByRole('link', { name: H.courses.all }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(free.title) })
      .click();
    await page.waitForURL((u) => u.pathname === `/h5/activates/detail/${free.id}`);
    await page.getByRole('heading', { level: 1, name: free.title }).waitFor();
    await shootScreen(page, 'h5-activate-visitor');

    // A visitor is asked to log in, and comes back here.
    await page.getByRole('button', { name: cn.catalogue.activates.enrolFree }).click();
    await page.waitForURL((u) => u.pathname === '/h5/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), `/h5/activates/detail/${free.id}`);
    assertNoProblems(problems, 'visitor enrol');
    await context.close();

    // A member (a new one, so no earlier story has enrolled them) enrols for free.
    const token = await newMemberToken(site.baseUrl);
    const member = await phoneAt(site, 375, { token });
    const m = await openPage(member);
    await m.page.goto(`/h5/activates/detail/${free.id}`);
    await m.page.getByRole('button', { name: cn.catalogue.activates.enrolFree }).click();
    await toast(m.page, cn.catalogue.activates.enrolledToast).waitFor();
    await m.page.locator('.h5-footer-bar').getByText(cn.catalogue.activates.enrolled).waitFor();
    assertNoProblems(m.problems, 'member enrol');
    await member.close();
  });

  it('a paid offline course opens the buy sheet for a member', async () => {
    const paid = (await activates(site.baseUrl)).find((a) => a.charge > 0 && a.state === 'open');
    assert.ok(paid, 'the demo seed has a paid offline course open for enrolment');
    const context = await phoneAt(site, 375, { token: await newMemberToken(site.baseUrl) });
    const { page, problems } = await openPage(context);
    await page.goto(`/h5/activates/detail/${paid.id}`);
    await page.getByRole('button', { name: H.activates.enrol }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText(paid.title).waitFor();
    await shootScreen(page, 'h5-activate-buy');
    assertNoProblems(problems, 'paid enrol');
    await context.close();
  });

  it('articles, announcements, about and search, each from the mobile home', async () => {
    const context = await phone(site);
    const { page, problems } = await openPage(context);
    const entries = () => page.getByRole('navigation', { name: cn.nav.label });

    await page.goto('/h5');
    await entries().getByRole('link', { name: cn.nav.articles }).click();
    await page.waitForURL((u) => u.pathname === '/h5/articles');
    await page.getByRole('navigation', { name: H.articles.categories }).waitFor();
    const first = page.getByRole('main').locator('a[href^="/h5/articles/detail/"]').first();
    const title = ((await first.locator('h3').textContent()) ?? '').trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('.h5-rich').waitFor();

    await page.goto('/h5');
    await page.locator('.h5-notice').click();
    await page.waitForURL((u) => u.pathname === '/h5/announcement' && u.searchParams.has('id'));
    await page.getByRole('heading', { level: 1, name: cn.content.announcement.title }).waitFor();
    const all = page.getByRole('region', { name: H.announcements.all });
    const other = all.getByRole('link').nth(1);
    const otherTitle = ((await other.textContent()) ?? '').trim();
    await other.click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    assert.ok(
      otherTitle.startsWith(((await page.locator('#h5-announcement-title').textContent()) ?? '').trim()),
    );

    await page.goto('/h5');
    await entries().getByRole('link', { name: cn.nav.about }).click();
    await page.waitForURL((u) => u.pathname === '/h5/about');
    await page.locator('.h5-rich').waitFor();

    await page.goto('/h5');
    await topBar(page).getByRole('link', { name: H.search }).click();
    await page.waitForURL((u) => u.pathname === '/h5/search');
    await page.getByRole('button', { name: H.find.submit }).click();
    await toast(page, cn.header.searchEmpty).waitFor();
    assert.equal(path(page), '/h5/search');
    await page.getByRole('searchbox', { name: H.find.label }).fill('设计');
    await page.getByRole('button', { name: H.find.submit }).click();
    await page.waitForURL((u) => u.searchParams.get('keywords') === '设计');
    const types = page.getByRole('navigation', { name: H.find.types });
    await page.getByRole('main').locator('mark').first().waitFor();
    await types.getByRole('link', { name: cn.catalogue.search.article }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'article');
    // Only articles now, each opening its mobile page.
    await page.waitForFunction(() => {
      const hits = [...document.querySelectorAll('main a.h5-article')];
      return (
        hits.length > 0 &&
        hits.every((a) => /^\/h5\/articles\/detail\/\d+$/.test(a.getAttribute('href') ?? ''))
      );
    });

    assertNoProblems(problems, 'articles, announcements, about, search');
    await context.close();
  });

  it('every /h5 screen fits at 320, 375 and 430 px: in English nothing overlaps or is cut (screenshots zh and en)', async () => {
    const token = await loginToken(site.baseUrl);
    const courses = await allCourses(site.baseUrl);
    const paid = courses.find((c) => c.charge > 0) ?? courses[0];
    const [lesson] = await lessonsOf(
      site.baseUrl,
      courses.find((c) => c.is_free === 1)?.id ?? paid.id,
      token,
    );
    const list = await activates(site.baseUrl);
    const activate = list.find((a) => a.charge > 0 && a.state === 'open') ?? list[0];
    const article = (await apiData<ListPage<Article>>(site.baseUrl, '/api/v2/articles?page_size=1')).data[0];
    const added: [string, string][] = [
      ['activates', '/h5/activates'],
      ['activate', `/h5/activates/detail/${activate.id}`],
      ['articles', '/h5/articles'],
      ['article', `/h5/articles/detail/${article.id}`],
      ['announcement', '/h5/announcement'],
      ['about', '/h5/about'],
      ['search', '/h5/search?keywords=%E8%AE%BE%E8%AE%A1'],
    ];
    const older: [string, string][] = [
      ['home', '/h5'],
      ['courses', '/h5/courses'],
      ['course', `/h5/courses/detail/${paid.id}`],
      ['study', '/h5/study'],
      ['me', '/h5/member'],
      ['orders', '/h5/member/orders'],
      ['messages', '/h5/member/messages'],
      ['video', `/h5/courses/video/${lesson.id}`],
    ];
    const problemsSeen: string[] = [];
    for (const width of [320, 375, 430]) {
      for (const lang of ['en', 'cn'] as const) {
        const context = await phoneAt(site, width, { token, lang });
        const { page, problems } = await openPage(context);
        // Chinese is the shorter language: its screenshots are of the new screens only.
        for (const [name, route] of lang === 'en' ? [...added, ...older] : added) {
          await page.goto(route);
          await page.locator('.h5-main').waitFor();
          await shootScreen(page, `h5-${name}-${lang}`);
          for (const p of await layoutProblems(page)) problemsSeen.push(`${route} ${lang} @${width}: ${p}`);
        }
        assertNoProblems(problems, `/h5 screens ${lang} @${width}`);
        await context.close();
      }
      const visitor = await phoneAt(site, width, { lang: 'en' });
      const v = await openPage(visitor);
      await v.page.goto('/h5/login');
      await v.page.getByRole('heading', { level: 1 }).waitFor();
      await shootScreen(v.page, 'h5-login-en');
      for (const p of await layoutProblems(v.page)) problemsSeen.push(`/h5/login en @${width}: ${p}`);
      await visitor.close();
    }
    assert.deepEqual(problemsSeen, []);
  });
});
