import { configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { mediaQueryList } from './media-query';

// The suites share two cores with the API tests in CI (two workers): a screen may take far longer than the
// default 1 s to settle there. findBy*/waitFor wait up to 15 s; they return as soon as the expectation holds,
// so the allowance costs nothing when the machine is fast.
configure({ asyncUtilTimeout: 15_000 });

const inBrowser = typeof window !== 'undefined';

// jsdom has no matchMedia; antd's responsive helpers (Avatar, Grid) need one. Nothing matches, as on a
// browser whose media queries are all false.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

beforeEach(() => {
  if (!inBrowser) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(async () => {
  if (!inBrowser) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
