import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { PageProblems } from './browser';

/** No uncaught error and no console error (besides the filtered favicon 404) while the page was open. */
export function assertNoProblems(problems: PageProblems, where: string) {
  assert.deepEqual(problems.pageErrors, [], `uncaught errors on ${where}`);
  assert.deepEqual(problems.consoleErrors, [], `console errors on ${where}`);
}

/** The path and query the browser shows now. */
export function currentPath(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
