// What the account stories share: the dev answers a person would read off the screen or their phone
// (the image captcha and the SMS code), the dialogs by their accessible names, and dialog screenshots.
import type { Locator, Page } from 'playwright-core';
import { data } from './api';
import { whenStill } from './motion';
import { saveShot } from './shots';
import { apiData } from './site';

/** A mobile nobody has used yet in this run: 139 + 8 digits from the clock and a counter. */
let serial = 0;
export function freshMobile(): string {
  serial += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${serial % 100}`.padStart(2, '0');
  return `139${tail}`;
}

/**
 * Follows the image captchas a page loads: the latest key is what the captcha on screen shows. A person
 * reads the picture; the story asks the dev route for its answer (GET /api/dev/captcha/{key}).
 */
export function trackCaptcha(page: Page, baseUrl: string) {
  let latest: Promise<string> | null = null;
  page.on('response', (res) => {
    if (!res.url().includes('/api/v2/captcha/image')) return;
    latest = res.json().then((b: { data: { key: string } }) => b.data.key);
  });
  return {
    async answer(): Promise<string> {
      if (!latest) throw new Error('no captcha image was loaded');
      const key = await latest;
      return (await apiData<{ answer: string }>(baseUrl, `/api/dev/captcha/${encodeURIComponent(key)}`))
        .answer;
    },
  };
}

/** The newest SMS code the log provider "sent" to a mobile (GET /api/dev/sms-outbox). */
export async function smsCode(baseUrl: string, mobile: string): Promise<string> {
  const sent = await apiData<{ code: string }[]>(baseUrl, `/api/dev/sms-outbox?mobile=${mobile}`);
  if (!sent[0]) throw new Error(`no SMS was sent to ${mobile}`);
  return sent[0].code;
}

/** An account dialog by its title. */
export const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Fills the captcha once its picture is on screen, asks for the code, waits for the countdown and types
 * the code the phone got.
 */
export async function fillCaptchaAndCode(
  scope: Locator,
  captcha: ReturnType<typeof trackCaptcha>,
  baseUrl: string,
  mobile: string,
) {
  await scope.locator('img.auth-captcha__img').waitFor();
  await scope.getByLabel('图形验证码', { exact: true }).fill(await captcha.answer());
  await scope.getByRole('button', { name: /获取验证码$/ }).click();
  await scope.getByRole('button', { name: /\d+s后重新获取$/ }).waitFor();
  await scope.getByLabel('短信验证码', { exact: true }).fill(await smsCode(baseUrl, mobile));
}

/** A screenshot of the viewport with a dialog open (the page behind it as a person sees it). */
export async function shootDialog(page: Page, name: string) {
  await whenStill(page);
  const width = page.viewportSize()?.width ?? 0;
  await saveShot(page, `${name}-${width}`);
}

function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  return data<T>(baseUrl, null, 'POST', path, body);
}

/**
 * A new member's token, made the way the SMS login makes one (an unknown mobile is registered), for
 * stories about what comes after logging in.
 */
export async function newMemberToken(baseUrl: string, mobile = freshMobile()): Promise<string> {
  const { key } = await apiData<{ key: string }>(baseUrl, '/api/v2/captcha/image');
  const { answer } = await apiData<{ answer: string }>(baseUrl, `/api/dev/captcha/${key}`);
  await post(baseUrl, '/api/v2/captcha/sms', {
    mobile,
    image_key: key,
    image_captcha: answer,
    scene: 'login',
  });
  const code = await smsCode(baseUrl, mobile);
  return (await post<{ token: string }>(baseUrl, '/api/v2/login/mobile', { mobile, mobile_code: code }))
    .token;
}
