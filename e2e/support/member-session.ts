// A logged-in member for the stories: the token from the password login call, put where the web app keeps it
// (localStorage `meedu-user-token`) before any page script runs. Logging in through the dialogs is the auth
// stories' business; the stories that only need a member skip it.
import { before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { data } from './api';
import { newContext } from './browser';
import { type Site, useSite } from './site';

/** The demo seed's member (apps/server/src/seed/demo/insert-content.ts). */
export const DEMO_MEMBER = { mobile: '13800000000', password: 'shuyuan123' } as const;

export const TOKEN_KEY = 'meedu-user-token';

/** POST /api/v2/login/password → the member's bearer token. */
export async function loginToken(baseUrl: string, member = DEMO_MEMBER): Promise<string> {
  return (await data<{ token: string }>(baseUrl, null, 'POST', '/api/v2/login/password', member)).token;
}

/** useSite, plus the demo member's token: registers the hooks in the calling spec; `before` fills both in. */
export function useMemberSite(): Site & { token: string } {
  const site = useSite() as Site & { token: string };
  before(async () => {
    site.token = await loginToken(site.baseUrl);
  });
  return site;
}

/** A browser context whose pages start logged in with `token`. */
export async function memberContext(
  browser: Browser,
  baseUrl: string,
  token: string,
  options: BrowserContextOptions = {},
) {
  const context = await newContext(browser, baseUrl, options);
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  return context;
}

/** One of our API calls with the member's token: the envelope's data, failing on a non-zero code. */
export function memberApi<T>(
  baseUrl: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  return data<T>(baseUrl, token, init.method ?? 'GET', path, init.body);
}
