import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newMemberToken } from '../support/accounts';
import { adminToken, loginInBrowser, settle } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { fill } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { buyCourse, type Lesson, playedTo } from '../support/learning';
import { openLesson, player, startPlaying } from '../support/lesson-player';
import { memberContext } from '../support/member-session';
import { cn, en } from '../support/messages';
import { shootScreen } from '../support/shots';
import { useSite } from '../support/site';
import { transcodesCn, transcodesEn } from '../support/strings';
import {
  buyerSwitchesTo360,
  paidLessonOf,
  qualityButton,
  trialStopsAtLimit,
} from '../support/transcoded-lesson';
import { jobCompletes, makeVideo, type Uploaded, uploadVideo } from '../support/transcodes';

/*
 * Issue 22, video that just works. An administrator uploads two real videos in the media library (an H.264
 * MP4 at 720p and a VP9 WebM at 360p, made here by ffmpeg) and watches their transcoding jobs finish on
 * 转码任务. A paid course plays the MP4's upload: a buyer gets 自动 plus 720p and 360p in the player's quality
 * menu and switches to 360p while it plays; a member who has not bought it gets the 3 s trial, which stops
 * at its end. The 转码任务 page in Chinese and English and the quality menu, at 1920 and 375 px; the lesson before
 * it plays shows the transcode's poster frame, on the desktop page at 1920 px and on /h5 at 375, in both
 * languages.
 */
const run = Date.now().toString(36);
const MP4 = `lesson-720p-${run}.mp4`;
const WEBM = `lesson-360p-${run}.webm`;
const COURSE = `E2E 转码课 ${run}`;
const LESSON = `1.1 自动清晰度 ${run}`;
const FREE_SECONDS = 3;
const L = cn.learning;

/**
 * Starts the lesson, lets it play a moment, pauses it and opens the quality menu (the screenshot's state). The
 * grey bar low on the left of the picture is lavfi's testsrc2 itself (it draws one), not the player.
 */
async function pausedWithMenuOpen(page: Page, lesson: Lesson) {
  await openLesson(page, lesson);
  await startPlaying(page, lesson);
  await playedTo(page, 0.5);
  await player(page, lesson.title).getByRole('button', { name: L.player.pause }).click();
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('video.player__video')?.paused);
  await qualityButton(page, lesson.title, L.player.qualityAuto).click();
  await page.getByRole('menu').getByRole('menuitem', { name: '360p' }).waitFor();
}

