import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import type { Course } from '../support/catalogue';
import { fill } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { allCourses, lessonsOf, playedTo, playhead } from '../support/learning';
import { messagePattern, openLesson, player, startPlaying } from '../support/lesson-player';
import { memberApi, memberContext, useMemberSite } from '../support/member-session';
import { cn } from '../support/messages';
import { shoot } from '../support/shots';

// Learning (issue 6) as the demo member, in the free lessons: the lesson player with resume, the one-tab rule,
// the HLS quality and the captions. The paid lessons are learning-purchase.spec.ts's.

const L = cn.learning;

describe('learning: the lesson player', () => {
  const site = useMemberSite();

  it('plays a free lesson, resumes it near where the member left, and lets only one tab play', async () => {
    const { baseUrl: base, token } = site;
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
    await page.getByText(messagePattern(L.video.resumed)).waitFor();
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
    const { baseUrl: base, token } = site;
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
    // The heading comes before the lesson's play info: wait for the player's two tracks.
    await page.locator('video.player__video track').nth(1).waitFor({ state: 'attached' });
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
    assert.match((await shown.textContent()) ?? '', /[\u4e00-\u9fff]/);
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
});
