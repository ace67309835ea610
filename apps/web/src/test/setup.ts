import { afterEach, beforeEach } from 'vitest';

const inBrowser = typeof window !== 'undefined';

// jsdom has no matchMedia; antd's responsive helpers (Avatar, Grid) need one. Nothing matches, as on a
// browser whose media queries are all false.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
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