describe('video that just works: transcoding, the quality menu and the trial', () => {
  const site = useSite();
  const dir = mkdtempSync(join(tmpdir(), 'shuyuan-e2e-videos-'));
  const files = { mp4: join(dir, MP4), webm: join(dir, WEBM) };
  let root = '';
  let mp4: Uploaded | null = null;
  let lesson: Lesson | null = null;
  let courseId = 0;

  before(async () => {
    await makeVideo(files.mp4, '1280x720', 6, [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
    // VP9 (libvpx's fastest realtime settings) with Opus: a codec the site does not serve as uploaded.
    await makeVideo(files.webm, '640x360', 4, [
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-c:a',
      'libopus',
    ]);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('an administrator uploads an MP4 and a WebM and watches both jobs complete on 转码任务', async () => {
    root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    const context = await newContext(site.browser, site.baseUrl);
    const { page, problems } = await openPage(context);
    await loginInBrowser(page, site.baseUrl, 'admin', 'shuyuan123');
    await page.goto('/admin/media');
    await page.getByRole('heading', { name: '媒体库', level: 3 }).waitFor();
    mp4 = await uploadVideo(page, files.mp4);
    assert.match(mp4.url, /^uploads\/\d{6}\/[\w-]+\.mp4$/, 'the MP4 is filed among the private uploads');
    const webm = await uploadVideo(page, files.webm);
    assert.match(webm.url, /^uploads\/\d{6}\/[\w-]+\.webm$/);

    await page.getByRole('button', { name: transcodesCn.title }).click();
    await page.waitForURL((url) => url.pathname === '/admin/transcodes');
    await page.getByRole('heading', { name: transcodesCn.title, level: 3 }).waitFor();
    // ffmpeg is there: the page says its version rather than warning that uploads play as uploaded.
    await page.getByText(/^转码工具可用：ffmpeg \S+/).waitFor();
    const mp4Row = await jobCompletes(page, MP4, transcodesCn);
    const webmRow = await jobCompletes(page, WEBM, transcodesCn);
    // The 720p upload gets a ladder, the 360p one its own size only (nothing is upscaled; decision 042).
    assert.deepEqual(await mp4Row.locator('.ant-tag').allInnerTexts(), [
      transcodesCn.state.completed,
      '720p',
      '360p',
    ]);
    assert.deepEqual(await webmRow.locator('.ant-tag').allInnerTexts(), [
      transcodesCn.state.completed,
      '360p',
    ]);
    await mp4Row.getByRole('cell', { name: '00:06' }).waitFor();
    // The step is a code the console says in its language (转码完成 here, Transcoded below).
    await mp4Row.getByText(transcodesCn.step.done, { exact: true }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-transcodes');
    await page.setViewportSize(PHONE);
    await settle(page);
    await shootScreen(page, 'admin-transcodes', { fullPage: true });

    // English, the language the console's switch remembers.
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: transcodesEn.title, level: 3 }).waitFor();
    const mp4RowEn = await jobCompletes(page, MP4, transcodesEn);
    await jobCompletes(page, WEBM, transcodesEn);
    await mp4RowEn.getByText(transcodesEn.step.done, { exact: true }).waitFor();
    await settle(page);
    await shootScreen(page, 'admin-transcodes-en', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await settle(page);
    await shootScreen(page, 'admin-transcodes-en');
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'cn'));
    assertNoProblems(problems, 'the 转码任务 page');
    await context.close();
  });

  it('a paid course plays the upload: a buyer switches from 自动 to 360p while it plays', async () => {
    assert.ok(mp4, 'the upload story ran first');
    const paid = await paidLessonOf(site.baseUrl, root, mp4, {
      course: COURSE,
      lesson: LESSON,
      freeSeconds: FREE_SECONDS,
      seconds: 6,
    });
    courseId = paid.courseId;
    lesson = paid.lesson;
    await buyerSwitchesTo360(site, paid);

    // The menu open over the paused picture, at both widths. A buyer of their own each, so the lesson starts
    // at its beginning (not where the last one left it, which may be its end) with nothing remembered.
    for (const viewport of [DESKTOP, PHONE]) {
      const viewer = await newMemberToken(site.baseUrl);
      await buyCourse(site.baseUrl, viewer, paid.courseId);
      const shot = await memberContext(site.browser, site.baseUrl, viewer, { viewport });
      const { page: view, problems: viewProblems } = await openPage(shot);
      await pausedWithMenuOpen(view, paid.lesson);
      await shootScreen(view, 'learning-quality-menu');
      assertNoProblems(viewProblems, `the quality menu at ${viewport.width} px`);
      await shot.close();
    }
  });

  it("before it plays, the lesson shows the transcode's poster, on the desktop page and on /h5, in both languages", async () => {
    assert.ok(lesson, 'the course story ran first');
    const viewer = await newMemberToken(site.baseUrl);
    await buyCourse(site.baseUrl, viewer, courseId);
    const pages = [
      { path: `/courses/video/${lesson.id}`, viewport: DESKTOP, name: 'learning-lesson-poster' },
      { path: `/h5/courses/video/${lesson.id}`, viewport: PHONE, name: 'h5-lesson-poster' },
    ];
    for (const lang of ['cn', 'en'] as const) {
      const words = lang === 'cn' ? cn.learning : en.learning;
      for (const { path, viewport, name } of pages) {
        const context = await memberContext(site.browser, site.baseUrl, viewer, { viewport });
        await context.addInitScript((value) => window.localStorage.setItem('shuyuan-lang', value), lang);
        const { page, problems } = await openPage(context);
        const poster = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/poster.jpg'));
        await page.goto(path);
        const answer = await poster;
        assert.equal(answer.status(), 200, `the poster at ${path}`);
        assert.equal(answer.headers()['content-type'], 'image/jpeg');
        const box = page.getByRole('region', { name: fill(words.player.label, { title: lesson.title }) });
        await box.getByRole('button', { name: words.player.play }).first().waitFor();
        await page.waitForFunction(() =>
          document.querySelector<HTMLVideoElement>('video.player__video')?.poster.endsWith('/poster.jpg'),
        );
        await settle(page);
        await shootScreen(page, `${name}-${lang}`);
        assertNoProblems(problems, `${path} in ${lang}`);
        await context.close();
      }
    }
  });

  it('a member who has not bought the course plays the trial to its end', async () => {
    assert.ok(lesson, 'the course story ran first');
    await trialStopsAtLimit(site, lesson, FREE_SECONDS);
  });
});
