// The admin console in browser stories: API calls as an administrator, and the login form with its captcha.
import type { Page } from 'playwright-core';
import { data, type Envelope } from './api';
import { whenStill } from './motion';

const API = '/backend/api/v1';

/** A captcha's answer, read through the dev tools route (test and development servers only). */
export async function captchaAnswer(baseUrl: string, key: string): Promise<string> {
  return (await data<{ answer: string }>(baseUrl, null, 'GET', `/api/dev/captcha/${encodeURIComponent(key)}`))
    .answer;
}

/** Calls the admin API and returns `data`, failing on a non-zero code. */
export function adminApi<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  return data<T>(baseUrl, token, method, `${API}${path}`, body);
}

/** Logs in through the API (captcha solved through the dev route) and returns the admin token. */
/** The demo's first course category: a course cannot be saved without one. */
export async function firstCourseCategory(baseUrl: string, token: string): Promise<number> {
  const categories = await adminApi<{ data: { id: number }[] }>(
    baseUrl,
    token,
    'GET',
    '/categories?type=course',
  );
  const first = categories.data[0];
  if (!first) throw new Error('the demo has no course category');
  return first.id;
}

export async function adminToken(baseUrl: string, username: string, password: string): Promise<string> {
  const captcha = await adminApi<{ key: string }>(baseUrl, null, 'GET', '/captcha/image');
  const login = await adminApi<{ token: string }>(baseUrl, null, 'POST', '/login', {
    username,
    password,
    image_key: captcha.key,
    image_captcha: await captchaAnswer(baseUrl, captcha.key),
  });
  return login.token;
}

/** Fills the console's login form (username, password, the captcha the page shows) and waits for the console. */
export async function loginInBrowser(page: Page, baseUrl: string, username: string, password: string) {
  const captcha = page.waitForResponse((r) => r.url().includes(`${API}/captcha/image`));
  await page.goto('/admin/login');
  const body = (await (await captcha).json()) as Envelope<{ key: string }>;
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(baseUrl, body.data.key));
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Before a console screenshot: spinners gone, the pointer off every control, transitions done. */
export async function settle(page: Page) {
  await page
    .locator('.ant-spin-spinning')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.mouse.move(1900, 1000);
  await whenStill(page);
}
