// What the learning stories share: a course's lessons in page order, buying a course through the API, and
// the <video> element's state as the page sees it.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { cashier } from './api';
import type { Course, Page as ListPage } from './catalogue';
import { memberApi } from './member-session';
import { apiData } from './site';

export interface Lesson {
  id: number;
  title: string;
  free_seconds: number;
  ban_drag: number;
  duration: number;
}

interface CourseDetail {
  chapters: { id: number }[];
  videos: Record<string, Lesson[]>;
  is_buy: boolean;
}

/** The lessons of a course in the order the page lists them: loose ones first, then chapter by chapter. */
export async function lessonsOf(baseUrl: string, courseId: number, token?: string): Promise<Lesson[]> {
  const path = `/api/v2/course/${courseId}`;
  const detail = token
    ? await memberApi<CourseDetail>(baseUrl, token, path)
    : await apiData<CourseDetail>(baseUrl, path);
  const known = new Set(detail.chapters.map((c) => String(c.id)));
  const loose = Object.entries(detail.videos)
    .filter(([k]) => !known.has(k))
    .flatMap(([, v]) => v);
  return [...loose, ...detail.chapters.flatMap((c) => detail.videos[String(c.id)] ?? [])];
}

export async function allCourses(baseUrl: string): Promise<Course[]> {
  return (await apiData<ListPage<Course>>(baseUrl, '/api/v2/courses?page_size=100')).data;
}

/** Orders a course as the member and pays for it at the sandbox cashier (the form its 支付 button posts). */
export async function buyCourse(baseUrl: string, token: string, courseId: number) {
  const order = await memberApi<{ sign?: string; is_paid: boolean }>(baseUrl, token, '/api/v3/order', {
    method: 'POST',
    body: { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
  });
  if (!order.is_paid) {
    assert.match(await cashier(baseUrl, 'pay', order.sign ?? ''), /支付成功/);
  }
  const detail = await memberApi<{ is_buy: boolean }>(baseUrl, token, `/api/v2/course/${courseId}`);
  assert.ok(detail.is_buy, `course ${courseId} is bought`);
}

/** The playhead of the page's <video>. */
export const playhead = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('video.player__video')?.currentTime ?? -1);

/** Waits until the <video> has played to at least `seconds`. */
export async function playedTo(page: Page, seconds: number, timeout = 30_000) {
  await page.waitForFunction(
    (s) => (document.querySelector<HTMLVideoElement>('video.player__video')?.currentTime ?? 0) >= s,
    seconds,
    { timeout },
  );
}
