// Keyboard-only stories: move focus with Tab (or another key) until a control has it, and check that a
// sighted keyboard user can see where focus is.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Whether `target` is the focused element. */
export const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** A short description of the focused element, for failure messages. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()} class="${el.className}"> ${name}`;
  });

/**
 * Presses `key` (Tab by default) until `target` has focus, as a person tabbing through the page would, and
 * checks that focus shows. Fails after `max` presses with where focus was.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
) {
  const trail: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    if (await hasFocus(target)) {
      await assertFocusVisible(page);
      return i;
    }
    if (i === max) break;
    await page.keyboard.press(key);
    trail.push(await focusedElement(page));
  }
  assert.fail(`${max} × ${key} never reached the target; focus went to:\n  ${trail.join('\n  ')}`);
}

/**
 * The focused element matches :focus-visible and draws something for it: an outline or a focus ring
 * (box-shadow) on itself or on the wrapper antd styles for it (an input's affix wrapper, a checkbox's box).
 */
export async function assertFocusVisible(page: Page) {
  // No named helpers inside: the test runner's transpiler would wrap them in a function the page lacks.
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || !el.matches(':focus-visible')) return false;
    const around = [el, el.parentElement, el.parentElement?.parentElement, el.nextElementSibling];
    return around.some((node) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || s.boxShadow !== 'none';
    });
  });
  assert.ok(shown, `focus is not visible on ${await focusedElement(page)}`);
}
