// Whether a mobile screen's words fit: at 320–430 px, and in English (longer than Chinese), no two parts of a
// bar or row sit on top of each other and no label runs out of its box.
import type { Page } from 'playwright-core';

/** Rows whose direct children must not overlap. */
const ROWS = [
  '.h5-top',
  '.h5-top__side',
  '.h5-tabs',
  '.h5-entries',
  '.h5-footer-bar',
  '.h5-course__meta',
  '.h5-course__foot',
  '.h5-course-head__meta',
  '.h5-search',
  '.h5-links__item',
  '.h5-notice',
];

/** Labels that must show whole (the top bar's title ends in … by design and is not among them). */
const LABELS = [
  '.h5-top__desktop',
  '.h5-top__text',
  '.h5-btn',
  '.h5-tabs__label',
  '.h5-entry__label',
  '.h5-chip',
  '.h5-tag',
  '.h5-bar-state',
  '.lang-toggle',
  '.h5-row__label',
];

/*
 * The check runs in the page as a string: tsx wraps named functions in a helper the page does not have.
 * It gets [rows, labels] and returns the problems found.
 */
const CHECK = `([rows, labels]) => {
  const found = [];
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.position !== 'absolute';
  };
  const name = (el) =>
    el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
  for (const row of document.querySelectorAll(rows.join(','))) {
    const kids = [...row.children].filter(visible);
    const box = row.getBoundingClientRect();
    for (const kid of kids) {
      const k = kid.getBoundingClientRect();
      if (k.right > box.right + 1 || k.left < box.left - 1) found.push(name(kid) + ' sticks out of ' + name(row));
    }
    for (let i = 0; i < kids.length; i += 1) {
      for (let j = i + 1; j < kids.length; j += 1) {
        const a = kids[i].getBoundingClientRect();
        const b = kids[j].getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) found.push(name(kids[i]) + ' overlaps ' + name(kids[j]));
      }
    }
  }
  // Off the screen's edge (the category chips scroll sideways by design and are not counted).
  const width = document.documentElement.clientWidth;
  for (const row of document.querySelectorAll(rows.join(','))) {
    if (!visible(row) || row.closest('.h5-chips')) continue;
    const r = row.getBoundingClientRect();
    if (r.right > width + 1 || r.left < -1) found.push(name(row) + ' runs off the screen (' + Math.round(r.left) + '..' + Math.round(r.right) + ')');
  }
  for (const el of document.querySelectorAll(labels.join(','))) {
    if (!visible(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) found.push(name(el) + ' is cut (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
  }
  return found;
}`;

/** What overlaps or is cut on this screen now, described for an assertion message; empty when all fits. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(`(${CHECK})(${JSON.stringify([ROWS, LABELS])})`) as Promise<string[]>;
}
