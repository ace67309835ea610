import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import type { Course } from '../support/catalogue';
import { fill, unownedPaidCourses } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { allCourses, buyCourse, type Lesson, lessonsOf, playedTo, playhead } from '../support/learning';
import { loginToken, memberApi, memberContext } from '../support/member-session';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';

// Learning (issue 6) as the demo member: the lesson player with resume, the one-tab rule, previews and
// refusals for a non-buyer, and a bought course's progress in the study centre.

const L = cn.learning;
/** A message with `{{n}}`-style placeholders as a pattern matching any number there. */
const esc = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const pattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\{\w+\}\}/)
      .map(esc)
      .join('[\\d:]+'),
  );

const player = (page: Page, title: string) =>
  page.getByRole('region', { name: fill(L.player.label, { title }) });

async function openLesson(page: Page, lesson: Lesson) {
  await page.goto(`/courses/video/${lesson.id}`);
  await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
}

/** Starts playback with the big play button over the picture. */
async function startPlaying(page: Page, lesson: Lesson) {
  await player(page, lesson.title).getByRole('button', { name: L.player.play }).first().click();
}

describe('learning', () => {
  const site = useSite();
  let token = '';
  let base = '';
  before(async () => {
    base = site.baseUrl;
    token = await loginToken(base);
  });

  it('plays a free lesson, resumes it near where the member left, and lets only one tab play', async () => {
    const free = (await allCourses(base)).find((c) => c.is_free === 1) as Course;
    const [first, second] = await lessonsOf(base, free.id);
    assert.ok(first && second, 'the free demo course has two lessons');
    const context = await memberContext(site.browser, base, token);
    const { page, problems } = await openPage(context);
    let hlsLoaded = false;
    page.on('request', (r) => {
      if (/\/assets\/hls\.light-[\w-]+\.js$/.test(r.url())) hlsLoaded = true;
    });

    await openLesson(page, first);
    assert.equal(
      await page.evaluate(() =>
        document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'),
      ),
      'probably',
      'this Chromium plays the demo H.264 MP4',
    );
    await startPlaying(page, first);
    await playedTo(page, 5);

    // Leaving through the course link (an in-app navigation) sends the last position as the player goes.
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/video/${first.id}/record`) && r.request().method() === 'POST',
    );
    const left = await playhead(page);
    await page.locator('.video-stage__course').click();
    await page.waitForURL((u) => u.pathname === `/courses/detail/${free.id}`);
    await recorded;
    const detail = await memberApi<{ video_watched_progress: Record<string, { watch_seconds: number }> }>(
      base,
      token,
      `/api/v2/video/${first.id}`,
    );
    const saved = detail.video_watched_progress[String(first.id)]?.watch_seconds ?? 0;
    assert.ok(saved >= Math.floor(left) - 1, `the server kept the position (${saved} s of ${left} s)`);

    // Coming back: the player is already at the saved position and says so.
    await openLesson(page, first);
    await page.getByText(pattern(L.video.resumed)).waitFor();
    const resumed = await playhead(page);
    assert.ok(Math.abs(resumed - saved) <= 1.5, `resumed at ${resumed} s, saved ${saved} s`);

    // Keyboard: the player region takes k (play/pause) once focused.
    await player(page, first.title).focus();
    await page.keyboard.press('k');
    await playedTo(page, resumed + 1);
    assert.ok(await page.getByRole('button', { name: L.player.pause }).isVisible());

    // The HLS quality (AES-128) plays through hls.js, which is fetched only now, from the same position.
    const info = await memberApi<{ urls: { name: string; format: string }[] }>(
      base,
      token,
      `/api/v2/video/${first.id}/playinfo`,
    );
    const hls = info.urls.find((u) => u.format === 'm3u8');
    assert.ok(hls && info.urls[0], 'the demo lesson has an HLS quality');
    assert.ok(!hlsLoaded, 'hls.js is not loaded for an MP4');
    const before = await playhead(page);
    await player(page, first.title)
      .getByRole('button', { name: fill(L.player.qualityValue, { name: info.urls[0].name }) })
      .click();
    await page.getByRole('menuitem', { name: hls.name }).click();
    await playedTo(page, before + 2);
    assert.ok(hlsLoaded, 'hls.js came with the HLS quality');
    assert.match(await page.evaluate(() => document.querySelector('video')?.src ?? ''), /^blob:/);

    // A second tab starts another lesson: within 5 s the first one stops and says why.
    const other = await context.newPage();
    await openLesson(other, second);
    await startPlaying(other, second);
    await page.getByText(L.video.lockLost).waitFor({ timeout: 8_000 });
    assert.equal(await page.evaluate(() => document.querySelector('video')?.paused), true);
    assert.equal(await other.evaluate(() => document.querySelector('video')?.paused), false);
    assertNoProblems(problems, 'the free lesson');
    await context.close();
  });

  it('offers the captions of a captioned lesson: tracks from signed addresses, the CC button, cues on screen', async () => {
    // The last free course: the first story leaves the first one's lesson resumed near its end.
    const free = (await allCourses(base)).filter((c) => c.is_free === 1).at(-1) as Course;
    const [first] = await lessonsOf(base, free.id);
    assert.ok(first, 'the free demo course has lessons');
    const info = await memberApi<{ subtitles?: { url: string; lang: string; label: string }[] }>(
      base,
      token,
      `/api/v2/video/${first.id}/playinfo`,
    );
    assert.deepEqual(
      info.subtitles?.map((s) => s.lang),
      ['en', 'zh-CN'],
      'the seed captions the first lesson of each free course',
    );
    const context = await memberContext(site.browser, base, token);
    const { page, problems } = await openPage(context);
    const vtt = page.waitForResponse((r) => /\/api\/v3\/media\/[^/]+\/zh-CN\.vtt$/.test(r.url()));
    await openLesson(page, first);
    const tracks = await page.$$eval('video.player__video track', (list) =>
      list.map((t) => ({
        lang: t.getAttribute('srclang'),
        kind: t.getAttribute('kind'),
        src: t.getAttribute('src'),
      })),
    );
    assert.deepEqual(
      tracks.map((t) => `${t.kind} ${t.lang}`),
      ['subtitles en', 'subtitles zh-CN'],
    );
    for (const t of tracks) assert.match(t.src ?? '', /\/api\/v3\/media\/[\w-]+\.[\w-]+\/[\w-]+\.vtt$/);

    await startPlaying(page, first);
    await playedTo(page, 1);
    const cc = player(page, first.title).getByRole('button', { name: L.player.captionsOn });
    await cc.click();
    await player(page, first.title).getByRole('button', { name: L.player.captionsOff }).waitFor();
    const answer = await vtt;
    assert.equal(answer.status(), 200);
    assert.equal(answer.headers()['content-type'], 'text/vtt; charset=utf-8');
    // One track at a time, drawn by the player: the site's language (Chinese) is loaded and its cue of the
    // moment is on screen; the English track stays off (not even fetched).
    const modes = () =>
      page.evaluate(() =>
        Array.from(document.querySelector<HTMLVideoElement>('video.player__video')?.textTracks ?? []).map(
          (t) => `${t.language}:${t.mode}`,
        ),
      );
    const shown = page.locator('.player-captions__line').first();
    await shown.waitFor();
    assert.deepEqual(await modes(), ['en:disabled', 'zh-CN:hidden']);
    assert.match(await shown.innerText(), /[\u4e00-\u9fff]/);
    // The language menu switches to English.
    await player(page, first.title)
      .getByRole('button', { name: fill(L.player.captionsLanguage, { name: '中文' }) })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() =>
      /^[\x20-\x7e]+$/.test(document.querySelector('.player-captions__line')?.textContent ?? ''),
    );
    assert.deepEqual(await modes(), ['en:hidden', 'zh-CN:disabled']);
    await player(page, first.title)
      .getByRole('button', { name: fill(L.player.captionsLanguage, { name: 'English' }) })
      .click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.waitForFunction(() =>
      /[\u4e00-\u9fff]/.test(document.querySelector('.player-captions__line')?.textContent ?? ''),
    );
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('video.player__video')?.pause());
    await shoot(page, 'learning-captions', DESKTOP.width);
    assertNoProblems(problems, 'a captioned lesson');
    await context.close();

    const phone = await memberContext(site.browser, base, token, { viewport: PHONE });
    const small = await openPage(phone);
    await openLesson(small.page, first);
    await startPlaying(small.page, first);
    await playedTo(small.page, 1);
    await player(small.page, first.title).getByRole('button', { name: L.player.captionsOn }).click();
    await small.page.locator('.player-captions__line').first().waitFor();
    await small.page.evaluate(() => document.querySelector<HTMLVideoElement>('video.player__video')?.pause());
    await shoot(small.page, 'learning-captions', PHONE.width);
    assertNoProblems(small.problems, 'a captioned lesson on a phone');
    await phone.close();
  });

  it('shows 试看结束 after a preview and 请购买后观看 where the server refuses, each with the buy button', async () => {
    const candidates = await unownedPaidCourses(base, token);
    let previewCourse: { course: Course; preview: Lesson; locked: Lesson } | null = null;
    for (const course of candidates) {
      const lessons = await lessonsOf(base, course.id, token);
      const preview = lessons.find((l) => l.free_seconds > 0);
      const locked = lessons.find((l) => l.free_seconds === 0);
      if (preview && locked) {
        previewCourse = { course, preview, locked };
        break;
      }
    }
    assert.ok(previewCourse, 'the demo member lacks a paid course with a preview lesson');
    const { course, preview, locked } = previewCourse;
    const context = await memberContext(site.browser, base, token);
    const { page, problems } = await openPage(context);

    await openLesson(page, preview);
    await page
      .getByText(fill(L.video.previewBadge, { time: `00:${String(preview.free_seconds).padStart(2, '0')}` }))
      .waitFor();
    await startPlaying(page, preview);
    await page
      .getByText(L.video.previewEnd, { exact: true })
      .waitFor({ timeout: preview.free_seconds * 1000 + 15_000 });
    assert.ok((await playhead(page)) <= preview.free_seconds, 'playback stopped at the preview limit');
    const buy = page.getByRole('link', { name: new RegExp(fill(L.video.buy, { price: '' }).trim()) }).first();
    const href = new URL((await buy.getAttribute('href')) ?? '', base);
    assert.equal(href.pathname, '/order');
    assert.equal(href.searchParams.get('goods_type'), 'vod');
    assert.equal(href.searchParams.get('goods_id'), String(course.id));

    // The lesson list marks the lessons a non-buyer cannot open.
    assert.ok(
      (await page.getByRole('navigation', { name: L.lessons.title }).getByLabel(L.lessons.locked).count()) >
        0,
    );

    await openLesson(page, locked);
    await page.getByText('请购买后观看', { exact: true }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(fill(L.video.buy, { price: '' }).trim()) })
      .first()
      .waitFor();
    assertNoProblems(problems, 'a paid lesson of a course not bought');
    await context.close();
  });

  it('counts a bought course’s finished lesson in the study centre, with the per-lesson dialog', async () => {
    const candidates = await unownedPaidCourses(base, token);
    let pick: { course: Course; lessons: Lesson[] } | null = null;
    for (const course of candidates) {
      const lessons = await lessonsOf(base, course.id, token);
      if (lessons.length > 1 && lessons[0]?.ban_drag === 0) {
        pick = { course, lessons };
        break;
      }
    }
    assert.ok(pick, 'a paid course without the drag ban is left to buy');
    const { course, lessons } = pick;
    const [first, second] = lessons as [Lesson, Lesson];
    await buyCourse(base, token, course.id);

    const context = await memberContext(site.browser, base, token);
    const { page, problems } = await openPage(context);
    await openLesson(page, first);
    await startPlaying(page, first);
    await playedTo(page, 1);
    await shoot(page, 'learning-video', DESKTOP.width);
    // 2× to the end of the 20 s demo lesson; then the countdown to the next one, which the member stops.
    await player(page, first.title)
      .getByRole('button', { name: fill(L.player.speedValue, { rate: 1 }) })
      .click();
    await page.getByRole('menuitem', { name: '2×' }).click();
    await page.getByText(pattern(L.video.nextIn)).waitFor({ timeout: 30_000 });
    await page
      .getByText(fill(L.video.nextTitle, { title: second.title }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: L.video.cancel }).click();
    await page.getByRole('button', { name: L.video.replay }).waitFor();
    await page
      .getByRole('navigation', { name: L.lessons.title })
      .getByLabel(L.lessons.watched)
      .first()
      .waitFor();

    await page.goto('/study-center?scene=bought');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) });
    await item.getByText(fill(L.study.learnedOf, { learned: 1, total: lessons.length })).waitFor();
    const bar = item.getByRole('progressbar');
    assert.ok(Number(await bar.getAttribute('aria-valuenow')) > 0, 'the progress bar moved');
    await item.getByRole('button', { name: L.study.details }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('row', { name: new RegExp(esc(first.title)) })
      .getByText(L.dialog.watched)
      .waitFor();
    await dialog.getByRole('button', { name: L.dialog.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await shoot(page, 'learning-study', DESKTOP.width);
    assert.equal(
      await item.getByRole('link', { name: L.study.continue }).getAttribute('href'),
      `/courses/video/${first.id}`,
    );
    // The member centre shows the same lists beside its nav.
    await page.goto('/member/study?scene=bought');
    await page.getByRole('heading', { level: 1, name: L.study.memberTitle }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) })
      .getByText(fill(L.study.learnedOf, { learned: 1, total: lessons.length }))
      .waitFor();
    assertNoProblems(problems, 'the bought course and the study centre');
    await context.close();

    const phone = await memberContext(site.browser, base, token, { viewport: PHONE });
    const small = await openPage(phone);
    await small.page.goto('/study-center?scene=bought');
    await small.page.getByRole('heading', { name: course.title }).waitFor();
    await shoot(small.page, 'learning-study', PHONE.width);
    await openLesson(small.page, second);
    await small.page.getByRole('button', { name: L.player.play }).waitFor();
    await shoot(small.page, 'learning-video', PHONE.width);
    assertNoProblems(small.problems, 'the phone study centre and lesson');
    await phone.close();
  });
});
