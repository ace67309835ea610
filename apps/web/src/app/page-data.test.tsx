import { PAGE_DATA_ELEMENT_ID } from '@shuyuan/contract/web-pages';
import { render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseDetailQuery, readCourseDetail } from '#features/catalogue';
import { http } from '#lib/http';
import { initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';
import { AppProviders } from './providers';
import { routes } from './router';
import { seedPageData } from './start-up';

/*
 * Issue 21: the course page's HTML carries its course detail (the server's seo/page-data.ts); start-up puts it
 * in the query cache under the anonymous visitor's key, so the page draws without its API call.
 */

const course = {
  id: 3,
  title: '</script> Vue 入门',
  slug: 'vue',
  thumb: 'https://school.example/storage/covers/vue.png',
  charge: 0,
  is_free: 1,
  short_description: '一门课',
  render_desc: '<p>第一课</p>',
  published_at: '2026-01-02 10:00:00',
  user_count: 12,
  is_allow_comment: 1,
  category: { id: 1, name: '前端' },
};
const answer = {
  code: 0,
  message: '',
  data: {
    course,
    chapters: [{ id: 5, title: '第一章' }],
    videos: { 5: [{ id: 9, course_id: 3, chapter_id: 5, title: '开篇', duration: 60 }] },
    isBuy: false,
    is_buy: false,
    isCollect: false,
    videoWatchedProgress: {},
    attach: [],
    teachers: [],
  },
};

/** A document as the server writes it: the JSON block escaped for a script element. */
function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('course');
  const escaped = json.replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${escaped}</script>`;
  return doc;
}

let asked: string[] = [];
const realAdapter = http.defaults.adapter;
/** The server as the axios instance sees it: every call is noted; none gets an answer. */
const noServer: AxiosAdapter = async (config) => {
  asked.push(String(config.url));
  return new Promise(() => undefined);
};

beforeAll(async () => {
  await initI18n('cn');
});
beforeEach(() => {
  asked = [];
  http.defaults.adapter = noServer;
});
afterEach(() => {
  http.defaults.adapter = realAdapter;
});

describe('the page data of the first HTML', () => {
  it("fills the cache with the course detail under the anonymous visitor's key only", () => {
    const client = createQueryClient();
    seedPageData(client, pageWith(JSON.stringify({ '/api/v2/course/3': answer })));
    expect(client.getQueryData(courseDetailQuery(3, 'anon').queryKey)).toEqual(readCourseDetail(answer.data));
    expect(client.getQueryData(courseDetailQuery(3, 'm7').queryKey)).toBeUndefined();
    expect(client.getQueryData(courseDetailQuery(3, 'anon', true).queryKey)).toBeUndefined();
  });

  it('leaves the cache empty for a failed answer, another path, a broken block or none', () => {
    for (const doc of [
      pageWith(JSON.stringify({ '/api/v2/course/3': { code: 404, message: '', data: null } })),
      pageWith(JSON.stringify({ '/api/v2/course/3/comments': answer })),
      pageWith('{"/api/v2/course/3":'),
      document.implementation.createHTMLDocument('none'),
    ]) {
      const client = createQueryClient();
      seedPageData(client, doc);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });

  it('lets the course page draw its title and lessons with no course call', async () => {
    const client = createQueryClient();
    seedPageData(client, pageWith(JSON.stringify({ '/api/v2/course/3': answer })));
    const router = createMemoryRouter(routes, { initialEntries: ['/courses/detail/3?tab=3'] });
    render(
      <AppProviders store={createAppStore()} queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeTruthy();
    expect(await screen.findByText('开篇')).toBeTruthy();
    expect(asked.filter((url) => url.startsWith('/api/v2/course/3'))).toEqual([]);
  });
});
