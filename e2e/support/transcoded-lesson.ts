import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { newMemberToken } from './accounts';
import { adminApi, firstCourseCategory } from './admin';
import { openPage } from './browser';
import { fill } from './commerce';
import { assertNoProblems } from './expect-page';
import { buyCourse, type Lesson, lessonsOf, playedTo, playhead } from './learning';
import { openLesson, player, startPlaying } from './lesson-player';
import { memberApi, memberContext } from './member-session';
import { cn } from './messages';
import type { Site } from './site';
import type { Uploaded } from './transcodes';

/*
 * Issue 22's stories after the upload, on the disk or in a bucket: a paid course playing the transcoded
 * upload, a buyer switching from 自动 to 360p while it plays, and a non-buyer's trial stopping at its limit.
 */

const L = cn.learning;

/** The quality button of the lesson's player, as it names the quality playing. */
export const qualityButton = (page: Page, title: string, name: string) =>
  player(page, title).getByRole('button', { name: fill(L.player.qualityValue, { name }) });

const menuNames = async (page: Page) =>
  (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim());

export interface PaidLesson {
  courseId: number;
  lesson: Lesson;
  /** A member who bought the course. */
  buyer: string;
}

/**
 * A paid course with one lesson playing the upload, bought by a new member. The lesson took its renditions
 * and its length from the transcode; play info lists 自动 and each rung, every one through the media route.
 */
export async function paidLessonOf(
  baseUrl: string,
  root: string,
  upload: Uploaded,
  names: { course: string; lesson: string; freeSeconds: number; seconds: number },
): Promise<PaidLesson> {
  const course = await adminApi<{ id: number }>(baseUrl, root, 'POST', '/courses', {
    title: names.course,
    category_id: await firstCourseCategory(baseUrl, root),
    charge: 19.9,
    is_show: true,
    short_description: '转码后自动选择清晰度的课',
  });
  await adminApi(baseUrl, root, 'POST', `/courses/${course.id}/videos`, {
    title: names.lesson,
    url: upload.url,
    free_seconds: names.freeSeconds,
    is_show: true,
  });
  const buyer = await newMemberToken(baseUrl);
  await buyCourse(baseUrl, buyer, course.id);
  const [lesson] = await lessonsOf(baseUrl, course.id, buyer);
  assert.ok(lesson && lesson.title === names.lesson, 'the course lists its lesson');
  assert.equal(lesson.duration, names.seconds);
  const info = await memberApi<{ urls: { name: string; format: string; url: string }[] }>(
    baseUrl,
    buyer,
    `/api/v2/video/${lesson.id}/playinfo`,
  );
  assert.deepEqual(
    info.urls.map((u) => `${u.name} ${u.format}`),
    ['自动 m3u8', '720p m3u8', '360p m3u8'],
  );
  for (const u of info.urls) assert.match(u.url, /\/api\/v3\/media\/[^/]+\/[\w.-]+\.m3u8$/);
  return { courseId: course.id, lesson, buyer };
}

/** What the media route's playlists named: the master's variants by picture height, the 360p variant's segments. */
export interface Ladder {
  variants: Map<number, string>;
  segments360: Set<string>;
  /** Every address the page asked for while it played, to tell where the media came from. */
  requested: string[];
}

function watchLadder(page: Page): Ladder {
  const ladder: Ladder = { variants: new Map(), segments360: new Set(), requested: [] };
  page.on('request', (r) => {
    ladder.requested.push(r.url());
  });
  page.on('response', async (r) => {
    if (!r.url().includes('/api/v3/media/') || !/\.m3u8$/.test(new URL(r.url()).pathname)) return;
    const text = await r.text().catch(() => '');
    const lines = text.split('\n').map((l) => l.trim());
    lines.forEach((line, i) => {
      const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
      const next = lines[i + 1];
      if (line.startsWith('#EXT-X-STREAM-INF:') && height && next)
        ladder.variants.set(Number(height), new URL(next, r.url()).href);
    });
    if (r.url() === ladder.variants.get(360))
      for (const l of lines) if (l && !l.startsWith('#')) ladder.segments360.add(new URL(l, r.url()).href);
  });
  return ladder;
}

/**
 * The buyer plays the lesson, finds 自动 plus 720p and 360p in the quality menu, picks 360p while it plays, and
 * it goes on from where it was in the smaller picture (hls.js switches in place and fetches that variant).
 * Answers the ladder the playlists named.
 */
export async function buyerSwitchesTo360(site: Site, paid: PaidLesson): Promise<Ladder> {
  const context = await memberContext(site.browser, site.baseUrl, paid.buyer);
  const { page, problems } = await openPage(context);
  const ladder = watchLadder(page);
  const { lesson } = paid;
  await openLesson(page, lesson);
  await startPlaying(page, lesson);
  await playedTo(page, 0.5);
  await qualityButton(page, lesson.title, L.player.qualityAuto).click();
  // 自动 and each rung once: the master's levels stand for the rungs play info also lists.
  const names = await menuNames(page);
  assert.equal(names[0], L.player.qualityAuto);
  assert.deepEqual(names.slice(1).sort(), ['360p', '720p'], `the menu lists ${names.join(', ')}`);
  assert.equal(ladder.variants.size, 2, 'the master names two variants');
  for (const url of ladder.variants.values()) assert.match(url, /\/api\/v3\/media\/[^/]+\/index\.m3u8$/);

  const fetched360 = page.waitForRequest(
    (r: Request) => r.url() === ladder.variants.get(360) || ladder.segments360.has(r.url()),
  );
  const at = await playhead(page);
  await page.getByRole('menu').getByRole('menuitem', { name: '360p' }).click();
  await fetched360;
  await qualityButton(page, lesson.title, '360p').waitFor();
  await playedTo(page, at + 1.5);
  await page.waitForFunction(
    () => document.querySelector<HTMLVideoElement>('video.player__video')?.videoHeight === 360,
  );
  assert.equal(await page.getByText(L.video.loadFailed, { exact: true }).count(), 0);
  assertNoProblems(problems, 'the bought lesson');
  await context.close();
  return ladder;
}

/**
 * A member who has not bought the course plays the trial; playback stops at its limit with the words.
 * Answers every address the page asked for.
 */
export async function trialStopsAtLimit(site: Site, lesson: Lesson, freeSeconds: number): Promise<string[]> {
  const visitor = await newMemberToken(site.baseUrl);
  const context = await memberContext(site.browser, site.baseUrl, visitor);
  const { page, problems } = await openPage(context);
  const requested: string[] = [];
  page.on('request', (r) => {
    requested.push(r.url());
  });
  await openLesson(page, lesson);
  await page.getByText(fill(L.video.previewBadge, { time: `00:0${freeSeconds}` })).waitFor();
  await startPlaying(page, lesson);
  await playedTo(page, 1);
  await page.getByText(L.video.previewEnd, { exact: true }).waitFor({ timeout: 30_000 });
  const stopped = await playhead(page);
  assert.ok(
    stopped <= freeSeconds && stopped >= freeSeconds - 1,
    `playback stopped at the preview limit (${stopped} s)`,
  );
  assert.equal(await page.getByText(L.video.loadFailed, { exact: true }).count(), 0);
  assertNoProblems(problems, 'the trial');
  await context.close();
  return requested;
}
