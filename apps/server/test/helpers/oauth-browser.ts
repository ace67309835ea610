import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A minimal browser over inject for the social-login flows: keeps cookies (the OAuth state cookie) and
 * follows the site's redirects step by step.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly t: TestApp) {}

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.send('GET', url);
  }

  /** A plain HTML form post. */
  async post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.send('POST', url, new URLSearchParams(form).toString());
  }

  private async send(method: 'GET' | 'POST', url: string, form?: string): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.t.inject({ method, url: sitePath(url), headers, payload: form });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    return response;
  }
}

/** inject speaks to the site as http://localhost:80. */
export function sitePath(url: string): string {
  return url.replace(/^http:\/\/localhost(:80)?(?=\/)/, '');
}

export function location(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(302);
  return String(response.headers.location);
}

export function queryOf(url: string): URLSearchParams {
  return new URL(url, 'http://localhost').searchParams;
}

/** The named inputs of a simulator page's form (hidden and text), unescaped. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="(?:hidden|text)"[^>]*?name="([^"]+)" value="([^"]*)"/g)) {
    fields[m[1]] = m[2]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
}

export interface SimulatedIdentity {
  nickname?: string;
  openid?: string;
  unionid?: string;
}

/**
 * Runs a simulated provider from the authorize page on: 同意授权 with the identity, then the callback.
 * Returns the callback's answer (a redirect to s_url or f_url).
 */
export async function approveOnSimulator(
  browser: TestBrowser,
  authorizeUrl: string,
  identity: SimulatedIdentity = {},
): Promise<LightMyRequestResponse> {
  const page = await browser.get(authorizeUrl);
  expect(page.statusCode).toBe(200);
  const fields = formFields(page.body);
  const decided = await browser.post('/api/dev/oauth/authorize', {
    ...fields,
    ...Object.fromEntries(Object.entries(identity).filter(([, v]) => v !== undefined)),
    decision: 'approve',
  } as Record<string, string>);
  return browser.get(location(decided));
}

/** QQ or WeChat login on the simulator up to the login_code handed to s_url. */
export async function simulatedLoginCode(
  t: TestApp,
  app: 'qq' | 'wechat',
  identity: SimulatedIdentity = {},
  action: 'login' | 'bind' = 'login',
): Promise<string> {
  const browser = new TestBrowser(t);
  const start =
    app === 'qq'
      ? `/api/v3/auth/login/socialite/qq?s_url=%2Flogin%2Fcallback&f_url=%2Flogin&action=${action}`
      : `/api/v3/auth/login/wechat/oauth?s_url=%2Flogin%2Fcallback&f_url=%2Flogin&action=${action}`;
  const back = location(await approveOnSimulator(browser, location(await browser.get(start)), identity));
  const code = queryOf(back).get('login_code');
  expect(code, back).toBeTruthy();
  return code as string;
}
