// The lesson page's player as the learning stories drive it: opening a lesson, the big play button, and the
// player's messages as patterns.
import type { Page } from 'playwright-core';
import { fill } from './commerce';
import type { Lesson } from './learning';
import { cn } from './messages';

const L = cn.learning;

/** A text as a pattern matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** A message with `{{n}}`-style placeholders as a pattern matching any number there. */
export const messagePattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('[\\d:]+'),
  );

/** The player region of a lesson. */
export const player = (page: Page, title: string) =>
  page.getByRole('region', { name: fill(L.player.label, { title }) });

export async function openLesson(page: Page, lesson: Lesson) {
  await page.goto(`/courses/video/${lesson.id}`);
  await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
}

/** Starts playback with the big play button over the picture. */
export async function startPlaying(page: Page, lesson: Lesson) {
  await player(page, lesson.title).getByRole('button', { name: L.player.play }).first().click();
}
