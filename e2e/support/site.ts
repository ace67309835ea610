// The site under test: the server `run.ts` started (E2E_BASE_URL), or one of this spec file's own.
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { data } from './api';
import { launchBrowser } from './browser';
import { printCallsInFlight } from './calls-in-flight';
import { type RunningServer, startServer } from './server';

export interface Site {
  baseUrl: string;
  browser: Browser;
}

/**
 * Registers before/after hooks in the calling spec file and returns a handle filled in by `before`.
 * One browser per spec file; contexts (fresh storage) per test.
 */
export function useSite(): Site {
  const site = {} as Site;
  let own: RunningServer | null = null;
  before(async () => {
    if (process.env.E2E_BASE_URL) {
      site.baseUrl = process.env.E2E_BASE_URL;
    } else {
      own = await startServer();
      site.baseUrl = own.baseUrl;
    }
    site.browser = await launchBrowser();
  });
  // A failed story says what its pages were still waiting for (contexts it left open).
  afterEach((t) => {
    // Node 24's TestContext has `passed`; the installed type declarations do not name it yet.
    if ((t as { passed?: boolean }).passed === false) printCallsInFlight();
  });
  after(async () => {
    await site.browser?.close();
    await own?.stop();
  });
  return site;
}

/** The `data` of one of our API answers (HTTP 200 with `{code, message, data}`), failing on a non-zero code. */
export function apiData<T>(baseUrl: string, path: string): Promise<T> {
  return data<T>(baseUrl, null, 'GET', path);
}
