import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import type { Course } from '../support/catalogue';
import { fill, unownedPaidCourses } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { buyCourse, type Lesson, lessonsOf, playedTo, playhead } from '../support/learning';
import { escapeRegExp, messagePattern, openLesson, player, startPlaying } from '../support/lesson-player';
import { memberContext, useMemberSite } from '../support/member-session';
import { cn } from '../support/messages';
import { whenStill } from '../support/motion';
import { shoot } from '../support/shots';

// Learning (issue 6) as the demo member, in the paid courses: previews and refusals for a non-buyer, and a
// bought course's progress in the study centre. Runs after learning-player.spec.ts (files run in name order).

const L = cn.learning;

describe('learning: paid courses before and after buying', () => {
  const site = useMemberSite();

  it('shows 试看结束 after a preview and 请购买后观看 where the server refuses, each with the buy button', async () => {
    const { baseUrl: base, token } = site;
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
    // The preview is a file of its own length (issue 20): it ends, it does not fail to load.
    assert.equal(await page.getByText(L.video.loadFailed, { exact: true }).count(), 0);
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
    const { baseUrl: base, token } = site;
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
    await page.getByText(messagePattern(L.video.nextIn)).waitFor({ timeout: 30_000 });
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
      .getByRole('row', { name: new RegExp(escapeRegExp(first.title)) })
      .getByText(L.dialog.watched)
      .waitFor();
    await whenStill(dialog);
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
