import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __shuyuanToast?: (text: string, path: string) => void;
  }
}

const OBSERVER = `
(() => {
  const reported = new WeakSet();
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('.ant-message-notice')) {
      const text = notice.textContent || '';
      if (reported.has(notice) || text === '') continue;
      reported.add(notice);
      if (window.__shuyuanToast) window.__shuyuanToast(text, location.pathname);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
`;

/**
 * Records the text of every antd toast the page shows, across navigations. For a toast that is on screen
 * only briefly before the page goes away (已安全退出 has 500 ms before the reload): polling the DOM can
 * miss that window on a loaded machine, a MutationObserver in the page cannot.
 */
export async function recordToasts(page: Page): Promise<{
  seen(): string[];
  pathOf(text: string): string | undefined;
  waitFor(text: string): Promise<void>;
}> {
  // Each toast with the path the page was on when it appeared: the logout stories check where it showed.
  const seen: { text: string; path: string }[] = [];
  await page.exposeFunction('__shuyuanToast', (text: string, path: string) => {
    seen.push({ text, path });
  });
  // A string, not a function: tsx wraps named functions in a `__name` helper the page does not have.
  await page.addInitScript({ content: OBSERVER });
  return {
    seen: () => seen.map((t) => t.text),
    pathOf: (text: string) => seen.find((t) => t.text.includes(text))?.path,
    async waitFor(text: string) {
      const deadline = Date.now() + 15_000;
      while (!seen.some((t) => t.text.includes(text))) {
        if (Date.now() > deadline)
          throw new Error(`no toast "${text}"; toasts seen: ${JSON.stringify(seen)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
