import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { cn } from '../support/messages';
import { apiData, useSite } from '../support/site';

interface Block {
  sign: string;
  config_render: { title?: string; items?: { id: number; title: string }[] };
}

describe('content: the home page', () => {
  const site = useSite();

  it('a visitor sees the seeded courses on the home page, inside the site header and footer', async () => {
    const blocks = await apiData<Block[]>(
      site.baseUrl,
      '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
    );
    const courseBlocks = blocks.filter(
      (b) => b.sign === 'pc-vod-v1' && (b.config_render.items?.length ?? 0) > 0,
    );
    assert.ok(courseBlocks.length > 0, 'the demo seed puts at least one course block on the home page');

    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto('/');

    const header = page.getByRole('banner');
    await header.waitFor();
    await header
      .getByRole('navigation', { name: cn.nav.label })
      .getByRole('link', { name: cn.nav.courses })
      .waitFor();
    await page.getByRole('contentinfo').waitFor();

    const main = page.getByRole('main');
    for (const block of courseBlocks) {
      await main.getByRole('heading', { level: 2, name: block.config_render.title }).waitFor();
      for (const course of block.config_render.items ?? []) {
        const card = main.getByRole('heading', { level: 3, name: course.title, exact: true }).first();
        await card.waitFor();
      }
    }
    const cards = await main.locator('a[href^="/courses/detail/"]').count();
    const expected = new Set(courseBlocks.flatMap((b) => (b.config_render.items ?? []).map((c) => c.id)))
      .size;
    assert.ok(cards >= expected, `${cards} course links for ${expected} seeded courses`);

    assertNoProblems(problems, '/');
    await context.close();
  });
});
