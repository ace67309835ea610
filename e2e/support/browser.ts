// Debian chromium driven by playwright-core, with the flags this machine needs (no network beyond localhost).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { trackCalls } from './calls-in-flight';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A real iPhone (iOS 17, Safari) user agent. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** WeChat's own browser on that iPhone (what an official account's page is opened in). */
export const WECHAT_IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

/** Each launch gets its own fresh temporary profile (Playwright creates and removes it). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1920, height: 1080 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'zh-CN', ...options });
  context.setDefaultTimeout(15_000);
  trackCalls(context);
  return context;
}

/**
 * What went wrong in a page: uncaught errors and console errors (the harmless /favicon.ico 404 excluded, and
 * the browser's note on a page address answered 404: the server's answer to an unknown address or an item a
 * visitor may not see, whose app still renders its screen; issue 20).
 */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
}

const isFaviconNoise = (text: string, url: string) =>
  /\/favicon\.ico(\?|$)/.test(url) || /favicon\.ico/.test(text);

export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url ?? '';
    if (isFaviconNoise(msg.text(), url)) return;
    if (/status of 404/.test(msg.text()) && url === page.url()) return;
    problems.consoleErrors.push(url ? `${msg.text()} (${url})` : msg.text());
  });
  return { page, problems };
}
