import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminApi, adminToken } from '../support/admin';
import { DESKTOP, newContext, openPage } from '../support/browser';
import { assertNoProblems } from '../support/expect-page';
import { phone, shot } from '../support/h5';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';
import { apiData, useSite } from '../support/site';

/*
 * Issue 20 story "the carousel from decorationPage": an editor sets the home slides through the console's
 * API; GET /api/v2/decorationPage/blocks answers them in MeEdu's shapes (pc-slider and the H5 slider as
 * [{src, href}], the H5 links as /h5 twins), and the carousel of the desktop home and of /h5 draws them from
 * that answer. The blocks are removed afterwards, so the demo homes are as they were for other stories.
 */
const run = Date.now().toString(36);
const OUTSIDE = `https://example.com/e2e-carousel-${run}`;

type Block = { id: number; sign: string; config_render: unknown };

describe('the carousel from decorationPage', () => {
  const site = useSite();

  it('slides set in the console are the home carousel on the desktop and on /h5', async () => {
    const root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    // Pictures the demo has (they load), in an order no demo carousel uses, and a course to link to.
    const demo = await apiData<{ thumb: string }[]>(site.baseUrl, '/api/v2/sliders?platform=PC');
    const [first, second] = [demo[2]?.thumb ?? '', demo[0]?.thumb ?? ''];
    assert.ok(first && second, 'the demo has PC slides');
    const courses = await apiData<{ data: { id: number; title: string }[] }>(
      site.baseUrl,
      '/api/v2/courses?page_size=1',
    );
    const course = courses.data[0];
    assert.ok(course, 'the demo has a course');
    const items = [
      { thumb: first, url: `/courses/detail/${course.id}` },
      { thumb: second, url: OUTSIDE },
    ];

    const created: number[] = [];
    const place = async (platform: 'pc' | 'h5', page: string) => {
      const block = await adminApi<{ id: number }>(site.baseUrl, root, 'POST', '/view-blocks', {
        platform,
        page,
        kind: 'slider',
        config: { items },
      });
      created.push(block.id);
      // A new block goes last; the editor moves it to the top, where a home's carousel is.
      const all = await adminApi<{ id: number }[]>(
        site.baseUrl,
        root,
        'GET',
        `/view-blocks?platform=${platform}&page=${page}`,
      );
      await adminApi(site.baseUrl, root, 'POST', '/view-blocks/sort', {
        platform,
        page,
        ids: [block.id, ...all.map((b) => b.id).filter((id) => id !== block.id)],
      });
    };

    try {
      await place('pc', 'pc-page-index');
      await place('h5', 'h5-page-index');

      // What MeEdu's own clients read.
      const pc = await apiData<Block[]>(
        site.baseUrl,
        '/api/v2/decorationPage/blocks?page_name=pc-page-index',
      );
      assert.equal(pc[0]?.sign, 'pc-slider');
      assert.deepEqual(pc[0]?.config_render, [
        { src: first, href: `/courses/detail/${course.id}` },
        { src: second, href: OUTSIDE },
      ]);
      const h5 = await apiData<Block[]>(
        site.baseUrl,
        '/api/v2/decorationPage/blocks?page_name=h5-page-index',
      );
      assert.equal(h5[0]?.sign, 'slider');
      assert.deepEqual(h5[0]?.config_render, [
        { src: first, href: `/h5/courses/detail/${course.id}` },
        { src: second, href: OUTSIDE },
      ]);

      // The desktop home draws the same slides, each with its link.
      const desktop = await newContext(site.browser, site.baseUrl);
      const { page, problems } = await openPage(desktop);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: cn.home.carousel });
      await carousel.locator(`a[href="${OUTSIDE}"] img[src="${second}"]`).waitFor({ state: 'attached' });
      const firstSlide = carousel.locator(`a[href="/courses/detail/${course.id}"]`);
      await firstSlide.locator(`img[src="${first}"]`).waitFor();
      await shoot(page, 'decoration-carousel', DESKTOP.width);
      await firstSlide.click();
      await page.waitForURL((u) => u.pathname === `/courses/detail/${course.id}`);
      await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
      assertNoProblems(problems, 'the desktop carousel from decorationPage');
      await desktop.close();

      // And /h5's, whose first slide opens the mobile page of the course.
      const mobile = await phone(site);
      const m = await openPage(mobile);
      await m.page.goto('/h5');
      const slides = m.page.getByRole('region', { name: cn.home.carousel });
      await slides.locator(`a[href="${OUTSIDE}"] img[src="${second}"]`).waitFor({ state: 'attached' });
      const mobileFirst = slides.locator(`a[href="/h5/courses/detail/${course.id}"]`);
      await mobileFirst.locator(`img[src="${first}"]`).waitFor();
      await shot(m.page, 'decoration-carousel');
      await mobileFirst.click();
      await m.page.waitForURL((u) => u.pathname === `/h5/courses/detail/${course.id}`);
      assertNoProblems(m.problems, 'the /h5 carousel from decorationPage');
      await mobile.close();
    } finally {
      for (const id of created) await adminApi(site.baseUrl, root, 'DELETE', `/view-blocks/${id}`);
    }
    // Without the blocks the homes fall back to the carousel slides of /api/v2/sliders again.
    const after = await apiData<Block[]>(
      site.baseUrl,
      '/api/v2/decorationPage/blocks?page_name=pc-page-index',
    );
    assert.deepEqual(
      ((after[0]?.config_render ?? []) as { src: string }[]).map((s) => s.src),
      demo.map((s) => s.thumb),
    );
  });
});
