// What the catalogue stories share: the API shapes they read and waits for the app's own signals.
import assert from 'node:assert/strict';
import type { Page as PwPage } from 'playwright-core';
import { cn } from './messages';
import { apiData } from './site';

export interface Category {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}
export interface Course {
  id: number;
  title: string;
  category_id: number;
  is_free: number;
  charge: number;
  /** Absolute (the API makes asset addresses absolute); "" without a cover. */
  thumb: string;
}
export interface Page<T> {
  data: T[];
  total: number;
}

/** Waits for the document title (set once the screen's data is in). */
export async function expectTitle(page: PwPage, title: string) {
  await page
    .waitForFunction((t) => document.title === t, title)
    .catch(async () => {
      assert.equal(await page.title(), title);
    });
}

/** Waits until the list region has finished fetching (the previous page stays shown meanwhile). */
export async function listSettled(page: PwPage) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** "<page> - <site name>", the site name being the configured one. */
export async function titleFor(baseUrl: string, pageTitle: string) {
  const { name } = await apiData<{ name: string }>(baseUrl, '/api/v2/other/config');
  return `${pageTitle} - ${name || cn.app.name}`;
}

export interface Activate {
  id: number;
  title: string;
  charge: number;
  state: 'open' | 'full' | 'closed' | 'ended';
}
export interface Article {
  id: number;
  title: string;
  view_times: number;
}
