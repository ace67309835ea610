import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import {
  type Activate,
  type Article,
  type Course,
  expectTitle,
  type Page,
  titleFor,
} from '../support/catalogue';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';
import { apiData, useSite } from '../support/site';

describe('catalogue: offline courses, articles, announcements and search', () => {
  const site = useSite();

  it('offline courses: list → detail with time, place and the enrol button state', async () => {
    const list = await apiData<Page<Activate>>(site.baseUrl, '/api/v2/activates?page_size=12');
    assert.ok(list.total > 0, 'the demo seed has offline courses');
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/activates');
    await expectTitle(page, await titleFor(site.baseUrl, cn.catalogue.activates.title));
    for (const a of list.data) {
      await page.getByRole('main').getByRole('heading', { level: 2, name: a.title, exact: true }).waitFor();
    }
    const open = list.data.find((a) => a.state === 'open' && a.charge === 0) ?? list.data[0];
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(open.title) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/activates/detail/${open.id}`);
    await page.getByRole('heading', { level: 1, name: open.title }).waitFor();
    await page.getByRole('article', { name: cn.catalogue.activates.intro2 }).locator('.rich-text').waitFor();
    const label =
      open.state !== 'open'
        ? cn.catalogue.activates[open.state]
        : open.charge > 0
          ? cn.catalogue.activates.enrolPaid.replace('{{price}}', `￥${open.charge}`)
          : cn.catalogue.activates.enrolFree;
    const button = page.getByRole('main').getByText(label, { exact: true }).first();
    await button.waitFor();
    if (open.state === 'open' && open.charge === 0) {
      // An anonymous visitor gets the login dialog in place; the page stays where it is.
      await button.click();
      await page.getByRole('dialog', { name: cn.authDialogs.login.title }).waitFor();
      assert.equal(currentPath(page), `/activates/detail/${open.id}`);
    }
    assertNoProblems(problems, '/activates → detail');
    await context.close();
  });

  it('articles: list → detail with rich text and a view counted', async () => {
    const list = await apiData<Page<Article>>(site.baseUrl, '/api/v2/articles?page_size=10');
    assert.ok(list.total > 0, 'the demo seed has articles');
    const first = list.data[0];
    // The count as a read answers it now (a list is cached, and views reach its table once a second: under
    // NODE_ENV=test only when flushed); this read counts one view, the page's read the next.
    const viewed = await apiData<Article>(site.baseUrl, `/api/v2/article/${first.id}`);
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/articles');
    await page.getByRole('main').getByRole('heading', { level: 2, name: first.title, exact: true }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(first.title) })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/articles/detail/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.locator('article .rich-text').waitFor();
    await page
      .getByText(cn.content.articles.views.replace('{{count}}', String(viewed.view_times + 1)))
      .waitFor();
    await expectTitle(page, await titleFor(site.baseUrl, first.title));
    assertNoProblems(problems, '/articles → detail');
    await context.close();
  });

  it('announcements: the home line leads to /announcement?id= with the list beside it', async () => {
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: cn.home.announcement });
    const link = bar.getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL((u) => u.pathname === '/announcement' && u.searchParams.has('id'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { level: 2, name: cn.content.announcement.all }).waitFor();
    assertNoProblems(problems, '/ → /announcement');
    await context.close();
  });

  it('search from the header: typed tabs and the keyword highlighted', async () => {
    const keywords = 'Vue';
    const all = await apiData<Page<{ title: string; resource_type: string }>>(
      site.baseUrl,
      `/api/v3/search?keywords=${keywords}&kinds=all`,
    );
    assert.ok(all.total > 0, 'the demo seed matches "Vue"');
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('search');
    await box.getByRole('searchbox').or(box.getByRole('textbox')).fill(keywords);
    await box.getByRole('button', { name: cn.header.searchButton }).click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keywords') === keywords);
    await page
      .getByText(
        cn.catalogue.search.total.replace('{{count}}', String(all.total)).replace('{{keywords}}', keywords),
      )
      .waitFor();
    const marks = page.getByRole('main').locator('mark');
    await marks.first().waitFor();
    assert.equal((await marks.first().textContent())?.toLowerCase(), keywords.toLowerCase());

    const tabs = page.getByRole('tablist', { name: cn.catalogue.search.title });
    await tabs.getByRole('tab', { name: cn.catalogue.search.course, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'vod');
    const courses = await apiData<Page<{ resource_type: string }>>(
      site.baseUrl,
      `/api/v3/search?keywords=${keywords}&type=vod`,
    );
    const hits = page.getByRole('main').locator('.search-hit');
    await page
      .getByText(
        cn.catalogue.search.total
          .replace('{{count}}', String(courses.total))
          .replace('{{keywords}}', keywords),
      )
      .waitFor();
    assert.equal(await hits.count(), Math.min(10, courses.total));
    for (const type of await hits.locator('.search-hit__type').allTextContents()) {
      assert.equal(type, `【${cn.catalogue.search.course}】`);
    }

    // Nothing found: a clear empty state.
    await page.goto('/search?keywords=zzzzqqqq');
    await page.getByText(cn.catalogue.search.empty.replace('{{keywords}}', 'zzzzqqqq')).waitFor();
    assertNoProblems(problems, '/search');
    await context.close();
  });

  it('every catalogue screen at 1920 and 375 px (screenshots when SHOTS_DIR is set)', async () => {
    const course = (await apiData<Page<Course>>(site.baseUrl, '/api/v2/courses?page_size=1')).data[0];
    const activate = (await apiData<Page<Activate>>(site.baseUrl, '/api/v2/activates?page_size=1')).data[0];
    const article = (await apiData<Page<Article>>(site.baseUrl, '/api/v2/articles?page_size=1')).data[0];
    const screens: [string, string][] = [
      ['home', '/'],
      ['courses', '/courses'],
      ['course-detail', `/courses/detail/${course.id}`],
      ['course-catalogue', `/courses/detail/${course.id}?tab=3`],
      ['activates', '/activates'],
      ['activate-detail', `/activates/detail/${activate.id}`],
      ['articles', '/articles'],
      ['article-detail', `/articles/detail/${article.id}`],
      ['announcement', '/announcement'],
      ['about', '/about'],
      ['search', '/search?keywords=Vue'],
    ];
    for (const [width, viewport] of [
      [1920, DESKTOP],
      [375, PHONE],
    ] as const) {
      const context = await newContext(site.browser, site.baseUrl, { viewport });
      for (const [name, path] of screens) {
        const { page, problems } = await openPage(context);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('contentinfo').waitFor();
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await shoot(page, name, width);
        assertNoProblems(problems, `${path} at ${width} px`);
        await page.close();
      }
      await context.close();
    }
  });
});
